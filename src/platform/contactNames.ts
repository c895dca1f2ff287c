import { openDB } from 'idb';

/** One cached contact name (spec part 2 §3 'Cached contact name record'). */
export type ContactNameRecord = {
  _id: string;
  username: string;
  name: string;
  dp: string | null;
  bio: string;
  last_updated: string;
};

/** Where the names are kept: the browser database named contactNames (spec part 2 §9). */
export type ContactNameStore = {
  getMany(usernames: readonly string[]): Promise<ContactNameRecord[]>;
  putMany(records: readonly ContactNameRecord[]): Promise<void>;
};

/** A user card as getUserCards answers it. */
export type UserCard = { username: string; name: string; dp: string | null; bio: string };

/** The spec's wait before the cache is read again after fetching missing names. */
export const CONTACT_NAMES_REREAD_MS = 1000;

const DATABASE = 'contactNames';
const STORE = 'names';

/** The IndexedDB store, opened on first use. */
export function openContactNameStore(): ContactNameStore {
  const db = openDB(DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: '_id' });
    },
  });
  return {
    async getMany(usernames) {
      const store = (await db).transaction(STORE).store;
      const found = await Promise.all(usernames.map((username) => store.get(username)));
      return found.filter((record): record is ContactNameRecord => record !== undefined);
    },
    async putMany(records) {
      const tx = (await db).transaction(STORE, 'readwrite');
      await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
    },
  };
}

const byUsername = (records: readonly ContactNameRecord[]) =>
  Object.fromEntries(records.map((record) => [record.username, record.name]));

/**
 * Names by username: what the cache has at once (`onNames`), then the missing ones fetched
 * (getUserCards), kept, and the cache read again after 1 s (spec part 2 §9), told again.
 */
export function createContactNames(deps: {
  store: ContactNameStore;
  fetchCards: (usernames: string[], signal: AbortSignal) => Promise<UserCard[]>;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => Date;
}) {
  const wait =
    deps.wait ??
    ((ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }));
  const now = deps.now ?? (() => new Date());
  return async function resolveNames(
    usernames: readonly string[],
    onNames: (names: Record<string, string>) => void,
    signal: AbortSignal,
  ): Promise<void> {
    const wanted = [...new Set(usernames)];
    if (wanted.length === 0) return;
    const cached = await deps.store.getMany(wanted);
    onNames(byUsername(cached));
    const known = new Set(cached.map((record) => record.username));
    const missing = wanted.filter((username) => !known.has(username)).slice(0, 100);
    if (missing.length === 0) return;
    const cards = await deps.fetchCards(missing, signal);
    await deps.store.putMany(
      cards.map((card) => ({ _id: card.username, ...card, last_updated: now().toISOString() })),
    );
    await wait(CONTACT_NAMES_REREAD_MS, signal);
    onNames(byUsername(await deps.store.getMany(wanted)));
  };
}
