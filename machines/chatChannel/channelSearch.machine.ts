import { assign, setup } from 'xstate';
import type { ChatMessage } from '../../src/domain/chat/types.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SearchInput } from './chatChannel.actors.ts';

/** Results shown for one search (the contract allows up to 50). */
export const SEARCH_ENTRIES = 20;

export type ChannelSearchContext = {
  channel: string;
  query: string;
  results: ChatMessage[];
  error: string | null;
};

export type ChannelSearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' };

/**
 * In-chat search (spec part 2 §2): the words typed are searched in this channel's messages
 * (newest first); choosing a result is the timeline's jump. A blank search asks nothing.
 */
export const channelSearchMachine = setup({
  types: {
    input: {} as { channel: string },
    context: {} as ChannelSearchContext,
    events: {} as ChannelSearchEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    searchChannelMessages: unprovided<{ messages: ChatMessage[] }, SearchInput>(
      'searchChannelMessages',
    ),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim().length > 0,
    hasResults: ({ event }) =>
      (event as unknown as { output: { messages: ChatMessage[] } }).output.messages.length > 0,
  },
  actions: {
    keepQuery: assign(({ event }) =>
      event.type === 'search.change' ? { query: event.value } : {},
    ),
    keepResults: assign(({ event }) => ({
      results: (event as unknown as { output: { messages: ChatMessage[] } }).output.messages,
      error: null,
    })),
    keepError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
    reset: assign({ query: '', results: [], error: null }),
  },
}).createMachine({
  id: 'channelSearch',
  context: ({ input }) => ({ channel: input.channel, query: '', results: [], error: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'search.open': 'open' } },
    open: {
      initial: 'typing',
      on: {
        'search.close': { target: 'closed', actions: 'reset' },
        'search.change': { actions: 'keepQuery' },
      },
      states: {
        typing: { on: { 'search.submit': { guard: 'hasQuery', target: 'searching' } } },
        searching: {
          tags: 'busy',
          invoke: {
            id: 'searchChannelMessages',
            src: 'searchChannelMessages',
            input: ({ context }) => ({
              channel: context.channel,
              q: context.query.trim(),
              entries: SEARCH_ENTRIES,
            }),
            onDone: [
              { guard: 'hasResults', target: 'results', actions: 'keepResults' },
              { target: 'noResults', actions: 'keepResults' },
            ],
            onError: { target: 'failed', actions: 'keepError' },
          },
        },
        results: { on: { 'search.submit': { guard: 'hasQuery', target: 'searching' } } },
        noResults: { on: { 'search.submit': { guard: 'hasQuery', target: 'searching' } } },
        failed: {
          tags: 'error',
          on: { 'search.submit': { guard: 'hasQuery', target: 'searching' } },
        },
      },
    },
  },
});
