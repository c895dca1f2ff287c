import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectMessageScheduler,
  hasText,
  instantOf,
  type MessageSchedulerActors,
  messageSchedulerMachine,
  SCHEDULE_TEXT_MAX,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../machines/messageScheduler/index.ts';
import {
  messageSchedulerPaths,
  MESSAGE_SCHEDULER_SAMPLE as SAMPLE,
  scheduledAnswer,
} from '../../machines/messageScheduler/messageScheduler.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof messageSchedulerMachine.transition>;

const FORM_ALERTS = [T.noChannel, T.noText, T.noTime, T.pastTime];
const storedSince = (step: PathStep) => step.event.type === 'xstate.done.actor.scheduleMessage';

describeMachinePaths('messageScheduler', messageSchedulerPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectMessageScheduler(state);
  // The channel and the repeat stay as last picked; the text and time until a schedule is stored.
  expect(view.channel).toBe(lastPayload<string>(history, 'channel.change', 'value') ?? '');
  expect(view.repeat).toBe(lastPayload<string>(history, 'repeat.change', 'value') ?? 'none');
  const written = lastPayload<string>(history, 'text.change', 'value', storedSince) ?? '';
  const time = lastPayload<string>(history, 'time.change', 'value', storedSince) ?? '';
  expect(view.text).toBe(written);
  expect(view.sendAt).toBe(time);

  const dialog = state.matches({ cancel: 'confirming' }) || state.matches({ cancel: 'cancelling' });
  expect(view.saving).toBe(state.matches({ schedule: 'saving' }));
  expect(view.canSchedule).toBe(!view.saving && !dialog);
  expect(Boolean(view.cancelDialog)).toBe(dialog);
  expect(view.canAskCancel).toBe(
    !view.saving && !dialog && !state.matches({ cancel: 'cancelling' }),
  );

  const last = history.at(-1)!.event;
  if (last.type === 'schedule.submit' && !dialog) {
    // Schedule goes to the server only with everything there and the time ahead; else the first
    // thing missing, in words.
    const expected = !view.channel
      ? T.noChannel
      : !hasText(written)
        ? T.noText
        : !time
          ? T.noTime
          : instantOf(time) <= SAMPLE.now
            ? T.pastTime
            : null;
    expect(view.alert).toBe(expected);
    expect(view.saving).toBe(expected === null);
  }
  if (state.matches({ schedule: { form: 'failed' } })) expect(view.alert).toBe(SAMPLE.refused);
  if (view.alert && !state.matches({ schedule: { form: 'failed' } })) {
    expect(FORM_ALERTS).toContain(view.alert);
  }
  expect(view.notice).toBe(state.matches({ schedule: { form: 'scheduled' } }) ? T.scheduled : null);
  expect(view.cancelAlert).toBe(state.matches({ cancel: 'failed' }) ? SAMPLE.cancelRefused : null);
  expect(view.cancelNotice).toBe(state.matches({ cancel: 'cancelled' }) ? T.cancelled : null);
  if (view.cancelDialog) {
    expect(view.cancelDialog.question).toBe(T.cancelQuestion(SAMPLE.listed.text));
  }
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('messageScheduler with live actors', () => {
  const start = () => {
    const fakes = deferredActors<MessageSchedulerActors>([
      'scheduleMessage',
      'cancelScheduledMessage',
    ]);
    const actor = createActor(messageSchedulerMachine.provide({ actors: fakes.actors })).start();
    return { fakes, actor };
  };
  const fill = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'channel.change', value: SAMPLE.channel });
    actor.send({ type: 'text.change', value: SAMPLE.text });
    actor.send({ type: 'time.change', value: SAMPLE.future });
    actor.send({ type: 'repeat.change', value: 'weekly' });
  };

  it('sends once the channel, the text, the time as an instant and the repeat; then clears the text and time', async () => {
    const { fakes, actor } = start();
    fill(actor);
    actor.send({ type: 'schedule.submit', now: SAMPLE.now });
    actor.send({ type: 'schedule.submit', now: SAMPLE.now });
    expect(fakes.calls.scheduleMessage).toHaveLength(1);
    expect(fakes.latest('scheduleMessage').input).toEqual({
      channel: SAMPLE.channel,
      text: SAMPLE.text,
      send_at: new Date(SAMPLE.future).toISOString(),
      repeat: 'weekly',
    });
    fakes.latest('scheduleMessage').resolve(scheduledAnswer());
    await settle();
    const view = connectMessageScheduler(actor.getSnapshot());
    expect([view.notice, view.text, view.sendAt, view.channel, view.repeat]).toEqual([
      T.scheduled,
      '',
      '',
      SAMPLE.channel,
      'weekly',
    ]);
  });

  it('keeps everything typed after a failure, shows the server words, and retries the same schedule', async () => {
    const { fakes, actor } = start();
    fill(actor);
    actor.send({ type: 'schedule.submit', now: SAMPLE.now });
    fakes
      .latest('scheduleMessage')
      .reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    const view = connectMessageScheduler(actor.getSnapshot());
    expect([view.alert, view.text, view.sendAt, view.canRetry]).toEqual([
      SAMPLE.refused,
      SAMPLE.text,
      SAMPLE.future,
      true,
    ]);
    actor.send({ type: 'schedule.retry' });
    expect(fakes.calls.scheduleMessage[1]!.input).toEqual(fakes.calls.scheduleMessage[0]!.input);
  });

  it('takes no more text than 500 characters, and only the known repeats', () => {
    const { actor } = start();
    actor.send({ type: 'text.change', value: 'x'.repeat(SCHEDULE_TEXT_MAX + 30) });
    expect(actor.getSnapshot().context.text).toHaveLength(SCHEDULE_TEXT_MAX);
    actor.send({ type: 'repeat.change', value: 'monthly' as never });
    expect(actor.getSnapshot().context.repeat).toBe('none');
  });

  it('cancels the schedule asked about, after the confirmation, once', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'cancel.ask', id: 42, text: 'Weekly review' });
    expect(fakes.calls.cancelScheduledMessage).toHaveLength(0);
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.confirm' });
    expect(fakes.calls.cancelScheduledMessage).toHaveLength(1);
    expect(fakes.latest('cancelScheduledMessage').input).toEqual({ schedule_id: 42 });
    fakes.latest('cancelScheduledMessage').resolve(scheduledAnswer('cancelled'));
    await settle();
    expect(connectMessageScheduler(actor.getSnapshot()).cancelNotice).toBe(T.cancelled);
  });

  it('judges the send time against the moment Schedule is pressed', () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'schedule.submit', now: instantOf(SAMPLE.future) });
    expect(connectMessageScheduler(actor.getSnapshot()).alert).toBe(T.pastTime);
  });
});
