import type { SnapshotFrom } from 'xstate';
import type { EarlyPayEvent, earlyPayMachine } from './earlyPay.machine.ts';
import { type EarlyPayOption, loanValue } from './earlyPay.rules.ts';
import { EARLY_PAY_TEXTS as T } from './earlyPay.texts.ts';

type Snapshot = SnapshotFrom<typeof earlyPayMachine>;
type Send = (event: EarlyPayEvent) => void;

export type EarlyPayIntents = {
  onLoanChange: (value: string) => void;
  onDateChange: (value: string) => void;
  onRequest: () => void;
  onRetry: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, EarlyPayIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): EarlyPayIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onLoanChange: (value) => send({ type: 'loan.change', value }),
      onDateChange: (value) => send({ type: 'date.change', value }),
      onRequest: () => send({ type: 'amount.request' }),
      onRetry: () => send({ type: 'amount.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The early-pay form as the view renders it: values, what may be done, what to say. */
export type EarlyPayModel = EarlyPayIntents & {
  options: readonly EarlyPayOption[];
  /** The picker's value ('' = none). */
  loan: string;
  date: string;
  /** The call is in flight: the fields and the button are locked. */
  busy: boolean;
  canRequest: boolean;
  canRetry: boolean;
  /** 'Please provide all fields !' after asking with a field missing. */
  alert: string | null;
  /** The server's words after a failure. */
  error: string | null;
  /** The answer, in words with the amount in rupees. */
  answer: string | null;
  /** No loan can be picked at all. */
  noLoans: string | null;
};

export function connectEarlyPay(snapshot: Snapshot, send: Send = ignore): EarlyPayModel {
  const { context } = snapshot;
  const answered = snapshot.matches({ form: 'answered' }) && context.amount !== null;
  return {
    ...intentsOf(send),
    options: context.options,
    loan: loanValue(context.loanId),
    date: context.date,
    busy: snapshot.hasTag('busy'),
    canRequest: snapshot.can({ type: 'amount.request' }),
    canRetry: snapshot.can({ type: 'amount.retry' }),
    alert: snapshot.matches({ form: 'incomplete' }) ? T.incomplete : null,
    error: snapshot.matches({ form: 'failed' }) ? context.error : null,
    answer: answered ? T.answer(context.loanId!, context.date, context.amount!) : null,
    noLoans: context.options.every((option) => option.disabled) ? T.noLoans : null,
  };
}
