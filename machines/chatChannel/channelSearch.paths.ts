import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { channelSearchMachine } from './channelSearch.machine.ts';
import { channelSearchShows } from './channelSearch.shows.ts';
import { SAMPLE_CHANNEL, sampleMessage } from './chatChannel.fixtures.ts';

export const CHANNEL_SEARCH_SAMPLE = {
  channel: SAMPLE_CHANNEL.name,
  query: 'receipts',
  results: [sampleMessage(40), sampleMessage(3)],
  refused: 'Search failed',
} as const;

const S = CHANNEL_SEARCH_SAMPLE;

export const channelSearchPaths = definePathSpec({
  machine: withInput(channelSearchMachine, { channel: S.channel }),
  shows: channelSearchShows as never,
  events: [
    { type: 'search.open' },
    { type: 'search.close' },
    { type: 'search.change', value: S.query },
    { type: 'search.change', value: '' },
    { type: 'search.submit' },
    doneEvent('searchChannelMessages', { messages: S.results }),
    doneEvent('searchChannelMessages', { messages: [] }),
    errorEvent('searchChannelMessages', serviceError(S.refused, 400)),
  ],
  filterEvents: onlyRealChanges({ 'search.change': ['query', 'value'] }),
  stateKey: (snapshot) => ({ value: snapshot.value, query: snapshot.context.query }),
  describeEvent: (event) => {
    if (event.type === 'search.change') return `type "${event.value}" in 'Search messages'`;
    const words: Record<string, string> = {
      'search.open': "press 'Search in chat'",
      'search.close': "press 'Close search'",
      'search.submit': "press 'Find'",
    };
    if (event.type === 'xstate.done.actor.searchChannelMessages') {
      return `the server finds ${event.output.messages.length} messages`;
    }
    if (event.type.startsWith('xstate.error.actor.'))
      return `the server refuses: "${event.error.message}"`;
    return words[event.type];
  },
});
