import { createLocalHub, type TabMessageChannel } from '../crossTab.ts';
/**
 * "One tab owns the message connection" (spec part 2 §4): a tab that starts its connection
 * claims it on a channel all the app's tabs share, and a tab holding the connection that hears
 * a later claim has been taken over. The latest claim wins; a claim is always later than every
 * claim its tab has heard, and two claims made at the same moment are told apart by tab id, so
 * both tabs agree which one won.
 */

export const REALTIME_TAB_CHANNEL = 'kosh-realtime';

/** A message channel between the app's tabs; a tab never hears its own messages. */
export type TabChannel = TabMessageChannel<unknown>;

export type TabLock = {
  /** This tab takes the connection: the tab holding it is told it was taken. */
  claim(): void;
  /** This tab lets the connection go without telling anyone (signed out). */
  release(): void;
  holds(): boolean;
  /** Called when another tab takes the connection from this one. Returns the unsubscribe. */
  onTaken(listener: () => void): () => void;
  close(): void;
};

type Claim = { type: 'realtime.claim'; tab: string; at: number };

function isClaim(value: unknown): value is Claim {
  if (typeof value !== 'object' || value === null) return false;
  const claim = value as Partial<Claim>;
  return (
    claim.type === 'realtime.claim' &&
    typeof claim.tab === 'string' &&
    typeof claim.at === 'number' &&
    Number.isFinite(claim.at)
  );
}

const newTabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type TabLockOptions = {
  channel?: TabChannel;
  tabId?: string;
  now?: () => number;
};

export function createTabLock(options: TabLockOptions = {}): TabLock {
  const channel = options.channel ?? broadcastTabChannel();
  const tab = options.tabId ?? newTabId();
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let latest = 0;
  let held: Claim | null = null;

  const beats = (other: Claim, mine: Claim) =>
    other.at > mine.at || (other.at === mine.at && other.tab > mine.tab);

  const unsubscribe = channel.subscribe((message) => {
    if (!isClaim(message)) return;
    latest = Math.max(latest, message.at);
    if (!held || !beats(message, held)) return;
    held = null;
    for (const listener of [...listeners]) listener();
  });

  return {
    claim() {
      latest = Math.max(now(), latest + 1);
      held = { type: 'realtime.claim', tab, at: latest };
      channel.post(held);
    },
    release() {
      held = null;
    },
    holds: () => held !== null,
    onTaken(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      unsubscribe();
      if (!options.channel) channel.close();
    },
  };
}

/**
 * The tabs' BroadcastChannel. Without one (very old browsers) every tab keeps its own
 * connection and the broker's one-login-per-user rule decides.
 */
export function broadcastTabChannel(
  name: string = REALTIME_TAB_CHANNEL,
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
): TabChannel {
  if (!Channel) return { post() {}, subscribe: () => () => {}, close() {} };
  const channel = new Channel(name);
  const listeners = new Set<(message: unknown) => void>();
  channel.onmessage = (event: MessageEvent) => {
    for (const listener of [...listeners]) listener(event.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      channel.close();
    },
  };
}

let shared: TabLock | null = null;

/** The app's one realtime tab lock (created on first use). */
export function realtimeTabLock(): TabLock {
  shared ??= createTabLock();
  return shared;
}

/** Channels joined in one page (see createLocalHub): several tabs in tests and stories. */
export const createLocalTabHub = () => createLocalHub<unknown>();
