import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxItem } from '../../machines/chatOutbox/index.ts';

/**
 * The chat outbox's messages in the browser's database (`kosh-outbox`), with their files, so
 * that a reload or a closed tab loses nothing the user sent. Each record names the user who
 * sent it: another user signing in on this browser neither sees nor sends it.
 */
type Stored = OutboxItem & { owner: string };

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: Stored; indexes: { owner: string } };
}

export const OUTBOX_DATABASE = 'kosh-outbox';

export type ChatOutboxStore = {
  load(): Promise<OutboxItem[]>;
  save(item: OutboxItem): Promise<void>;
  remove(clientId: string): Promise<void>;
};

export function chatOutboxStore(owner: string): ChatOutboxStore {
  let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const open = () => {
    database ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('messages', { keyPath: 'client_id' }).createIndex('owner', 'owner');
      },
    });
    return database;
  };
  return {
    async load() {
      const db = await open();
      const stored = await db.getAllFromIndex('messages', 'owner', owner);
      return stored.map(({ owner: _owner, ...item }) => item);
    },
    async save(item) {
      const db = await open();
      await db.put('messages', { ...item, owner });
    },
    async remove(clientId) {
      const db = await open();
      await db.delete('messages', clientId);
    },
  };
}
