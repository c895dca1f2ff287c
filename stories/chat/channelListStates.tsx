import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  type ChannelListContext,
  channelListMachine,
  channelListShows,
  connectChannelList,
  NOT_JOINED,
  SAMPLE_CONTACTS,
  SAMPLE_ME,
  SAMPLE_SEARCH,
  sampleChannels,
} from '../../machines/channelList/index.ts';
import { renders } from '../../tests/support/storyState.ts';

/* Story props made the way the page makes them: connect() of a channelList snapshot. */

export const STORY_CHANNELS = sampleChannels(12);

const defaults: ChannelListContext = {
  me: SAMPLE_ME,
  mode: 'all',
  fellBack: false,
  channels: STORY_CHANNELS,
  total: 20,
  open: null,
  query: '',
  results: null,
  contacts: [],
  newChat: '',
  verdict: null,
  error: null,
  notice: null,
  toggling: null,
};

/** A story's args and parameters for a state of the list, with its context. */
export function channelListStory(value: StateValue, context: Partial<ChannelListContext> = {}) {
  const state = channelListMachine.resolveState({ value, context: { ...defaults, ...context } });
  return {
    args: { model: connectChannelList(state, fn()), onOpen: fn() },
    parameters: renders(channelListShows as never, state),
  };
}

export const searchContext = { query: 'bra', results: SAMPLE_SEARCH } as const;
export const contactsContext = {
  mode: 'contacts',
  contacts: SAMPLE_CONTACTS,
  channels: [],
} as const;
export const joinRefused = {
  ...searchContext,
  error: `You may not join ${NOT_JOINED.display_name}`,
};
