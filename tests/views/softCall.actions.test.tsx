// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { assignLeadPaths } from '../../machines/callActions/assignLead.paths.ts';
import { escalatePaths } from '../../machines/callActions/escalate.paths.ts';
import {
  CALL_ACTION_TEXTS as A,
  type CallActionActors,
  connectAssignLead,
  connectEscalate,
  connectPaymentLink,
  connectSendMessage,
  messageLink,
  sendMessageMachine,
} from '../../machines/callActions/index.ts';
import { paymentLinkPaths } from '../../machines/callActions/paymentLink.paths.ts';
import { sendMessagePaths } from '../../machines/callActions/sendMessage.paths.ts';
import { withInput } from '../../machines/callActions/withInput.ts';
import type { PathSpec } from '../../machines/pathSpec.ts';
import { SAMPLE_CASE } from '../../machines/softCall/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { CallActions } from '../../src/features/softCall/CallActions.tsx';
import { PRESET_MESSAGES } from '../../src/features/softCall/presetMessages.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

/* The four call-screen actions' generated paths, replayed through the real CallActions of a
   case: clicks and typing by user events, server calls by deferred fakes, the 1.5 s close on
   fake timers. */

type Fakes = DeferredActors<CallActionActors> & { opened: string[] };
type Context = ReplayContext<Fakes>;

const fakes = (): Fakes => ({
  ...deferredActors<CallActionActors>([
    'assignNewLead',
    'listManagers',
    'escalateToManager',
    'getPaymentLink',
    'copyText',
  ]),
  opened: [],
});

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => within(screen.getByRole('dialog'));
const statuses = () => screen.queryAllByRole('status').map((node) => node.textContent);
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

async function retype(user: UserEvent, label: string, value: string) {
  const field = dialog().getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

function driver(
  expectState: (state: AnyMachineSnapshot, context: Context) => void,
): ViewDriver<Fakes> {
  return {
    fakes,
    render: (f) => (
      <CallActions call={SAMPLE_CASE} calls={f.actors} openWindow={(url) => f.opened.push(url)} />
    ),
    delays: { copyDialogClose: 1_500 },
    gestures: {
      'lead.assign': (_e, { user }) => user.click(button(messages.labels.assignAsNewLeadCall)),
      'escalate.open': (_e, { user }) => user.click(button(messages.labels.escalateToManager)),
      'escalate.close': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: A.close })),
      'managers.retry': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: A.retry })),
      'manager.select': async (e, { user }) => {
        const radio = dialog()
          .getAllByRole('radio')
          .find((node) => (node as HTMLInputElement).value === e.username)!;
        await user.click(radio);
      },
      'escalate.confirm': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: A.escalate })),
      'link.open': (_e, { user }) => user.click(button(messages.labels.createPaymentLink)),
      'link.close': (_e, { user }) => user.click(dialog().getByRole('button', { name: A.close })),
      'username.change': (e, { user }) => retype(user, A.username, e.value),
      'amount.change': (e, { user }) => retype(user, A.amount, e.value),
      'loan.change': (e, { user }) =>
        user.selectOptions(dialog().getByLabelText(A.loanId), e.value),
      'link.request': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: messages.labels.getPaymentLink })),
      'link.copy': (_e, { user }) => user.click(dialog().getByRole('button', { name: A.copyLink })),
      'message.open': (_e, { user }) => user.click(button(messages.labels.sendMessage)),
      'message.choose': (e, { user }) =>
        user.click(dialog().getByRole('radio', { name: PRESET_MESSAGES[e.index]! })),
      'message.send': (_e, { user }) => user.click(dialog().getByRole('button', { name: A.send })),
      'message.close': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: A.close })),
    },
    expectState,
  };
}

function expectAssign(state: AnyMachineSnapshot) {
  const view = connectAssignLead(state as never);
  const press = button(view.label);
  if (view.busy) expect(press).toHaveAttribute('aria-busy', 'true');
  expect(press).toHaveProperty('disabled', view.disabled);
  if (view.message) expect(statuses()).toContain(view.message);
  expect(alerts()).toEqual(view.error ? [view.error] : []);
}

function expectEscalate(state: AnyMachineSnapshot) {
  const view = connectEscalate(state as never);
  const { dialog: model } = view;
  expect(screen.getByRole('button', { name: view.label, hidden: true })).toHaveProperty(
    'disabled',
    view.disabled || model.open,
  );
  if (view.message) expect(statuses()).toContain(view.message);
  if (!model.open) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  expect(screen.getByRole('dialog')).toHaveAccessibleName(A.managerDialogTitle);
  const radios = dialog().queryAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((r) => r.value)).toEqual(model.managers.map((m) => m.username));
  expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(
    model.selected ? [model.selected] : [],
  );
  for (const manager of model.managers) expect(dialog().getByText(manager.label)).toBeTruthy();
  expect(
    dialog()
      .queryAllByRole('alert')
      .map((n) => n.textContent),
  ).toEqual(model.error ? [model.error] : []);
  if (model.retryLoad) return;
  const confirm = dialog().getByRole('button', { name: A.escalate });
  if (model.escalating) expect(confirm).toHaveAttribute('aria-busy', 'true');
  else expect(confirm).toHaveProperty('disabled', model.loading || model.confirmBlocker !== null);
  if (model.confirmBlocker && !model.loading) {
    expect(confirm).toHaveAccessibleDescription(model.confirmBlocker);
  }
}

