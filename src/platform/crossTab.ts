import { STORAGE_PREFIXES } from './session/storageKeys.ts';

/**
 * A tiny typed bus between the app's tabs: BroadcastChannel where there is one, else `storage`
 * events (a key written and removed at once). A tab never hears its own messages.
 */

export type CrossTabMessage = { type: 'activity'; at: number } | { type: 'signedOut' };

export type CrossTabBus = TabMessageChannel<CrossTabMessage>;

export const SESSION_CHANNEL = 'kosh-session';

export function isCrossTabMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; at?: unknown };
  if (message.type === 'signedOut') return true;
  return (
    message.type === 'activity' && typeof message.at === 'number' && Number.isFinite(message.at)
  );
}

type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type CrossTabOptions = {
  name?: string;
  /** null forces the storage fallback. */
  BroadcastChannel?: typeof BroadcastChannel | null;
  storage?: Storage;
  /** Where `storage` events arrive (the window). */
  events?: StorageEventSource;
};

export function createCrossTabBus(options: CrossTabOptions = {}): CrossTabBus {
  const name = options.name ?? SESSION_CHANNEL;
  const Channel =
    options.BroadcastChannel === undefined ? globalThis.BroadcastChannel : options.BroadcastChannel;
  const listeners = new Set<(message: CrossTabMessage) => void>();
  const deliver = (data: unknown) => {
    if (!isCrossTabMessage(data)) return;
    for (const listener of [...listeners]) listener(data);
  };

  if (Channel) {
    const channel = new Channel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        listeners.clear();
        channel.close();
      },
    };
  }

  const storage = options.storage ?? globalThis.localStorage;
  const events = options.events ?? globalThis.window;
  const key = `${STORAGE_PREFIXES.crossTab}${name}`;
  const onStorage = (event: StorageEvent) => {
    // The removal right after each write arrives too, with no value.
    if (event.key !== key || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not ours to read.
    }
  };
  events?.addEventListener('storage', onStorage);
  let sequence = 0;
  return {
    post(message) {
      // The nonce makes every write a change, which is what fires the event in other tabs.
      const nonce = `${Date.now()}-${Math.random()}-${sequence++}`;
      try {
        storage.setItem(key, JSON.stringify({ message, nonce }));
        storage.removeItem(key);
      } catch {
        // Storage refused (privacy mode, quota): other tabs simply are not told.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      events?.removeEventListener('storage', onStorage);
    },
  };
}

let shared: CrossTabBus | null = null;

/** The app's one session bus (created on first use). */
export function sessionBus(): CrossTabBus {
  shared ??= createCrossTabBus();
  return shared;
}

/** A message channel between tabs: what the session bus and the realtime tab lock share. */
export type TabMessageChannel<T> = {
  post(message: T): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: T) => void): () => void;
  close(): void;
};

/**
 * Channels joined in one page, delivering at once to every member but the sender: stands in for
 * several tabs in tests, stories and demos.
 */
export function createLocalHub<T>(): { connect(): TabMessageChannel<T> } {
  const members = new Set<Set<(message: T) => void>>();
  return {
    connect() {
      const own = new Set<(message: T) => void>();
      members.add(own);
      return {
        post(message) {
          for (const member of [...members]) {
            if (member === own) continue;
            for (const listener of [...member]) listener(message);
          }
        },
        subscribe(listener) {
          own.add(listener);
          return () => own.delete(listener);
        },
        close() {
          own.clear();
          members.delete(own);
        },
      };
    },
  };
}

/** Session buses joined in one page (see createLocalHub). */
export const createLocalCrossTabHub = () => createLocalHub<CrossTabMessage>();
