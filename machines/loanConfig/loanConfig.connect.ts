import type { SnapshotFrom } from 'xstate';
import type { LoanConfigEvent, loanConfigMachine } from './loanConfig.machine.ts';

type Snapshot = SnapshotFrom<typeof loanConfigMachine>;
type Send = (event: LoanConfigEvent) => void;

export type LoanConfigIntents = {
  onLender: (value: string) => void;
  onEmiDate: (value: string) => void;
  onSave: () => void;
  onRetry: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, LoanConfigIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LoanConfigIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onLender: (value) => send({ type: 'lender.change', value }),
      onEmiDate: (value) => send({ type: 'emiDate.change', value }),
      onSave: () => send({ type: 'config.save' }),
      onRetry: () => send({ type: 'config.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The Loan Config form as the view renders it. */
export type LoanConfigModel = LoanConfigIntents & {
  lender: string;
  emiStartDate: string;
  busy: boolean;
  /** Fields may change (not while saving). */
  editable: boolean;
  canSave: boolean;
  canRetry: boolean;
  /** Both fields are needed before Save: say so while one is missing. */
  incomplete: boolean;
  saved: boolean;
  error: string | null;
};

export function connectLoanConfig(snapshot: Snapshot, send: Send = ignore): LoanConfigModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    lender: context.lender,
    emiStartDate: context.emiStartDate,
    busy,
    editable: !busy,
    canSave: snapshot.can({ type: 'config.save' }),
    canRetry: snapshot.can({ type: 'config.retry' }),
    incomplete: !busy && (context.lender === '' || context.emiStartDate === ''),
    saved: snapshot.matches('saved'),
    error: snapshot.matches('failed') ? context.error : null,
  };
}
