import type { SnapshotFrom } from 'xstate';
import type { LoanCommentEvent, loanCommentMachine } from './loanComment.machine.ts';
import { COMMENT_MAX_LENGTH, loanValue } from './loanComment.rules.ts';
import { LOAN_COMMENT_TEXTS as T } from './loanComment.texts.ts';

type Snapshot = SnapshotFrom<typeof loanCommentMachine>;
type Send = (event: LoanCommentEvent) => void;

export type LoanCommentIntents = {
  onLoanChange: (value: string) => void;
  onTextChange: (value: string) => void;
  onAdd: () => void;
  onRetry: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, LoanCommentIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LoanCommentIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onLoanChange: (value) => send({ type: 'loan.change', value }),
      onTextChange: (value) => send({ type: 'comment.change', value }),
      onAdd: () => send({ type: 'comment.add' }),
      onRetry: () => send({ type: 'comment.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The comment box as the view renders it: values, what may be done, what to say. */
export type LoanCommentModel = LoanCommentIntents & {
  heading: string;
  loanIds: readonly number[];
  /** The picker's value ('' = none). */
  loan: string;
  text: string;
  maxLength: number;
  /** The comment is being saved: the fields and Add are locked. */
  busy: boolean;
  canAdd: boolean;
  canRetry: boolean;
  /** What went wrong, in the spec's words or the server's. */
  alert: string | null;
  /** 'Comment added successfully'. */
  notice: string | null;
};

function alertOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ form: 'noLoan' })) return T.selectLoanFirst;
  if (snapshot.matches({ form: 'denied' })) return T.noPermission;
  if (snapshot.matches({ form: 'failed' })) return snapshot.context.error;
  return null;
}

export function connectLoanComment(snapshot: Snapshot, send: Send = ignore): LoanCommentModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    heading: T.headings[context.kind],
    loanIds: context.loanIds,
    loan: loanValue(context.loanId),
    text: context.text,
    maxLength: COMMENT_MAX_LENGTH,
    busy: snapshot.hasTag('busy'),
    canAdd: snapshot.can({ type: 'comment.add' }),
    canRetry: snapshot.can({ type: 'comment.retry' }),
    alert: alertOf(snapshot),
    notice: snapshot.matches({ form: 'added' }) ? T.added : null,
  };
}
