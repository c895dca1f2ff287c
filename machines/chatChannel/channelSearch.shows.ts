import { defineShows } from '../shared/shows.ts';
import { channelSearchMachine } from './channelSearch.machine.ts';
import { CHAT_CHANNEL_TEXTS as T } from './chatChannel.texts.ts';

type Snapshot = ReturnType<typeof channelSearchMachine.transition>;
const canFind = (s: Snapshot) => s.can({ type: 'search.submit' });

/** In-chat search: the field with Find (usable with words typed), then results or none. */
export const channelSearchShows = defineShows({
  machine: channelSearchMachine,
  controls: {
    [T.search]: [{ type: 'search.open' }],
    [T.closeSearch]: [{ type: 'search.close' }],
    [T.searchSubmit]: [{ type: 'search.submit' }],
  },
  states: {
    'channelSearch.closed': { enabled: [T.search] },
    'channelSearch.open': {
      enabled: [T.closeSearch],
      variants: [
        { when: canFind, enabled: [T.searchSubmit] },
        { when: (s) => !canFind(s), disabled: [T.searchSubmit] },
      ],
    },
    'channelSearch.open.typing': {},
    'channelSearch.open.searching': { texts: [T.searching] },
    'channelSearch.open.results': {},
    'channelSearch.open.noResults': { texts: [T.noResults] },
    'channelSearch.open.failed': { texts: (s) => [s.context.error!] },
  },
  vocabulary: [T.searching, T.noResults],
});
