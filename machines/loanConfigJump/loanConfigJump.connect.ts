import type { SnapshotFrom } from 'xstate';
import type { LoanConfigJumpEvent, loanConfigJumpMachine } from './loanConfigJump.machine.ts';

type Snapshot = SnapshotFrom<typeof loanConfigJumpMachine>;
type Send = (event: LoanConfigJumpEvent) => void;

export type LoanConfigJumpIntents = {
  onAccept: () => void;
  onDecline: () => void;
  /** The address asked for a tab (a click or the hash): scroll to it after the delay. */
  onTabRequested: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, LoanConfigJumpIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LoanConfigJumpIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onAccept: () => send({ type: 'jump.accept' }),
      onDecline: () => send({ type: 'jump.decline' }),
      onTabRequested: () => send({ type: 'tab.requested' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The config jump as the page renders it: whether the question is open. */
export type LoanConfigJumpModel = LoanConfigJumpIntents & { asking: boolean };

export function connectLoanConfigJump(
  snapshot: Snapshot,
  send: Send = ignore,
): LoanConfigJumpModel {
  return { ...intentsOf(send), asking: snapshot.matches({ offer: 'offering' }) };
}
