import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ASSIGN_SAMPLE, assignLeadPaths } from '../../machines/callActions/assignLead.paths.ts';
import { ESCALATE_SAMPLE, escalatePaths } from '../../machines/callActions/escalate.paths.ts';
import {
  type assignLeadMachine,
  connectAssignLead,
  connectEscalate,
  connectPaymentLink,
  connectSendMessage,
  type escalateMachine,
  isValidUsername,
  loanIdOf,
  messageLink,
  parseAmount,
  type paymentLinkMachine,
  type sendMessageMachine,
  CALL_ACTION_TEXTS as T,
} from '../../machines/callActions/index.ts';
import {
  PAYMENT_LINK_SAMPLE,
  paymentLinkPaths,
} from '../../machines/callActions/paymentLink.paths.ts';
import {
  SEND_MESSAGE_SAMPLE,
  sendMessagePaths,
} from '../../machines/callActions/sendMessage.paths.ts';
import { messages } from '../../src/domain/messages.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

const events = (history: readonly PathStep[]) => history.slice(1).map((step) => step.event);
const lastEvent = (history: readonly PathStep[], test: (e: AnyEventObject) => boolean) =>
  events(history).findLast(test);

describeMachinePaths('assignLead', assignLeadPaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof assignLeadMachine.transition>;
  const view = connectAssignLead(state);
  expect(view.label).toBe('Assign As New Lead Call');
  // Disabled while in flight and for good after success.
  expect(view.disabled).toBe(state.matches('assigning') || state.matches('assigned'));
  expect(view.busy).toBe(state.matches('assigning'));
  expect(view.message).toBe(state.matches('assigned') ? ASSIGN_SAMPLE.assigned : null);
  expect(view.error).toBe(state.matches('failed') ? ASSIGN_SAMPLE.refused : null);
  if (state.matches('assigned')) expect(state.can({ type: 'lead.assign' })).toBe(false);
  // The call is made once per press.
  const presses = events(history).filter((e) => e.type === 'lead.assign').length;
  const answers = events(history).filter((e) => e.type.includes('assignNewLead')).length;
  expect(presses - answers).toBe(state.matches('assigning') ? 1 : 0);
});

describeMachinePaths('escalate', escalatePaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof escalateMachine.transition>;
  const view = connectEscalate(state);
  const open = !state.matches('idle') && !state.matches('escalated');
  expect(view.label).toBe('Escalete To Manager');
  expect(view.dialog.open).toBe(open);
  expect(view.disabled).toBe(state.matches('escalated'));
  expect(view.message).toBe(state.matches('escalated') ? ESCALATE_SAMPLE.escalated : null);
  if (state.matches('escalated')) expect(state.can({ type: 'escalate.open' })).toBe(false);

  // Only managers of the escalation groups are offered, roles named.
  const loaded = lastEvent(history, (e) => e.type === 'xstate.done.actor.listManagers');
  if (open && loaded) {
    const offered = Object.keys(loaded.output.users).filter(
      (username) => username !== ESCALATE_SAMPLE.notOffered,
    );
    expect(view.dialog.managers.map((m) => m.username).sort()).toEqual(offered.sort());
    expect(view.dialog.empty).toBe(
      offered.length === 0 && (state.matches('choosing') || state.matches('failed')),
    );
  }
  if (open && !loaded) expect(view.dialog.managers).toEqual([]);
  expect(view.dialog.loading).toBe(state.matches('loadingManagers'));

  // The choice is the last manager picked since the dialog opened; Escalate needs one.
  const picked = lastPayload<string>(
    history,
    'manager.select',
    'username',
    (step) => step.event.type === 'escalate.open',
  );
  if (open) expect(view.dialog.selected).toBe(picked ?? null);
  if (state.matches('choosing')) {
    expect(view.dialog.confirmBlocker).toBe(
      view.dialog.empty ? T.noManagers : picked ? null : T.chooseManagerFirst,
    );
    expect(state.can({ type: 'escalate.confirm' })).toBe(picked !== undefined);
  }
  if (state.matches('escalating')) {
    expect(state.context.selected).toBe(picked);
    expect(view.dialog.escalating).toBe(true);
  }
  const error = lastEvent(history, (e) => e.type.startsWith('xstate.error'))?.error as
    | Error
    | undefined;
  expect(view.dialog.error).toBe(
    state.matches('loadFailed')
      ? T.managersFailed(error!.message)
      : state.matches('failed')
        ? error!.message
        : null,
  );
  expect(view.dialog.retryLoad).toBe(state.matches('loadFailed'));
});

