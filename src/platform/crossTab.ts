/**
 * A tiny typed bus between the app's tabs on a BroadcastChannel (every browser the app supports
 * has one). A tab never hears its own messages; messages of another shape are ignored.
 */

export type CrossTabMessage = { type: 'activity'; at: number } | { type: 'signedOut' };

export type CrossTabBus = {
  post(message: CrossTabMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
};

export const SESSION_CHANNEL = 'kosh-session';

export function isCrossTabMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; at?: unknown };
  if (message.type === 'signedOut') return true;
  return (
    message.type === 'activity' && typeof message.at === 'number' && Number.isFinite(message.at)
  );
}

export function createCrossTabBus(name: string = SESSION_CHANNEL): CrossTabBus {
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: CrossTabMessage) => void>();
  channel.onmessage = (event: MessageEvent) => {
    if (!isCrossTabMessage(event.data)) return;
    for (const listener of [...listeners]) listener(event.data);
  };
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

let shared: CrossTabBus | null = null;

/** The app's one session bus (created on first use). */
export function sessionBus(): CrossTabBus {
  shared ??= createCrossTabBus();
  return shared;
}
