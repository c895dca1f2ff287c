import { assign, setup } from 'xstate';
import type {
  ChatChannel,
  ChatEvent,
  ChatMessage,
  ChatRepliedTo,
} from '../../src/domain/chat/types.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { AroundInput, ListMessagesInput, MessagesPage } from './chatChannel.actors.ts';
import {
  appendMessage,
  type ChatMe,
  MESSAGE_BATCH,
  mergeMessages,
  olderThan,
} from './chatChannel.rules.ts';

export type ChatChannelInput = { channel: ChatChannel; me: ChatMe };

export type ChatChannelContext = {
  channel: ChatChannel;
  me: ChatMe;
  /** The messages in memory, oldest first. */
  messages: ChatMessage[];
  /** Older messages exist on the server (has_more, or some were trimmed away). */
  hasMore: boolean;
  /** The quoted message the composer sends a reply to. */
  replyTo: ChatRepliedTo | null;
  /** The search result jumped to (highlighted). */
  target: ChatMessage | null;
  error: string | null;
};

export type ChatChannelEvent =
  | { type: 'load.retry' }
  /** The list reached its top. */
  | { type: 'older.load' }
  | { type: 'older.retry' }
  | { type: 'chat.event'; event: ChatEvent }
  /** The realtime connection is back after a gap: read the newest again. */
  | { type: 'realtime.reconnected' }
  | { type: 'message.jump'; message: ChatMessage }
  | { type: 'messages.latest' }
  | { type: 'reply.start'; message: ChatMessage }
  | { type: 'reply.clear' };

// A chat event of this channel: appended where the newest are shown; elsewhere only deletions
// and the channel's metadata apply (a new message does not follow an older part). Handled in
// one region only, so a parallel region never applies it twice.
const LIVE = { guard: 'isThisChannel', actions: ['applyEvent', 'applyLiveEvent'] } as const;
const KEPT = { guard: 'isThisChannel', actions: 'applyEvent' } as const;

const quoteOf = (message: ChatMessage): ChatRepliedTo => ({
  _id: message._id,
  text: message.text,
  user: message.user,
});

/**
 * The open channel's messages (spec part 2 §2, §4, §9): the newest 30, then older batches of 30
 * when the list reaches its top, until the server has no more; the chat events of this channel
 * applied as they come (a new message once, a deletion, the channel's metadata); a jump to a
 * search result reads the messages around it, and 'Jump to latest' the newest again; after a
 * realtime gap the newest are read again and merged.
 */
