import type { SnapshotFrom } from 'xstate';
import type { PenaltyEvent, penaltyMachine } from './penalty.machine.ts';
import { DECISIONS, type Decision } from './penalty.rules.ts';
import { PENALTY_TEXTS as T } from './penalty.texts.ts';

type Snapshot = SnapshotFrom<typeof penaltyMachine>;
type Send = (event: PenaltyEvent) => void;

export type PenaltyIntents = {
  onDecision: (value: string) => void;
  onAmount: (value: string) => void;
  onDateTime: (value: string) => void;
  onComment: (value: string) => void;
  onApply: () => void;
};

const intentsBySend = new WeakMap<Send, PenaltyIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): PenaltyIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onDecision: (value) => send({ type: 'decision.change', value }),
      onAmount: (value) => send({ type: 'amount.change', value }),
      onDateTime: (value) => send({ type: 'datetime.change', value }),
      onComment: (value) => send({ type: 'comment.change', value }),
      onApply: () => send({ type: 'penalty.apply' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type PenaltyModel = PenaltyIntents & {
  decisions: readonly { value: Decision; label: string }[];
  decision: Decision;
  amount: string;
  datetime: string;
  comment: string;
  busy: boolean;
  canApply: boolean;
  /**
   * Why Apply cannot be used yet: 'Please fill all the fields correctly!', once a field was
   * touched (an untouched or just-cleared form says nothing).
   */
  incomplete: string | null;
  success: string | null;
  error: string | null;
};

const OPTIONS = DECISIONS.map((value) => ({ value, label: T.decisions[value] }));

export function connectPenalty(snapshot: Snapshot, send: Send = ignore): PenaltyModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const canApply = snapshot.can({ type: 'penalty.apply' });
  return {
    ...intentsOf(send),
    decisions: OPTIONS,
    decision: context.decision,
    amount: context.amount,
    datetime: context.datetime,
    comment: context.comment,
    busy,
    canApply,
    incomplete: snapshot.matches({ editing: 'touched' }) && !canApply ? T.incomplete : null,
    success:
      snapshot.matches('submitted') && context.submitted ? T.submitted(context.submitted) : null,
    error: snapshot.matches('failed') ? T.failed : null,
  };
}