describeMachinePaths('paymentLink', paymentLinkPaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof paymentLinkMachine.transition>;
  const { dialog } = connectPaymentLink(state);
  const sinceOpen = (step: PathStep) => step.event.type === 'link.open';
  expect(dialog.open).toBe(!state.matches('closed'));
  expect(dialog.title).toBe('Create Payment Link');
  expect(dialog.requestLabel).toBe('Get Payment Link');

  // The picker lists the eligible loans, topup disabled; the rest are not offered.
  expect(dialog.options).toEqual([
    { label: PAYMENT_LINK_SAMPLE.disbursed, loanId: 4102, disabled: false },
    { label: PAYMENT_LINK_SAMPLE.topup, loanId: 3977, disabled: true },
    { label: PAYMENT_LINK_SAMPLE.completed, loanId: 3310, disabled: false },
    { label: '2904 (written_off_no_agency)', loanId: 2904, disabled: false },
  ]);
  if (!dialog.open) return;

  // Fields show what was typed since the dialog opened (the customer's username first).
  const username = lastPayload<string>(history, 'username.change', 'value', sinceOpen);
  const loan = lastPayload<string>(history, 'loan.change', 'value', sinceOpen);
  const amount = lastPayload<string>(history, 'amount.change', 'value', sinceOpen);
  expect(dialog.username).toBe(username ?? PAYMENT_LINK_SAMPLE.username);
  expect(dialog.loanChoice).toBe(loan ?? '');
  expect(dialog.amount).toBe(amount ?? '');

  const editing = state.matches('form');
  const blocker = !isValidUsername(dialog.username)
    ? T.enterUsername
    : !loan
      ? T.chooseLoan
      : parseAmount(dialog.amount) === null
        ? T.enterAmount
        : null;
  expect(dialog.requestBlocker).toBe(editing ? blocker : null);
  if (editing) expect(state.can({ type: 'link.request' })).toBe(blocker === null);
  expect(dialog.locked).toBe(!editing);
  expect(dialog.error).toBe(
    state.matches({ form: 'failed' }) ? messages.calls.paymentLinkFailed : null,
  );
  if (state.matches('requesting')) {
    expect(dialog.requesting).toBe(true);
    expect(loanIdOf(dialog.loanChoice)).toBe(Number(loan!.split(' ')[0]));
  }
  const shown = ['ready', 'copying', 'copied', 'copyFailed'].some((s) => state.matches(s as never));
  expect(dialog.link).toBe(shown ? PAYMENT_LINK_SAMPLE.link : null);
  expect(dialog.copy).toBe(
    state.matches('copying')
      ? 'copying'
      : state.matches('copied')
        ? 'copied'
        : state.matches('copyFailed')
          ? 'failed'
          : 'idle',
  );
});

describeMachinePaths('sendMessage', sendMessagePaths, (anyState, history) => {
  const state = anyState as ReturnType<typeof sendMessageMachine.transition>;
  const view = connectSendMessage(state);
  expect(view.label).toBe('Send Message');
  expect(view.dialog.title).toBe('Choose Message');
  expect(view.dialog.open).toBe(state.matches('choosing'));
  expect(view.dialog.options.map((o) => o.text)).toEqual(SEND_MESSAGE_SAMPLE.texts);
  const choice = lastPayload<number>(
    history,
    'message.choose',
    'index',
    (step) => step.event.type === 'message.open',
  );
  if (view.dialog.open) {
    expect(view.dialog.choice).toBe(choice ?? null);
    expect(view.dialog.sendBlocker).toBe(choice === undefined ? T.chooseMessageFirst : null);
  }
  expect(view.sent).toBe(state.matches({ closed: 'sent' }));
});

describe('call action rules', () => {
  it('reads the loan id as the text before the bracket', () => {
    expect(loanIdOf('4102 (loan_disbursed)')).toBe(4102);
    expect(loanIdOf(' 77(settled)')).toBe(77);
    expect(loanIdOf('(topup)')).toBeNull();
    expect(loanIdOf('abc (x)')).toBeNull();
  });

  it('takes positive rupee amounts with at most two decimals', () => {
    expect(parseAmount('1500.50')).toBe(1500.5);
    expect(parseAmount(' 20 ')).toBe(20);
    for (const bad of ['', '0', '0.00', '-5', '1e3', '12.345', 'abc']) {
      expect(parseAmount(bad)).toBeNull();
    }
  });

  it('opens the messaging app for +91 and the number, with the text encoded', () => {
    expect(messageLink('9876543210', 'नमस्ते, कॉल करें?')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('नमस्ते, कॉल करें?')}`,
    );
  });
});
