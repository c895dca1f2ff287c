// The chat's one stream of happenings: what the broker publishes (NEW_MESSAGE, MESSAGE_DELETED,
// RETAINED) and what the outbox learns from the server's answer (the sender's own message,
// confirmed even while the broker is away). The channel list and the open channel both read it.
import type { ChatEvent } from './types.ts';

export type ChatEventListener = (event: ChatEvent) => void;

export type ChatEventBus = {
  publish(event: ChatEvent): void;
  subscribe(listener: ChatEventListener): () => void;
};

export function createChatEventBus(): ChatEventBus {
  const listeners = new Set<ChatEventListener>();
  return {
    publish(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A realtime publication read as a chat event, or null when it is not one (wrong shape). */
export function chatEventOf(published: {
  type: string;
  [field: string]: unknown;
}): ChatEvent | null {
  const { type, channel } = published;
  if (type === 'NEW_MESSAGE') {
    const message = published.message as { _id?: unknown } | undefined;
    return typeof channel === 'string' && typeof message?._id === 'string'
      ? (published as ChatEvent)
      : null;
  }
  if (type === 'MESSAGE_DELETED') {
    return typeof channel === 'string' && typeof published.message_id === 'string'
      ? (published as ChatEvent)
      : null;
  }
  if (type === 'RETAINED') {
    const record = channel as { name?: unknown } | undefined;
    return typeof record?.name === 'string' ? (published as ChatEvent) : null;
  }
  return null;
}
