import type { SnapshotFrom } from 'xstate';
import type { ChatLocationEvent, chatLocationMachine } from './chatLocation.machine.ts';
import { CHAT_LOCATION_TEXTS as T } from './chatLocation.texts.ts';

type Snapshot = SnapshotFrom<typeof chatLocationMachine>;
type Send = (event: ChatLocationEvent) => void;

export type ChatLocationIntents = {
  onShare: () => void;
  onRetry: () => void;
  onDismiss: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, ChatLocationIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChatLocationIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onShare: () => send({ type: 'location.share' }),
      onRetry: () => send({ type: 'location.retry' }),
      onDismiss: () => send({ type: 'location.dismiss' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** Sharing a location as the message input renders it. */
export type ChatLocationModel = ChatLocationIntents & {
  canShare: boolean;
  /** Waiting for the position: Share location shows it is busy. */
  busy: boolean;
  /** The busy line while waiting; null otherwise. */
  finding: string | null;
  /** Why no position came, with Try again and Dismiss; null otherwise. */
  failure: string | null;
};

export function connectChatLocation(snapshot: Snapshot, send: Send = ignore): ChatLocationModel {
  const { failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    canShare: snapshot.can({ type: 'location.share' }),
    busy,
    finding: busy ? T.finding : null,
    failure: snapshot.matches('failed') && failure ? T.failed[failure] : null,
  };
}
