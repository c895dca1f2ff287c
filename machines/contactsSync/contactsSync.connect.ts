import type { SnapshotFrom } from 'xstate';
import type { ContactsSyncEvent, contactsSyncMachine } from './contactsSync.machine.ts';
import { CONTACTS_SYNC_TEXTS as T } from './contactsSync.texts.ts';

type Snapshot = SnapshotFrom<typeof contactsSyncMachine>;
type Send = (event: ContactsSyncEvent) => void;

export type ContactsSyncIntents = { onSync: () => void; onRetry: () => void };

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, ContactsSyncIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ContactsSyncIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onSync: () => send({ type: 'contacts.sync' }),
      onRetry: () => send({ type: 'contacts.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The contacts sync as the view renders it. */
export type ContactsSyncModel = ContactsSyncIntents & {
  busy: boolean;
  canSync: boolean;
  canRetry: boolean;
  error: string | null;
  /** How many contacts came, in words, after a sync. */
  notice: string | null;
};

export function connectContactsSync(snapshot: Snapshot, send: Send = ignore): ContactsSyncModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    busy: snapshot.hasTag('busy'),
    canSync: snapshot.can({ type: 'contacts.sync' }),
    canRetry: snapshot.can({ type: 'contacts.retry' }),
    error: snapshot.matches('failed') ? context.error : null,
    notice: snapshot.matches('synced') && context.synced !== null ? T.synced(context.synced) : null,
  };
}
