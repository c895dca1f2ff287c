import { assign, enqueueActions, setup, spawnChild } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ChannelToggleInput,
  ListChannelsInput,
  SearchChannelsInput,
} from './channelList.actors.ts';
import {
  appendChannels,
  CHANNEL_PAGE_SIZE,
  CHANNEL_SEARCH_DEBOUNCE_MS,
  canStartChatWith,
  filterOf,
  markedRead,
  readOpen,
  refreshedChannels,
  refreshesList,
  ringsFor,
  updateChannel,
  withChatEvent,
  withJoined,
} from './channelList.rules.ts';
import { CHANNEL_LIST_TEXTS as T } from './channelList.texts.ts';
import type {
  ChannelFilter,
  ChannelListMode,
  ChannelPage,
  ChannelSearchResult,
  ChatChannel,
  ChatContact,
  ChatEvent,
} from './channelList.types.ts';

export type ChannelListContext = {
  me: string;
  mode: ChannelListMode;
  /** My Channels had no favourites, so All Channels shows instead. */
  fellBack: boolean;
  channels: readonly ChatChannel[];
  /** The server's total for the mode; null before the first page. */
  total: number | null;
  /** The open channel: its messages raise no unread count. */
  open: string | null;
  query: string;
  results: ChannelSearchResult | null;
  contacts: readonly ChatContact[];
  /** The number typed to start a chat with someone new. */
  newChat: string;
  /** The self check's words when the user is blacklisted. */
  verdict: string | null;
  /** The server's words after a failed call (the view shows ours with Retry). */
  error: string | null;
  /** A toggle the server refused: the spec's failure text. */
  notice: string | null;
  /** The favourite or notification change being saved. */
  toggling: ChannelToggleInput | null;
};

export type ChannelListEvent =
  | { type: 'mode.select'; mode: ChannelListMode }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'search.change'; query: string }
  | { type: 'search.join'; name: string }
  | { type: 'search.startChat'; username: string }
  | { type: 'contacts.startChat'; username: string }
  | { type: 'newChat.change'; number: string }
  | { type: 'newChat.start' }
  | { type: 'channel.open'; name: string }
  | { type: 'channel.favourite'; name: string; on: boolean }
  | { type: 'channel.notification'; name: string; on: boolean }
  | { type: 'notice.dismiss' }
  | { type: 'chat.event'; event: ChatEvent };

export type ChannelListInput = { me: string; mode?: ChannelFilter; open?: string | null };

/** The mode's first page: read on loading and again on a refresh. */
const firstPageInput = ({ context }: { context: ChannelListContext }): ListChannelsInput => ({
  filter: filterOf(context.mode) ?? 'all',
  start: 0,
  entries: CHANNEL_PAGE_SIZE,
});

const fresh = {
  channels: [],
  total: null,
  error: null,
  notice: null,
  fellBack: false,
  toggling: null,
} as const;

/**
 * The chat sidebar (spec part 2 §2 'Chat page', §4 'Chat list', 'Joining'): the self blacklist
 * check first; then the mode's channels 8 at a time, more as the list nears its end; My Channels
 * without favourites falls back to All Channels; a search (after 500 ms of quiet) with Join /
 * Start Chat for what is not added; Contacts with Start Chat. Chat events keep the listed
 * channels current in every state; favourite and notification change only on the server's 200.
 */
