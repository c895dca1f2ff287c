import { assign, emit, not, setup } from 'xstate';
import type { ChatMessage } from '../../src/domain/chat/types.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  backoffFor,
  hasRetriesLeft,
  isFinalFailure,
  nextPending,
  type OutboxItem,
  resumed,
} from './chatOutbox.rules.ts';
import { CHAT_OUTBOX_TEXTS as T } from './chatOutbox.texts.ts';

export type ChatOutboxContext = {
  items: OutboxItem[];
  /** The message being sent now (its client_id). */
  current: string | null;
};

export type ChatOutboxEvent =
  | { type: 'outbox.submit'; item: OutboxItem }
  | { type: 'outbox.retry'; client_id: string }
  | { type: 'outbox.discard'; client_id: string }
  /** The chat's event stream has the message (another answer, or the broker): drop it. */
  | { type: 'outbox.seen'; client_id: string }
  | { type: 'outbox.progress'; client_id: string; progress: number }
  /** The connection is back: try now rather than at the end of the wait. */
  | { type: 'outbox.online' };

/** What the app does with the outbox's news: keep items in the browser's database, publish. */
export type ChatOutboxEmitted =
  | { type: 'item.saved'; item: OutboxItem }
  | { type: 'item.removed'; client_id: string }
  | { type: 'message.confirmed'; channel: string; message: ChatMessage };

const errorText = (error: unknown) => {
  const failure = toServiceError(error);
  return failure.status === undefined && /fetch|network/i.test(failure.message)
    ? T.networkDown
    : failure.message;
};

type Change = Partial<OutboxItem>;
const update = (items: readonly OutboxItem[], id: string | null, change: Change) =>
  items.map((item) => (item.client_id === id ? { ...item, ...change } : item));
const find = (items: readonly OutboxItem[], id: string | null) =>
  items.find((item) => item.client_id === id);

// The waiting message may have been confirmed meanwhile (the event stream had it).
const tryAgain = [
  { guard: 'hasPending', target: 'sending' },
  { target: 'idle', actions: 'clearCurrent' },
] as const;

/**
 * The outbox (issue 17 §4 'nothing typed is lost'): every message shows at once as pending and
 * is kept in the browser's database until the server confirms it; one is sent at a time, oldest
 * first, so order is kept; a network failure or 5xx is retried after 1, 2, 5, 10 and 20 s (at
 * once when the connection returns), then the message fails with Retry and Delete; a 4xx fails
 * at once with the server's words. The client_id stays the same across tries and reloads, and
 * the server stores one message per id: nothing is sent twice.
 */
