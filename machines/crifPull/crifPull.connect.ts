import type { SnapshotFrom } from 'xstate';
import type { CrifPullEvent, crifPullMachine } from './crifPull.machine.ts';
import { CRIF_PULL_TEXTS as T } from './crifPull.texts.ts';

type Snapshot = SnapshotFrom<typeof crifPullMachine>;
type Send = (event: CrifPullEvent) => void;

export type CrifPullIntents = { onPull: () => void; onRetry: () => void };

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, CrifPullIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): CrifPullIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onPull: () => send({ type: 'crif.pull' }),
      onRetry: () => send({ type: 'crif.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** 'CRIF PULL' as the view renders it. */
export type CrifPullModel = CrifPullIntents & {
  busy: boolean;
  canPull: boolean;
  canRetry: boolean;
  /** The server's words after a refused pull. */
  error: string | null;
  /** When the pull was made, in words, after a success. */
  pulled: string | null;
};

export function connectCrifPull(snapshot: Snapshot, send: Send = ignore): CrifPullModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    busy: snapshot.hasTag('busy'),
    canPull: snapshot.can({ type: 'crif.pull' }),
    canRetry: snapshot.can({ type: 'crif.retry' }),
    error: snapshot.matches('failed') ? context.error : null,
    pulled: snapshot.matches('pulled') && context.pulledAt ? T.pulled(context.pulledAt) : null,
  };
}
