import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { MembersOutput } from './chatChannel.actors.ts';

export type ChannelProfileContext = {
  channel: string;
  members: MembersOutput | null;
  error: string | null;
};

export type ChannelProfileEvent =
  | { type: 'profile.open' }
  | { type: 'profile.close' }
  | { type: 'profile.retry' };

/**
 * The channel's profile sidebar (spec part 2 §2): its name and description at once, its members
 * as the server lists them (admins first), read each time it opens. A wide screen opens it with
the channel (the pane sends profile.open).
 */
export const channelProfileMachine = setup({
  types: {
    input: {} as { channel: string },
    context: {} as ChannelProfileContext,
    events: {} as ChannelProfileEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    listChannelMembers: unprovided<MembersOutput, { channel_name: string }>('listChannelMembers'),
  },
  actions: {
    keepMembers: assign(({ event }) => ({
      members: (event as unknown as { output: MembersOutput }).output,
      error: null,
    })),
    keepError: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
    })),
  },
}).createMachine({
  id: 'channelProfile',
  context: ({ input }) => ({ channel: input.channel, members: null, error: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'profile.open': 'loading' } },
    loading: {
      tags: 'busy',
      on: { 'profile.close': 'closed' },
      invoke: {
        id: 'listChannelMembers',
        src: 'listChannelMembers',
        input: ({ context }) => ({ channel_name: context.channel }),
        onDone: { target: 'shown', actions: 'keepMembers' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    shown: { on: { 'profile.close': 'closed' } },
    failed: { tags: 'error', on: { 'profile.retry': 'loading', 'profile.close': 'closed' } },
  },
});
