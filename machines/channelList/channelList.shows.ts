import { defineShows } from '../shared/shows.ts';
import { channelListMachine } from './channelList.machine.ts';
import { CHANNEL_LIST_TEXTS as T } from './channelList.texts.ts';

/**
 * What the user sees of the channel list in each state: the busy lines, the failures with Retry,
 * the spec's toggle failure texts with Dismiss, and 'You are black listed'.
 */
export const channelListShows = defineShows({
  machine: channelListMachine,
  controls: {
    [T.retry]: [{ type: 'list.retry' }],
    [T.dismiss]: [{ type: 'notice.dismiss' }],
  },
  states: {
    'channelList.checking': { texts: [T.checking] },
    'channelList.blacklisted': { texts: [T.blackListed] },
    'channelList.active.loading': { texts: [T.loading] },
    'channelList.active.failed': { texts: [T.loadFailed], enabled: [T.retry] },
    'channelList.active.empty': { texts: [T.empty] },
    'channelList.active.list': {
      variants: [{ when: (s) => s.context.fellBack, texts: [T.fellBack] }],
    },
    'channelList.active.list.idle': {},
    'channelList.active.list.refreshing': {},
    'channelList.active.list.loadingMore': { texts: [T.loadingMore] },
    'channelList.active.list.moreFailed': { texts: [T.loadFailed], enabled: [T.retry] },
    'channelList.active.list.savingFavourite': {},
    'channelList.active.list.savingNotification': {},
    'channelList.active.list.toggleFailed': {
      texts: (s) => [s.context.notice!],
      enabled: [T.dismiss],
    },
    'channelList.active.search.waiting': {},
    'channelList.active.search.searching': { texts: [T.searching] },
    'channelList.active.search.results': {
      variants: [
        {
          when: (s) => !s.context.results?.channels.length && !s.context.results?.people.length,
          texts: [T.noMatches],
        },
      ],
    },
    'channelList.active.search.failed': { texts: [T.searchFailed], enabled: [T.retry] },
    'channelList.active.search.joining': { texts: [T.joining] },
    'channelList.active.search.starting': { texts: [T.starting] },
    'channelList.active.search.actionFailed': { texts: (s) => [s.context.error!] },
    'channelList.active.contacts.loading': { texts: [T.contactsLoading] },
    'channelList.active.contacts.failed': { texts: [T.contactsFailed], enabled: [T.retry] },
    'channelList.active.contacts.shown': {
      variants: [{ when: (s) => s.context.contacts.length === 0, texts: [T.noContacts] }],
    },
    'channelList.active.contacts.starting': { texts: [T.starting] },
    'channelList.active.contacts.startFailed': {
      texts: (s) => [s.context.error!],
      variants: [{ when: (s) => s.context.contacts.length === 0, texts: [T.noContacts] }],
    },
  },
  vocabulary: [
    T.checking,
    T.blackListed,
    T.loading,
    T.loadFailed,
    T.empty,
    T.fellBack,
    T.loadingMore,
    T.searching,
    T.noMatches,
    T.searchFailed,
    T.joining,
    T.starting,
    T.contactsLoading,
    T.contactsFailed,
    T.noContacts,
  ],
});
