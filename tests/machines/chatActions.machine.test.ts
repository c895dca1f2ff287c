import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  chatActionsPaths,
  CHAT_ACTIONS_SAMPLE as S,
} from '../../machines/chatActions/chatActions.paths.ts';
import {
  type ChatActionsActors,
  type ChatActionsInput,
  chatActionsMachine,
  connectChatActions,
  MULTILINE_MAX,
  CHAT_ACTIONS_TEXTS as T,
} from '../../machines/chatActions/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof chatActionsMachine.transition>;

describeMachinePaths('chatActions', chatActionsPaths, (anyState) => {
  const state = anyState as Snapshot;
  const view = connectChatActions(state);
  // One stage at a time: the list, the functions or the embedded form, the dynamic form.
  const shown = [view.actions, view.functions, view.formHtml, view.fields].filter(
    (x) => x !== null,
  );
  expect(shown.length).toBeLessThanOrEqual(1);
  if (view.actions) expect(view.stage).toBe(0);
  if (view.functions || view.formHtml) expect(view.stage).toBe(1);
  if (view.fields) expect(view.stage).toBe(2);
  // Nothing can be sent, closed or left while a submission is in flight.
  if (state.matches('submittingForm') || state.matches('submittingEmbedded')) {
    expect([view.canSubmit, view.canBack, view.canClose]).toEqual([false, false, false]);
    expect(view.status).toBe(T.submitting);
  }
  // A multiline value never passes 350 characters.
  for (const value of Object.values(state.context.values)) {
    expect(value.length).toBeLessThanOrEqual(MULTILINE_MAX);
  }
  expect(view.open).toBe(!state.matches('closed'));
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const NAMES = [
  'listChatActions',
  'getChatAction',
  'getChatFunctionForm',
  'submitChatFunctionForm',
] as const;

function start(input: Partial<ChatActionsInput> = {}, refreshAttendance = () => {}) {
  const fakes = deferredActors<ChatActionsActors>([...NAMES]);
  const actor = createActor(
    chatActionsMachine.provide({ actors: fakes.actors, actions: { refreshAttendance } }),
    { input: { channel: S.channel, channelId: S.channelId, ...input } },
  ).start();
  return { fakes, actor, view: () => connectChatActions(actor.getSnapshot(), actor.send) };
}

async function toTravelForm(t: ReturnType<typeof start>) {
  t.fakes.latest('listChatActions').resolve({ actions: [...S.actions] });
  await settle();
  t.view().onChooseAction(3);
  t.fakes.latest('getChatAction').resolve(S.details[3]!);
  await settle();
  t.view().onChooseFunction(31);
  t.fakes.latest('getChatFunctionForm').resolve(S.schemas[31]!);
  await settle();
}

describe('chatActions with live actors', () => {
  it('asks for the channel’s actions, the action, then the form with the channel id', async () => {
    const t = start();
    expect(t.fakes.latest('listChatActions').input).toEqual({ channel_name: S.channel });
    await toTravelForm(t);
    expect(t.fakes.latest('getChatAction').input).toEqual({ id: 3 });
    expect(t.fakes.latest('getChatFunctionForm').input).toEqual({
      id: 31,
      channel_id: S.channelId,
      filter_data: undefined,
    });
    const fields = t.view().fields!;
    expect(fields.map((f) => [f.name, f.value, f.maxLength])).toEqual([
      ['amount', '', null],
      ['spent_on', '2026-11-20', null],
      ['details', '', 350],
      ['receipt', 'false', null],
    ]);
  });

  it('submits once however often Submit is pressed, and keeps the values after a refusal', async () => {
    const t = start();
    await toTravelForm(t);
    t.view().onFieldChange('amount', 'lots');
    t.view().onSubmit();
    t.view().onSubmit();
    t.actor.send({ type: 'form.submit' });
    expect(t.fakes.calls.submitChatFunctionForm).toHaveLength(1);
    t.fakes
      .latest('submitChatFunctionForm')
      .reject(Object.assign(new Error(S.refused), { status: 400 }));
    await settle();
    expect(t.view().alert).toBe(S.refused);
    expect(t.view().fields!.find((f) => f.name === 'amount')!.value).toBe('lots');
    t.view().onFieldChange('amount', S.amount);
    t.view().onSubmit();
    expect(t.fakes.calls.submitChatFunctionForm).toHaveLength(2);
    expect(t.fakes.latest('submitChatFunctionForm').input).toEqual({
      id: 31,
      channel_id: S.channelId,
      values: { amount: S.amount, spent_on: '2026-11-20', details: '', receipt: 'false' },
    });
  });

  it('says which required field is blank, and sends nothing', async () => {
    const t = start();
    await toTravelForm(t);
    t.view().onSubmit();
    expect(t.view().alert).toBe(T.fillRequired('Amount (₹)'));
    expect(t.fakes.calls.submitChatFunctionForm).toHaveLength(0);
  });

  it('takes 350 characters in a multiline field and not 351', async () => {
    const t = start();
    await toTravelForm(t);
    t.view().onFieldChange('details', 'y'.repeat(350));
    t.view().onFieldChange('details', 'y'.repeat(351));
    expect(t.actor.getSnapshot().context.values.details).toHaveLength(350);
  });

  it('opened from a message: goes to its action and asks the form with its default params', async () => {
    const refreshed: string[] = [];
    const t = start({ start: S.start }, () => refreshed.push('attendance'));
    t.fakes.latest('listChatActions').resolve({ actions: [...S.actions] });
    await settle();
    expect(t.fakes.latest('getChatAction').input).toEqual({ id: 1 });
    t.fakes.latest('getChatAction').resolve(S.details[1]!);
    await settle();
    t.view().onChooseFunction(11);
    expect(t.fakes.latest('getChatFunctionForm').input).toEqual({
      id: 11,
      channel_id: S.channelId,
      filter_data: JSON.stringify(S.start.defaultParams),
    });
    t.fakes
      .latest('getChatFunctionForm')
      .resolve({ ...S.schemas[11]!, default_params: { work_from: 'field' } });
    await settle();
    expect(t.view().fields!.find((f) => f.name === 'work_from')!.value).toBe('field');
    t.view().onSubmit();
    t.fakes.latest('submitChatFunctionForm').resolve(S.results.attendance);
    await settle();
    // The attendance sign-in refreshes the attendance, once.
    expect(refreshed).toEqual(['attendance']);
    expect(t.view().notice).toBe(T.submitted('Sign in'));
  });

  it('does not refresh the attendance after another action', async () => {
    const refreshed: string[] = [];
    const t = start({}, () => refreshed.push('attendance'));
    await toTravelForm(t);
    t.view().onFieldChange('amount', S.amount);
    t.view().onSubmit();
    t.fakes.latest('submitChatFunctionForm').resolve(S.results.plain);
    await settle();
    expect(refreshed).toEqual([]);
  });

  it('posts the embedded form’s values to its function', async () => {
    const t = start();
    t.fakes.latest('listChatActions').resolve({ actions: [...S.actions] });
    await settle();
    t.view().onChooseAction(4);
    t.fakes.latest('getChatAction').resolve(S.details[4]!);
    await settle();
    expect(t.view().formHtml).toContain('from_date');
    t.view().onSubmitEmbedded(S.leave);
    t.view().onSubmitEmbedded(S.leave);
    expect(t.fakes.calls.submitChatFunctionForm).toHaveLength(1);
    expect(t.fakes.latest('submitChatFunctionForm').input).toEqual({
      id: 41,
      channel_id: S.channelId,
      values: S.leave,
    });
  });
});
