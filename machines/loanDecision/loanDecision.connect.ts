import type { SnapshotFrom } from 'xstate';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import { statusLabel } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import type { LoanSummary } from '../loanList/loanList.types.ts';
import type { LoanDecisionEvent, loanDecisionMachine } from './loanDecision.machine.ts';
import {
  DECISION_COMMENT_MAX,
  decisionKey,
  type LoanDecision,
  offeredDecisions,
} from './loanDecision.rules.ts';
import { DECISION_TEXTS } from './loanDecision.texts.ts';

type Snapshot = SnapshotFrom<typeof loanDecisionMachine>;
type Send = (event: LoanDecisionEvent) => void;

/** What a user does with a decision, as intents: the view builds no event. */
export type DecisionIntents = {
  /** A row's decision button. */
  onDecide: (loan: LoanSummary, decision: LoanDecision) => void;
  onCommentChange: (value: string) => void;
  onConfirm: () => void;
  /** After a failure (the dialog's `primary` says which of the two it offers). */
  onRetry: () => void;
  onCancel: () => void;
};

// One intents object per `send`, so a view model compares equal (shallowEqual) across snapshots.
const intentsBySend = new WeakMap<Send, DecisionIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DecisionIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onDecide: (loan, decision) => send({ type: 'decision.choose', loan, decision }),
      onCommentChange: (value) => send({ type: 'comment.change', value }),
      onConfirm: () => send({ type: 'decision.confirm' }),
      onRetry: () => send({ type: 'decision.retry' }),
      onCancel: () => send({ type: 'decision.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The confirmation dialog. */
export type DecisionDialogModel = Omit<DecisionIntents, 'onDecide'> & {
  open: boolean;
  title: string;
  loan: LoanSummary | null;
  decision: LoanDecision | null;
  decisionLabel: string;
  comment: string;
  commentMax: number;
  /** The call is in flight: nothing can be changed or dismissed. */
  deciding: boolean;
  /** 'Error: {the server's words}' after a failed attempt. */
  error: string | null;
  /** Confirm before the first attempt, Retry after a failure. */
  primary: 'confirm' | 'retry';
  /** Esc, the backdrop and Cancel close it (not while deciding). */
  dismissable: boolean;
  /** Said once a decision went through. */
  notice: string | null;
};

export function connectDecisionDialog(
  snapshot: Snapshot,
  send: Send = ignore,
): DecisionDialogModel {
  const { context } = snapshot;
  const open = snapshot.hasTag('dialog');
  const deciding = snapshot.matches('deciding');
  const decision = open ? context.decision : null;
  const decided = snapshot.matches({ closed: 'done' }) ? context.decided : null;
  const { onCommentChange, onConfirm, onRetry, onCancel } = intentsOf(send);
  return {
    onCommentChange,
    onConfirm,
    onRetry,
    onCancel,
    open,
    title: open && decision && context.loan ? DECISION_TEXTS.title(decision, context.loan.id) : '',
    loan: open ? context.loan : null,
    decision,
    decisionLabel: decision ? DECISION_TEXTS.labels[decision] : '',
    comment: context.comment,
    commentMax: DECISION_COMMENT_MAX,
    deciding,
    error:
      snapshot.matches('failed') && context.error !== null
        ? messages.loans.decisionError(context.error)
        : null,
    primary: snapshot.matches('failed') ? 'retry' : 'confirm',
    dismissable: open && !deciding,
    notice: decided ? DECISION_TEXTS.decided(decided.id, statusLabel(decided.status)) : null,
  };
}

/** What every row needs to offer its decisions. Small: rows compute their own actions from it. */
export type DecisionRowsModel = Pick<DecisionIntents, 'onDecide'> & {
  flags: RoleFlags;
  /** The loan whose dialog is open, if any: its actions are locked. */
  activeLoanId: number | null;
  /** The loan whose decision is in flight, if any. */
  decidingLoanId: number | null;
  taken: readonly string[];
};

export function connectDecisionRows(snapshot: Snapshot, send: Send = ignore): DecisionRowsModel {
  const { context } = snapshot;
  const loanId = snapshot.hasTag('dialog') ? (context.loan?.id ?? null) : null;
  return {
    onDecide: intentsOf(send).onDecide,
    flags: context.flags,
    activeLoanId: loanId,
    decidingLoanId: snapshot.matches('deciding') ? loanId : null,
    taken: context.taken,
  };
}

export type RowAction = { decision: LoanDecision; label: string; disabled: boolean };

/** A row's decision buttons: what the loan's status and the role allow, locked while it is decided. */
export function rowActions(
  loan: LoanSummary,
  rows: Omit<DecisionRowsModel, 'onDecide'>,
): RowAction[] {
  const locked = rows.activeLoanId === loan.id;
  return offeredDecisions(loan, rows.flags)
    .filter((decision) => !rows.taken.includes(decisionKey(loan.id, decision)))
    .map((decision) => ({
      decision,
      label: DECISION_TEXTS.labels[decision],
      disabled: locked,
    }));
}
