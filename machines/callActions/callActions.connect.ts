import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { assignLeadMachine } from './assignLead.machine.ts';
import { type LoanOption, paymentLinkBlocker } from './callActions.rules.ts';
import { CALL_ACTION_TEXTS as T } from './callActions.texts.ts';
import type { escalateMachine } from './escalate.machine.ts';
import type { paymentLinkMachine } from './paymentLink.machine.ts';
import type { sendMessageMachine } from './sendMessage.machine.ts';

/* Snapshot → view model for each call-screen action: plain data, so a view is a function of
   props and a story is one connect() call. */

export type AssignLeadView = {
  label: string;
  busy: boolean;
  /** Disabled while assigning and for good once assigned. */
  disabled: boolean;
  /** The server's words after success. */
  message: string | null;
  error: string | null;
};

export function connectAssignLead(
  snapshot: SnapshotFrom<typeof assignLeadMachine>,
): AssignLeadView {
  const busy = snapshot.hasTag('busy');
  const assigned = snapshot.matches('assigned');
  return {
    label: messages.labels.assignAsNewLeadCall,
    busy,
    disabled: busy || assigned,
    message: assigned ? snapshot.context.message : null,
    error: snapshot.hasTag('error') ? snapshot.context.error : null,
  };
}

export type ManagerOption = { username: string; label: string };

export type EscalateView = {
  label: string;
  /** Disabled for good once escalated. */
  disabled: boolean;
  message: string | null;
  dialog: {
    open: boolean;
    title: string;
    loading: boolean;
    managers: ManagerOption[];
    /** Loaded, and none is in the escalation groups. */
    empty: boolean;
    selected: string | null;
    escalating: boolean;
    /** Why Escalate cannot be pressed, or null when it can. */
    confirmBlocker: string | null;
    error: string | null;
    /** What Retry does: load the list again, or nothing (Escalate retries). */
    retryLoad: boolean;
  };
};

const managerLabel = (name: string, roles: readonly string[]) =>
  `${name} (${roles.map((role) => T.roleLabels[role] ?? role).join(', ')})`;

export function connectEscalate(snapshot: SnapshotFrom<typeof escalateMachine>): EscalateView {
  const { context } = snapshot;
  const open = snapshot.hasTag('dialog');
  const escalated = snapshot.matches('escalated');
  const escalating = snapshot.matches('escalating');
  const managers = (context.managers ?? []).map((m) => ({
    username: m.username,
    label: managerLabel(m.name, m.roles),
  }));
  const choosing = snapshot.matches('choosing') || snapshot.matches('failed');
  return {
    label: messages.labels.escalateToManager,
    disabled: escalated,
    message: escalated ? context.message : null,
    dialog: {
      open,
      title: T.managerDialogTitle,
      loading: snapshot.matches('loadingManagers'),
      managers: open ? managers : [],
      empty: choosing && managers.length === 0,
      selected: open ? context.selected : null,
      escalating,
      confirmBlocker: !choosing
        ? null
        : managers.length === 0
          ? T.noManagers
          : context.selected === null
            ? T.chooseManagerFirst
            : null,
      error: !snapshot.hasTag('error')
        ? null
        : snapshot.matches('loadFailed')
          ? T.managersFailed(context.error ?? '')
          : context.error,
      retryLoad: snapshot.matches('loadFailed'),
    },
  };
}

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

export type PaymentLinkView = {
  label: string;
  dialog: {
    open: boolean;
    title: string;
    username: string;
    options: readonly LoanOption[];
    loanChoice: string;
    amount: string;
    /** No loan of the case can take a link. */
    noLoans: boolean;
    /** Fields are locked while asking and once a link is shown. */
    locked: boolean;
    requesting: boolean;
    /** Close, Esc and the backdrop close it: not while the link is asked for or copied. */
    closable: boolean;
    /** Why 'Get Payment Link' cannot be pressed, or null when it can. */
    requestBlocker: string | null;
    requestLabel: string;
    error: string | null;
    link: string | null;
    copy: CopyState;
    copyMessage: string | null;
  };
};

export function connectPaymentLink(
  snapshot: SnapshotFrom<typeof paymentLinkMachine>,
): PaymentLinkView {
  const { context } = snapshot;
  const open = snapshot.hasTag('dialog');
  const editing = snapshot.matches('form');
  const copy: CopyState = snapshot.matches('copying')
    ? 'copying'
    : snapshot.matches('copied')
      ? 'copied'
      : snapshot.matches('copyFailed')
        ? 'failed'
        : 'idle';
  return {
    label: messages.labels.createPaymentLink,
    dialog: {
      open,
      title: messages.labels.createPaymentLink,
      username: context.username,
      options: context.options,
      loanChoice: context.loanChoice,
      amount: context.amount,
      noLoans: context.options.every((option) => option.disabled),
      locked: open && !editing,
      requesting: snapshot.matches('requesting'),
      closable: snapshot.can({ type: 'link.close' }),
      requestBlocker: editing ? paymentLinkBlocker(context, context.options) : null,
      requestLabel: messages.labels.getPaymentLink,
      error: snapshot.matches({ form: 'failed' }) ? messages.calls.paymentLinkFailed : null,
      link: open ? context.link : null,
      copy,
      copyMessage: copy === 'copied' ? T.copied : copy === 'failed' ? T.copyFailed : null,
    },
  };
}

export type SendMessageView = {
  label: string;
  /** The messaging app was opened with a chosen text. */
  sent: boolean;
  dialog: {
    open: boolean;
    title: string;
    options: Array<{ index: number; text: string }>;
    choice: number | null;
    sendBlocker: string | null;
  };
};

export function connectSendMessage(
  snapshot: SnapshotFrom<typeof sendMessageMachine>,
): SendMessageView {
  const { context } = snapshot;
  const open = snapshot.hasTag('dialog');
  return {
    label: messages.labels.sendMessage,
    sent: snapshot.matches({ closed: 'sent' }),
    dialog: {
      open,
      title: messages.labels.chooseMessage,
      options: context.texts.map((text, index) => ({ index, text })),
      choice: open ? context.choice : null,
      sendBlocker: open && context.choice === null ? T.chooseMessageFirst : null,
    },
  };
}