export const chatChannelMachine = setup({
  types: {
    input: {} as ChatChannelInput,
    context: {} as ChatChannelContext,
    events: {} as ChatChannelEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    listChannelMessages: unprovided<MessagesPage, ListMessagesInput>('listChannelMessages'),
    loadMessagesAround: unprovided<MessagesPage, AroundInput>('loadMessagesAround'),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    isThisChannel: ({ context, event }) => {
      if (event.type !== 'chat.event') return false;
      const { channel } = event.event;
      return (typeof channel === 'string' ? channel : channel.name) === context.channel.name;
    },
    isLoaded: ({ context, event }) =>
      event.type === 'message.jump' && context.messages.some((m) => m._id === event.message._id),
  },
  actions: {
    takeLatest: assign(({ context, event }) => {
      const page = (event as unknown as { output: MessagesPage }).output;
      // A new message that came while reading is kept.
      return {
        messages: mergeMessages(page.messages, context.messages),
        hasMore: page.has_more,
        error: null,
      };
    }),
    takeOlder: assign(({ context, event }) => {
      const page = (event as unknown as { output: MessagesPage }).output;
      return { messages: mergeMessages(page.messages, context.messages), hasMore: page.has_more };
    }),
    mergeLatest: assign(({ context, event }) => {
      const page = (event as unknown as { output: MessagesPage }).output;
      return { messages: mergeMessages(context.messages, page.messages) };
    }),
    // An older batch that failed stays failed (its Retry reads older than this part).
    takeAround: assign(({ event }) => {
      const page = (event as unknown as { output: MessagesPage }).output;
      return { messages: page.messages, hasMore: page.has_more };
    }),
    keepError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
    clearError: assign({ error: null }),
    applyLiveEvent: assign(({ context, event }) => {
      if (event.type !== 'chat.event') return {};
      const happened = event.event;
      if (happened.type === 'NEW_MESSAGE') {
        const { messages, trimmed } = appendMessage(context.messages, happened.message);
        return { messages, hasMore: context.hasMore || trimmed };
      }
      return {};
    }),
    applyEvent: assign(({ context, event }) => {
      if (event.type !== 'chat.event') return {};
      const happened = event.event;
      if (happened.type === 'MESSAGE_DELETED') {
        return {
          messages: context.messages.filter((m) => m._id !== happened.message_id),
          replyTo: context.replyTo?._id === happened.message_id ? null : context.replyTo,
        };
      }
      if (happened.type === 'RETAINED') {
        const pinnedId = happened.channel.pinned_message?.message_id ?? null;
        return {
          channel: happened.channel,
          messages: context.messages.map((m) =>
            m.pinned === (m._id === pinnedId) ? m : { ...m, pinned: m._id === pinnedId },
          ),
        };
      }
      return {};
    }),
    highlight: assign(({ event }) =>
      event.type === 'message.jump' ? { target: event.message } : {},
    ),
    forgetMessages: assign({ messages: [], hasMore: false, target: null }),
    startReply: assign(({ event }) =>
      event.type === 'reply.start' ? { replyTo: quoteOf(event.message) } : {},
    ),
    clearReply: assign({ replyTo: null }),
  },
}).createMachine({
  id: 'chatChannel',
  context: ({ input }) => ({
    channel: input.channel,
    me: input.me,
    messages: [],
    hasMore: false,
    replyTo: null,
    target: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'reply.start': { actions: 'startReply' },
    'reply.clear': { actions: 'clearReply' },
  },
  states: {
    loading: {
      tags: 'busy',
      entry: 'forgetMessages',
      on: { 'chat.event': LIVE },
      invoke: {
        id: 'loadLatest',
        src: 'listChannelMessages',
        input: ({ context }) => ({ channel: context.channel.name, entries: MESSAGE_BATCH }),
        onDone: { target: 'ready', actions: 'takeLatest' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      tags: 'error',
      description: "the server's words with Retry",
      on: { 'load.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        older: {
          initial: 'idle',
          states: {
            idle: {
              description: 'older ones load when the list reaches its top, while there are more',
              on: { 'older.load': { guard: 'hasMore', target: 'loadingOlder' } },
            },
            loadingOlder: {
              tags: 'busy',
              invoke: {
                id: 'loadOlder',
                src: 'listChannelMessages',
                input: ({ context }) => ({
                  channel: context.channel.name,
                  entries: MESSAGE_BATCH,
                  end_time: olderThan(context.messages) ?? undefined,
                }),
                onDone: { target: 'idle', actions: 'takeOlder' },
                onError: { target: 'olderFailed', actions: 'keepError' },
              },
            },
            olderFailed: {
              tags: 'error',
              on: { 'older.retry': { target: 'loadingOlder', actions: 'clearError' } },
            },
          },
        },
        window: {
          initial: 'latest',
          states: {
            latest: {
              description: 'the newest messages: new ones are appended as they come',
              initial: 'live',
              on: { 'chat.event': LIVE },
              states: {
                live: { on: { 'realtime.reconnected': 'catchingUp' } },
                catchingUp: {
                  invoke: {
                    id: 'catchUp',
                    src: 'listChannelMessages',
                    input: ({ context }) => ({
                      channel: context.channel.name,
                      entries: MESSAGE_BATCH,
                    }),
                    onDone: { target: 'live', actions: 'mergeLatest' },
                    // Realtime errors are only logged (spec §7): the next gap tries again.
                    onError: 'live',
                  },
                },
              },
            },
            jumping: {
              tags: 'busy',
              on: { 'chat.event': KEPT },
              invoke: {
                id: 'loadAround',
                src: 'loadMessagesAround',
                input: ({ context }) => ({
                  channel: context.channel.name,
                  message: context.target!,
                  entries: MESSAGE_BATCH,
                }),
                onDone: { target: 'detached', actions: 'takeAround' },
                onError: { target: 'jumpFailed', actions: 'keepError' },
              },
            },
            jumpFailed: {
              tags: 'error',
              on: { 'chat.event': KEPT, 'messages.latest': '#chatChannel.loading' },
            },
            detached: {
              description: 'an older part of the channel, around a search result',
              // New messages are not appended to a part they do not follow.
              on: {
                'chat.event': KEPT,
                'messages.latest': '#chatChannel.loading',
              },
            },
          },
          on: {
            'message.jump': [
              { guard: 'isLoaded', actions: 'highlight' },
              { target: '.jumping', actions: 'highlight' },
            ],
          },
        },
      },
    },
  },
});
