import { defineShows } from '../shared/shows.ts';
import { chatChannelMachine } from './chatChannel.machine.ts';
import { CHAT_CHANNEL_TEXTS as T } from './chatChannel.texts.ts';

type Snapshot = ReturnType<typeof chatChannelMachine.transition>;
const empty = (s: Snapshot) => s.context.messages.length === 0;

/**
 * What the open channel's message list shows (ARCHITECTURE §4): the first read, its failure with
 * Retry; then the messages, with what is above them (older ones loading, their failure with
 * Retry, the beginning of the conversation, or nothing while there are more); a search result
 * being found, and 'Jump to latest' while an older part is shown.
 */
export const chatChannelShows = defineShows({
  machine: chatChannelMachine,
  controls: {
    [T.retry]: [{ type: 'load.retry' }, { type: 'older.retry' }],
    [T.jumpToLatest]: [{ type: 'messages.latest' }],
  },
  states: {
    'chatChannel.loading': { texts: [T.loading] },
    'chatChannel.loadFailed': { texts: (s) => [s.context.error!], enabled: [T.retry] },
    'chatChannel.ready.older.idle': {
      variants: [
        { when: empty, texts: [T.empty] },
        { when: (s) => !empty(s) && !s.context.hasMore, texts: [T.beginning] },
      ],
    },
    'chatChannel.ready.older.loadingOlder': { texts: [T.loadingOlder] },
    'chatChannel.ready.older.olderFailed': {
      texts: (s) => [s.context.error!],
      enabled: [T.retry],
    },
    'chatChannel.ready.window.latest.live': {},
    'chatChannel.ready.window.latest.catchingUp': { texts: [T.catchingUp] },
    'chatChannel.ready.window.jumping': { texts: [T.finding] },
    'chatChannel.ready.window.jumpFailed': {
      texts: (s) => [s.context.error!],
      enabled: [T.jumpToLatest],
    },
    'chatChannel.ready.window.detached': { enabled: [T.jumpToLatest] },
  },
  vocabulary: [T.loading, T.empty, T.beginning, T.loadingOlder, T.catchingUp, T.finding],
});