export const channelListMachine = setup({
  types: {
    context: {} as ChannelListContext,
    events: {} as ChannelListEvent,
    input: {} as ChannelListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    checkSelf: unprovided<string | null, { me: string }>('checkSelf'),
    listChannels: unprovided<ChannelPage, ListChannelsInput>('listChannels'),
    searchChannels: unprovided<ChannelSearchResult, SearchChannelsInput>('searchChannels'),
    joinChannel: unprovided<ChatChannel, { name: string }>('joinChannel'),
    startPrivateChat: unprovided<ChatChannel, { username: string }>('startPrivateChat'),
    listContacts: unprovided<ChatContact[], { me: string }>('listContacts'),
    setFavourite: unprovided<boolean, ChannelToggleInput>('setFavourite'),
    setNotification: unprovided<boolean, ChannelToggleInput>('setNotification'),
    markChannelRead: unprovided<void, { name: string }>('markChannelRead'),
  },
  guards: {
    isBlacklisted: (_, params: { verdict: string | null }) => params.verdict !== null,
    noFavourites: ({ context }, params: { page: ChannelPage }) =>
      context.mode === 'my' && params.page.total === 0,
    isEmptyPage: (_, params: { page: ChannelPage }) => params.page.channels.length === 0,
    hasMore: ({ context }) => context.total !== null && context.channels.length < context.total,
    isContacts: (_, params: { mode: ChannelListMode }) => params.mode === 'contacts',
    hasQuery: (_, params: { query: string }) => params.query.trim() !== '',
    canSearch: ({ context }, params: { query: string }) =>
      params.query.trim() !== '' && context.mode !== 'contacts',
    canStartNewChat: ({ context }) => canStartChatWith(context.newChat, context.me),
    isNewChannel: ({ context }, params: { name: string }) => context.open !== params.name,
  },
  actions: {
    useMode: assign((_, params: { mode: ChannelListMode }) => ({
      mode: params.mode,
      query: '',
      results: null,
      ...fresh,
    })),
    fallBackToAll: assign({ mode: 'all', fellBack: true }),
    // The open channel is being read: whatever the server counted, it shows none unread.
    firstPage: assign(({ context }, params: { page: ChannelPage }) => ({
      channels: readOpen(params.page.channels, context.open),
      total: params.page.total,
      error: null,
    })),
    nextPage: assign(({ context }, params: { page: ChannelPage }) => ({
      channels: readOpen(appendChannels(context.channels, params.page.channels), context.open),
      total: params.page.total,
      error: null,
    })),
    refreshPage: assign(({ context }, params: { page: ChannelPage }) => ({
      channels: readOpen(refreshedChannels(context.channels, params.page.channels), context.open),
      total: params.page.total,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    clearError: assign({ error: null }),
    keepVerdict: assign((_, params: { verdict: string | null }) => ({
      verdict: params.verdict,
      channels: [],
      total: 0,
    })),
    keepQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    clearSearch: assign({ query: '', results: null }),
    keepResults: assign((_, params: { results: ChannelSearchResult }) => ({
      results: params.results,
      error: null,
    })),
    keepContacts: assign((_, params: { contacts: ChatContact[] }) => ({
      contacts: params.contacts,
      error: null,
    })),
    keepNewChat: assign((_, params: { number: string }) => ({ newChat: params.number })),
    /** A joined or started channel: at the top, and open. */
    addAndOpen: assign(({ context }, params: { channel: ChatChannel }) => ({
      channels: withJoined(context.channels, params.channel),
      open: params.channel.name,
      query: '',
      results: null,
      newChat: '',
      error: null,
    })),
    openChannel: assign(({ context }, params: { name: string }) => ({
      open: params.name,
      channels: markedRead(context.channels, params.name),
    })),
    keepToggle: assign(({ event }) =>
      event.type === 'channel.favourite' || event.type === 'channel.notification'
        ? { toggling: { name: event.name, on: event.on }, notice: null }
        : {},
    ),
    setToggle: assign(({ context }, params: { field: 'fav' | 'notification'; on: boolean }) => ({
      channels: context.toggling
        ? updateChannel(context.channels, context.toggling.name, { [params.field]: params.on })
        : context.channels,
      toggling: null,
      notice: null,
    })),
    keepNotice: assign((_, params: { notice: string }) => ({ notice: params.notice })),
    clearNotice: assign({ notice: null }),
    applyEvent: assign(({ context }, params: { event: ChatEvent }) => ({
      channels: withChatEvent(
        context.channels,
        params.event,
        { me: context.me, open: context.open },
        context.mode,
      ),
    })),
    // Given by the page: the notification sound (debounced there). Without it nothing rings.
    ring: () => {},
    // Given by the page: tells it a channel was opened (from a join or a new chat).
    opened: (_, _params: { name: string }) => {},
  },
  delays: { searchDebounce: CHANNEL_SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'channelList',
  context: ({ input }) => ({
    me: input.me,
    mode: input.mode ?? 'my',
    open: input.open ?? null,
    query: '',
    results: null,
    contacts: [],
    newChat: '',
    verdict: null,
    ...fresh,
  }),
  initial: 'checking',
  // A channel opened from the address or a click, also while the self check runs.
  on: {
    'channel.open': {
      guard: { type: 'isNewChannel', params: ({ event }) => ({ name: event.name }) },
      actions: [
        { type: 'openChannel', params: ({ event }) => ({ name: event.name }) },
        spawnChild('markChannelRead', {
          input: ({ event }) => ({ name: (event as { name: string }).name }),
        }),
      ],
    },
  },
  states: {
    checking: {
      description: 'the self blacklist check',
      tags: 'busy',
      invoke: {
        id: 'checkSelf',
        src: 'checkSelf',
        input: ({ context }) => ({ me: context.me }),
        onDone: [
          {
            guard: { type: 'isBlacklisted', params: ({ event }) => ({ verdict: event.output }) },
            target: 'blacklisted',
            actions: { type: 'keepVerdict', params: ({ event }) => ({ verdict: event.output }) },
          },
          { target: 'active' },
        ],
        // The check could not be read: the server still decides what the user may see.
        onError: 'active',
      },
    },
    blacklisted: { description: "'You are black listed'; no channels" },
    active: {
      initial: 'loading',
      // The channel the page opened with (its address) is read as well: the server is told.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.open) enqueue.spawnChild('markChannelRead', { input: { name: context.open } });
      }),
      on: {
        'chat.event': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            // Before the event is applied: whether the channel rings is its setting now.
            if (ringsFor(context.channels, event.event, context.me)) enqueue('ring');
            const reread = refreshesList(context.channels, event.event, context.me, context.mode);
            enqueue({ type: 'applyEvent', params: { event: event.event } });
            // A mention, or a channel not loaded: the first page is read again (as on catch-up).
            if (reread) enqueue.raise({ type: 'list.reload' });
          }),
        },
        'search.change': {
          guard: { type: 'canSearch', params: ({ event }) => ({ query: event.query }) },
          target: '.search',
          actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) },
        },
        'mode.select': [
          {
            guard: { type: 'isContacts', params: ({ event }) => ({ mode: event.mode }) },
            target: '.contacts',
            actions: { type: 'useMode', params: ({ event }) => ({ mode: event.mode }) },
          },
          {
            target: '.loading',
            reenter: true,
            actions: { type: 'useMode', params: ({ event }) => ({ mode: event.mode }) },
          },
        ],
      },
      states: {
        loading: {
          description: "the mode's first page",
          tags: 'busy',
          invoke: {
            id: 'listChannels',
            src: 'listChannels',
            input: firstPageInput,
            onDone: [
              {
                guard: { type: 'noFavourites', params: ({ event }) => ({ page: event.output }) },
                target: 'loading',
                reenter: true,
                actions: 'fallBackToAll',
              },
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: { type: 'firstPage', params: ({ event }) => ({ page: event.output }) },
              },
              {
                target: 'list',
                actions: { type: 'firstPage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          description: 'the first page failed, with Retry',
          tags: 'error',
          on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
        },
        empty: {
          description: 'no channels in this mode',
          on: {
            'list.reload': 'loading',
          },
        },
        list: {
          initial: 'idle',
          // 'list.reload' (the connection caught up) reads the first page again with the list on
          // screen; a save in flight or its failure notice is left alone (the next event reads).
          states: {
            idle: {
              on: {
                'list.reload': 'refreshing',
                'list.more': { guard: 'hasMore', target: 'loadingMore' },
                'channel.favourite': { target: 'savingFavourite', actions: 'keepToggle' },
                'channel.notification': { target: 'savingNotification', actions: 'keepToggle' },
              },
            },
            refreshing: {
              description:
                'a mention, a message in a channel not loaded, or a catch-up: the first page read again while the list stays',
              on: {
                'list.reload': { target: 'refreshing', reenter: true },
              },
              invoke: {
                id: 'listChannels',
                src: 'listChannels',
                input: firstPageInput,
                onDone: {
                  target: 'idle',
                  actions: { type: 'refreshPage', params: ({ event }) => ({ page: event.output }) },
                },
                // The list stays as the events left it; the next event or reconnection reads again.
                onError: 'idle',
              },
            },
            loadingMore: {
              description: 'the next 8, near the end of the list',
              tags: 'busy',
              on: { 'list.reload': 'refreshing' },
              invoke: {
                id: 'listChannels',
                src: 'listChannels',
                input: ({ context }) => ({
                  filter: filterOf(context.mode) ?? 'all',
                  start: context.channels.length,
                  entries: CHANNEL_PAGE_SIZE,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'nextPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'moreFailed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            moreFailed: {
              description: 'the next page failed; the listed channels stay, with Retry',
              tags: 'error',
              on: {
                'list.retry': { target: 'loadingMore', actions: 'clearError' },
                'list.reload': { target: 'refreshing', actions: 'clearError' },
              },
            },
            savingFavourite: {
              tags: 'busy',
              invoke: {
                id: 'setFavourite',
                src: 'setFavourite',
                input: ({ context }) => context.toggling!,
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'setToggle',
                    params: ({ event }) => ({ field: 'fav', on: event.output }),
                  },
                },
                onError: {
                  target: 'toggleFailed',
                  actions: { type: 'keepNotice', params: { notice: T.favouriteFailed } },
                },
              },
            },
            savingNotification: {
              tags: 'busy',
              invoke: {
                id: 'setNotification',
                src: 'setNotification',
                input: ({ context }) => context.toggling!,
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'setToggle',
                    params: ({ event }) => ({ field: 'notification', on: event.output }),
                  },
                },
                onError: {
                  target: 'toggleFailed',
                  actions: { type: 'keepNotice', params: { notice: T.notificationFailed } },
                },
              },
            },
            toggleFailed: {
              description: "the spec's failure text; nothing changed",
              tags: 'error',
              exit: 'clearNotice',
              on: {
                'notice.dismiss': { target: 'idle', actions: 'clearNotice' },
                'channel.favourite': { target: 'savingFavourite', actions: 'keepToggle' },
                'channel.notification': { target: 'savingNotification', actions: 'keepToggle' },
              },
            },
          },
        },
        search: {
          description: 'searching by name instead of listing',
          initial: 'waiting',
          on: {
            'search.change': [
              {
                guard: { type: 'hasQuery', params: ({ event }) => ({ query: event.query }) },
                target: '.waiting',
                reenter: true,
                actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) },
              },
              { target: 'loading', actions: 'clearSearch' },
            ],
          },
          states: {
            waiting: {
              description: '500 ms of quiet before searching',
              after: { searchDebounce: 'searching' },
            },
            searching: {
              tags: 'busy',
              invoke: {
                id: 'searchChannels',
                src: 'searchChannels',
                input: ({ context }) => ({
                  name: context.query.trim(),
                  scope: context.mode === 'conversation' ? 'conversation' : 'all',
                }),
                onDone: {
                  target: 'results',
                  actions: {
                    type: 'keepResults',
                    params: ({ event }) => ({ results: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            results: {
              description: 'the first 10, Join or Start Chat for what is not added',
              on: { 'search.join': 'joining', 'search.startChat': 'starting' },
            },
            failed: {
              tags: 'error',
              on: { 'list.retry': { target: 'searching', actions: 'clearError' } },
            },
            joining: {
              tags: 'busy',
              invoke: {
                id: 'joinChannel',
                src: 'joinChannel',
                input: ({ event }) => ({
                  name: (event as Extract<ChannelListEvent, { type: 'search.join' }>).name,
                }),
                onDone: {
                  target: '#channelList.active.list',
                  actions: [
                    { type: 'addAndOpen', params: ({ event }) => ({ channel: event.output }) },
                    { type: 'opened', params: ({ event }) => ({ name: event.output.name }) },
                  ],
                },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            starting: {
              tags: 'busy',
              invoke: {
                id: 'startPrivateChat',
                src: 'startPrivateChat',
                input: ({ event }) => ({
                  username: (event as Extract<ChannelListEvent, { type: 'search.startChat' }>)
                    .username,
                }),
                onDone: {
                  target: '#channelList.active.list',
                  actions: [
                    { type: 'addAndOpen', params: ({ event }) => ({ channel: event.output }) },
                    { type: 'opened', params: ({ event }) => ({ name: event.output.name }) },
                  ],
                },
                onError: {
                  target: 'actionFailed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            actionFailed: {
              description: "the server's words; the results stay",
              tags: 'error',
              on: {
                'search.join': { target: 'joining', actions: 'clearError' },
                'search.startChat': { target: 'starting', actions: 'clearError' },
              },
            },
          },
        },
        contacts: {
          description: 'the contacts, each with Start Chat, and a new number',
          initial: 'loading',
          on: {
            'newChat.change': {
              actions: { type: 'keepNewChat', params: ({ event }) => ({ number: event.number }) },
            },
          },
          states: {
            loading: {
              tags: 'busy',
              invoke: {
                id: 'listContacts',
                src: 'listContacts',
                input: ({ context }) => ({ me: context.me }),
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'keepContacts',
                    params: ({ event }) => ({ contacts: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            failed: {
              tags: 'error',
              on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
            },
            shown: {
              on: {
                'contacts.startChat': 'starting',
                'newChat.start': { guard: 'canStartNewChat', target: 'starting' },
              },
            },
            starting: {
              tags: 'busy',
              invoke: {
                id: 'startPrivateChat',
                src: 'startPrivateChat',
                input: ({ context, event }) => ({
                  username:
                    event.type === 'contacts.startChat' ? event.username : context.newChat.trim(),
                }),
                onDone: {
                  target: '#channelList.active.loading',
                  actions: [
                    { type: 'useMode', params: { mode: 'conversation' } },
                    { type: 'addAndOpen', params: ({ event }) => ({ channel: event.output }) },
                    { type: 'opened', params: ({ event }) => ({ name: event.output.name }) },
                  ],
                },
                onError: {
                  target: 'startFailed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            startFailed: {
              description: "the server's words (e.g. 'Username not found')",
              tags: 'error',
              on: {
                'contacts.startChat': { target: 'starting', actions: 'clearError' },
                'newChat.start': {
                  guard: 'canStartNewChat',
                  target: 'starting',
                  actions: 'clearError',
                },
              },
            },
          },
        },
      },
    },
  },
});