export const chatOutboxMachine = setup({
  types: {
    context: {} as ChatOutboxContext,
    events: {} as ChatOutboxEvent,
    emitted: {} as ChatOutboxEmitted,
  },
  actors: {
    loadOutbox: unprovided<readonly OutboxItem[], void>('loadOutbox'),
    sendMessage: unprovided<ChatMessage, OutboxItem>('sendMessage'),
  },
  delays: {
    backoff: ({ context }) => backoffFor(find(context.items, context.current)?.failures ?? 1),
  },
  guards: {
    isNew: ({ context, event }) =>
      event.type === 'outbox.submit' && !find(context.items, event.item.client_id),
    isFailed: ({ context, event }) =>
      'client_id' in event && find(context.items, event.client_id)?.state === 'failed',
    isQueued: ({ context, event }) =>
      'client_id' in event && find(context.items, event.client_id) !== undefined,
    hasPending: ({ context }) => nextPending(context.items) !== undefined,
    isStillQueued: ({ context }) => find(context.items, context.current) !== undefined,
    isFinal: ({ event }) => isFinalFailure(toServiceError((event as { error?: unknown }).error)),
    canRetry: ({ context }) =>
      hasRetriesLeft((find(context.items, context.current)?.failures ?? 0) + 1),
  },
  actions: {
    addItem: assign(({ context, event }) =>
      event.type === 'outbox.submit' ? { items: [...context.items, event.item] } : {},
    ),
    saveSubmitted: emit(({ event }) => ({
      type: 'item.saved' as const,
      item: (event as Extract<ChatOutboxEvent, { type: 'outbox.submit' }>).item,
    })),
    requeue: assign(({ context, event }) => ({
      items: update(context.items, 'client_id' in event ? event.client_id : null, {
        state: 'pending',
        failures: 0,
        error: null,
      }),
    })),
    saveEventItem: emit(({ context, event }) => ({
      type: 'item.saved' as const,
      item: find(context.items, 'client_id' in event ? event.client_id : null)!,
    })),
    dropEventItem: assign(({ context, event }) => ({
      items: context.items.filter(
        (item) => !('client_id' in event) || item.client_id !== event.client_id,
      ),
    })),
    forgetEventItem: emit(({ event }) => ({
      type: 'item.removed' as const,
      client_id: 'client_id' in event ? event.client_id : '',
    })),
    assignProgress: assign(({ context, event }) =>
      event.type === 'outbox.progress' && find(context.items, event.client_id)?.state === 'sending'
        ? { items: update(context.items, event.client_id, { progress: event.progress }) }
        : {},
    ),
    assignLoaded: assign(({ context, event }) => {
      const loaded = resumed((event as { output?: readonly OutboxItem[] }).output ?? []);
      const known = new Set(loaded.map((item) => item.client_id));
      // Anything submitted while the store was being read goes after what was kept.
      return { items: [...loaded, ...context.items.filter((item) => !known.has(item.client_id))] };
    }),
    startNext: assign(({ context }) => {
      const next = nextPending(context.items)!;
      return {
        current: next.client_id,
        items: update(context.items, next.client_id, { state: 'sending', progress: null }),
      };
    }),
    confirm: emit(({ event }) => {
      const message = (event as { output?: ChatMessage }).output!;
      return { type: 'message.confirmed' as const, channel: message.channel, message };
    }),
    dropCurrent: assign(({ context }) => ({
      items: context.items.filter((item) => item.client_id !== context.current),
    })),
    forgetCurrent: emit(({ context }) => ({
      type: 'item.removed' as const,
      client_id: context.current ?? '',
    })),
    failCurrent: assign(({ context, event }) => ({
      items: update(context.items, context.current, {
        state: 'failed',
        progress: null,
        failures: (find(context.items, context.current)?.failures ?? 0) + 1,
        error: errorText((event as { error?: unknown }).error),
      }),
    })),
    delayCurrent: assign(({ context, event }) => ({
      items: update(context.items, context.current, {
        state: 'pending',
        progress: null,
        failures: (find(context.items, context.current)?.failures ?? 0) + 1,
        error: errorText((event as { error?: unknown }).error),
      }),
    })),
    saveCurrent: emit(({ context }) => ({
      type: 'item.saved' as const,
      item: find(context.items, context.current)!,
    })),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'chatOutbox',
  context: { items: [], current: null },
  initial: 'loading',
  on: {
    'outbox.submit': { guard: 'isNew', actions: ['addItem', 'saveSubmitted'] },
    'outbox.retry': { guard: 'isFailed', actions: ['requeue', 'saveEventItem'] },
    'outbox.discard': { guard: 'isFailed', actions: ['dropEventItem', 'forgetEventItem'] },
    'outbox.seen': { guard: 'isQueued', actions: ['dropEventItem', 'forgetEventItem'] },
    'outbox.progress': { actions: 'assignProgress' },
  },
  states: {
    loading: {
      description: 'Reading what a previous page left unsent',
      invoke: {
        id: 'loadOutbox',
        src: 'loadOutbox',
        onDone: { target: 'idle', actions: 'assignLoaded' },
        // No database (private mode): the outbox still works for this page.
        onError: 'idle',
      },
    },
    idle: {
      always: { guard: 'hasPending', target: 'sending' },
    },
    sending: {
      entry: 'startNext',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => find(context.items, context.current)!,
        onDone: [
          {
            guard: 'isStillQueued',
            target: 'idle',
            actions: ['confirm', 'dropCurrent', 'forgetCurrent', 'clearCurrent'],
          },
          // Already confirmed through the event stream: nothing more to say.
          { target: 'idle', actions: 'clearCurrent' },
        ],
        onError: [
          { guard: not('isStillQueued'), target: 'idle', actions: 'clearCurrent' },
          {
            guard: 'isFinal',
            target: 'idle',
            actions: ['failCurrent', 'saveCurrent', 'clearCurrent'],
          },
          { guard: 'canRetry', target: 'waiting', actions: ['delayCurrent', 'saveCurrent'] },
          { target: 'idle', actions: ['failCurrent', 'saveCurrent', 'clearCurrent'] },
        ],
      },
    },
    waiting: {
      description: 'A try failed for want of the server: the next after a while',
      after: { backoff: tryAgain },
      on: { 'outbox.online': tryAgain },
    },
  },
});
