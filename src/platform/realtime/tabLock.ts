/**
 * "One tab owns the message connection" (spec part 2 §4) on the Web Locks API: the tab that
 * starts its connection, or takes it back with 'Use Here', steals one lock all the app's tabs
 * share, and the tab that held it learns that it was taken because its request rejects with an
 * AbortError. The browser's lock manager orders the steals, so every tab agrees which one won,
 * and a closed tab's lock goes with it.
 */

export const REALTIME_LOCK = 'kosh-realtime';

/** The part of `navigator.locks` the tab lock uses. */
export type TabLocks = Pick<LockManager, 'request'>;

export type TabLock = {
  /** This tab takes the connection; the tab holding it is told it was taken. Settles on grant. */
  claim(): Promise<void>;
  /** This tab lets the connection go without telling anyone (signed out). */
  release(): void;
  /** Claimed, and since neither released nor taken. */
  holds(): boolean;
  /** Called when another tab takes the connection from this one. Returns the unsubscribe. */
  onTaken(listener: () => void): () => void;
  close(): void;
};

export type TabLockOptions = {
  /**
   * The lock manager; the browser's by default. It is missing outside secure contexts: then
   * every tab keeps its own connection and the broker's one-login-per-user rule decides.
   */
  locks?: TabLocks | undefined;
  name?: string;
};

type Hold = { letGo: () => void };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createTabLock(options: TabLockOptions = {}): TabLock {
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;
  const name = options.name ?? REALTIME_LOCK;
  const listeners = new Set<() => void>();
  let current: Hold | null = null;

  const letGo = () => {
    current?.letGo();
    current = null;
  };

  return {
    claim() {
      // A claim replaces this tab's own earlier one (StrictMode starts things twice): the steal
      // that ends it is not a takeover.
      letGo();
      let keep!: () => void;
      const kept = new Promise<void>((resolve) => {
        keep = resolve;
      });
      const hold: Hold = { letGo: keep };
      current = hold;
      if (!locks) return Promise.resolve();
      let granted!: () => void;
      const held = new Promise<void>((resolve) => {
        granted = resolve;
      });
      locks
        .request(name, { steal: true }, () => {
          granted();
          return kept;
        })
        .catch((error: unknown) => {
          // Only a steal rejects it: the callback's promise never does.
          if (current !== hold || !isAbort(error)) return;
          current = null;
          keep();
          for (const listener of [...listeners]) listener();
        });
      return held;
    },
    release: letGo,
    holds: () => current !== null,
    onTaken(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      letGo();
    },
  };
}

let shared: TabLock | null = null;

/** The app's one realtime tab lock (created on first use). */
export function realtimeTabLock(): TabLock {
  shared ??= createTabLock();
  return shared;
}
