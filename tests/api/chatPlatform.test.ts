import { describe, expect, it, vi } from 'vitest';
import {
  CONTACT_NAMES_REREAD_MS,
  type ContactNameRecord,
  type ContactNameStore,
  createContactNames,
} from '../../src/platform/contactNames.ts';

/** The store as a map: what IndexedDB keeps, by username. */
function memoryStore(initial: ContactNameRecord[] = []): ContactNameStore & {
  records: Map<string, ContactNameRecord>;
} {
  const records = new Map(initial.map((record) => [record.username, record]));
  return {
    records,
    getMany: async (usernames) =>
      usernames.flatMap((username) => (records.has(username) ? [records.get(username)!] : [])),
    putMany: async (list) => {
      for (const record of list) records.set(record.username, record);
    },
  };
}

const cached = (username: string, name: string): ContactNameRecord => ({
  _id: username,
  username,
  name,
  dp: null,
  bio: '',
  last_updated: '2026-11-01T00:00:00.000Z',
});

// Spec part 2 §9: "Contact cache in a browser database named contactNames; missing contacts are
// fetched, then re-read after 1 second."
describe('the contact-name cache', () => {
  it('tells the cached names at once, fetches only the missing, and re-reads after 1 s', async () => {
    const store = memoryStore([cached('9100000011', 'Farhan Shaikh')]);
    const fetchCards = vi.fn(async (usernames: string[]) =>
      usernames.map((username) => ({ username, name: `Name ${username}`, dp: null, bio: '' })),
    );
    const waits: number[] = [];
    const resolve = createContactNames({
      store,
      fetchCards,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const told: Record<string, string>[] = [];
    await resolve(
      ['9100000011', '9100000012', '9100000011'],
      (names) => told.push(names),
      new AbortController().signal,
    );
    expect(fetchCards).toHaveBeenCalledTimes(1);
    expect(fetchCards.mock.calls[0]![0]).toEqual(['9100000012']);
    expect(waits).toEqual([CONTACT_NAMES_REREAD_MS]);
    expect(told).toEqual([
      { '9100000011': 'Farhan Shaikh' },
      { '9100000011': 'Farhan Shaikh', '9100000012': 'Name 9100000012' },
    ]);
    expect(store.records.get('9100000012')?._id).toBe('9100000012');
  });

  it('asks the server nothing when every name is cached', async () => {
    const fetchCards = vi.fn();
    const resolve = createContactNames({ store: memoryStore([cached('1', 'A')]), fetchCards });
    await resolve(['1'], () => {}, new AbortController().signal);
    expect(fetchCards).not.toHaveBeenCalled();
  });
});

describe('the notification sound', () => {
  it('beeps once, 500 ms after the last of a burst', async () => {
    const { createNotificationSound, NOTIFICATION_SOUND_DEBOUNCE_MS } = await import(
      '../../src/platform/notificationSound.ts'
    );
    vi.useFakeTimers();
    try {
      const beep = vi.fn();
      const sound = createNotificationSound(undefined, beep);
      sound.ring();
      vi.advanceTimersByTime(300);
      sound.ring();
      vi.advanceTimersByTime(NOTIFICATION_SOUND_DEBOUNCE_MS - 1);
      expect(beep).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(beep).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