function expectPaymentLink(state: AnyMachineSnapshot, { fakes: f }: Context) {
  const { dialog: model } = connectPaymentLink(state as never);
  if (!model.open) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  expect(screen.getByRole('dialog')).toHaveAccessibleName(model.title);
  expect(dialog().getByLabelText(A.username)).toHaveValue(model.username);
  expect(dialog().getByLabelText(A.amount)).toHaveValue(model.amount);
  const picker = dialog().getByLabelText(A.loanId) as HTMLSelectElement;
  expect(picker.value).toBe(model.loanChoice);
  const options = [...picker.options].slice(1);
  expect(options.map((o) => [o.value, o.disabled])).toEqual(
    model.options.map((o) => [o.label, o.disabled]),
  );
  expect(picker.disabled).toBe(model.locked);
  expect(
    dialog()
      .queryAllByRole('alert')
      .map((n) => n.textContent),
  ).toEqual([model.error, model.copy === 'failed' ? model.copyMessage : null].filter(Boolean));
  const request = dialog().queryByRole('button', { name: model.requestLabel });
  expect(request !== null).toBe(model.link === null);
  if (request && model.requesting) expect(request).toHaveAttribute('aria-busy', 'true');
  else if (request) {
    expect(request).toHaveProperty('disabled', model.requestBlocker !== null);
    if (model.requestBlocker) expect(request).toHaveAccessibleDescription(model.requestBlocker);
  }
  if (model.requesting) {
    expect(f.latest('getPaymentLink').input).toEqual({
      loan_id: Number(model.loanChoice.split(' (')[0]),
      username: model.username,
      amount: Number(model.amount),
    });
  }
  if (model.link) {
    expect(dialog().getByLabelText(A.paymentLink)).toHaveValue(model.link);
    expect(dialog().getByRole('button', { name: A.copyLink })).toBeTruthy();
  }
  if (model.copy === 'copied') expect(dialog().getByRole('status')).toHaveTextContent(A.copied);
}

function expectSendMessage(state: AnyMachineSnapshot, { fakes: f, path, step }: Context) {
  const view = connectSendMessage(state as never);
  const sends = path.steps.slice(1, step + 1).filter((s) => s.event.type === 'message.send');
  const chosen = path.steps
    .slice(1, step + 1)
    .filter((s) => s.event.type === 'message.choose')
    .map((s) => s.event.index as number);
  // Every send opened the messaging app with the text chosen last.
  expect(f.opened).toHaveLength(sends.length);
  if (sends.length) {
    expect(f.opened.at(-1)).toBe(
      messageLink(SAMPLE_CASE.profile.mobile, PRESET_MESSAGES[chosen.at(-1)!]!),
    );
  }
  if (!view.dialog.open) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  expect(screen.getByRole('dialog')).toHaveAccessibleName('Choose Message');
  const radios = dialog().getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((r) => r.checked)).toEqual(
    PRESET_MESSAGES.map((_, i) => i === view.dialog.choice),
  );
  expect(dialog().getByRole('button', { name: A.send })).toHaveProperty(
    'disabled',
    view.dialog.sendBlocker !== null,
  );
}

/** The case screen offers the app's preset texts: walked from that input, the declared texts are the ones on screen. */
const sendMessageOnScreen: PathSpec = {
  ...sendMessagePaths,
  machine: withInput(sendMessageMachine, {
    number: SAMPLE_CASE.profile.mobile,
    texts: PRESET_MESSAGES,
  }),
};

const cases: Array<[string, PathSpec, (s: AnyMachineSnapshot, c: Context) => void]> = [
  ['Assign As New Lead Call', assignLeadPaths, expectAssign],
  ['Escalete To Manager', escalatePaths, expectEscalate],
  ['Create Payment Link', paymentLinkPaths, expectPaymentLink],
  ['Send Message', sendMessageOnScreen, expectSendMessage],
];

describe.each(cases)('%s through CallActions', (_name, spec, expectState) => {
  it.each(viewCases(spec))('$title', async ({ path }) => {
    await replayThroughView(
      path,
      driver((state, context) => {
        // What the flow declares for this state, against the DOM; then the action's own checks.
        expectScreenShows(spec.shows!, state, screen);
        expectState(state, context);
      }),
    );
  });
});

describe('the preset messages', () => {
  it('are three Hindi texts', () => {
    expect(PRESET_MESSAGES).toHaveLength(3);
    for (const text of PRESET_MESSAGES) expect(text).toMatch(/^[\u0900-\u097F\s।,]+$/);
  });
});
