import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { channelProfileMachine } from './channelProfile.machine.ts';
import { channelProfileShows } from './channelProfile.shows.ts';
import { SAMPLE_CHANNEL, SAMPLE_MEMBERS } from './chatChannel.fixtures.ts';

export const CHANNEL_PROFILE_SAMPLE = {
  channel: SAMPLE_CHANNEL,
  members: SAMPLE_MEMBERS,
  refused: 'You are not a member of this channel',
} as const;

const S = CHANNEL_PROFILE_SAMPLE;

export const channelProfilePaths = definePathSpec({
  machine: withInput(channelProfileMachine, { channel: S.channel.name }),
  shows: channelProfileShows as never,
  events: [
    { type: 'profile.open' },
    { type: 'profile.close' },
    { type: 'profile.retry' },
    doneEvent('listChannelMembers', S.members),
    errorEvent('listChannelMembers', serviceError(S.refused, 403)),
  ],
  describeEvent: (event) => {
    const words: Record<string, string> = {
      'profile.open': "press 'Channel profile'",
      'profile.close': "press 'Close profile'",
      'profile.retry': "press 'Retry'",
      'xstate.done.actor.listChannelMembers': 'the server lists the members',
    };
    if (event.type.startsWith('xstate.error.actor.'))
      return `the server refuses: "${event.error.message}"`;
    return words[event.type];
  },
});
