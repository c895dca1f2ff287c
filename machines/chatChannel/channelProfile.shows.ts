import { defineShows } from '../shared/shows.ts';
import { channelProfileMachine } from './channelProfile.machine.ts';
import { CHAT_CHANNEL_TEXTS as T } from './chatChannel.texts.ts';

/** The profile sidebar: its toggle, the members loading, shown, or the server's words with Retry. */
export const channelProfileShows = defineShows({
  machine: channelProfileMachine,
  controls: {
    [T.profile]: [{ type: 'profile.open' }],
    [T.closeProfile]: [{ type: 'profile.close' }],
    [T.retry]: [{ type: 'profile.retry' }],
  },
  states: {
    'channelProfile.closed': { enabled: [T.profile] },
    'channelProfile.loading': { texts: [T.loadingMembers], enabled: [T.closeProfile] },
    'channelProfile.shown': { enabled: [T.closeProfile] },
    'channelProfile.failed': {
      texts: (s) => [s.context.error!],
      enabled: [T.retry, T.closeProfile],
    },
  },
  vocabulary: [T.loadingMembers],
});
