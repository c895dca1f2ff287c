import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import {
  MEMBER_KIRAN,
  MEMBER_MEENA,
  MEMBER_RAVI,
  NO_MEMBERS,
  SAMPLE_ADMIN,
  SAMPLE_MEMBERS_OF_SUPER_ADMIN,
  SAMPLE_OWN_TEAM,
  SAMPLE_SUPER_ADMIN,
  SAMPLE_TEAM,
  SAMPLE_TEAM_MEMBERS,
} from './channelMembers.fixtures.ts';
import { channelMembersMachine } from './channelMembers.machine.ts';
import { channelMembersShows } from './channelMembers.shows.ts';

export const CHANNEL_MEMBERS_SAMPLE = {
  /** Two numbers kept, a 9-digit one dropped. */
  phones: '9000000002, 900000003,9000000004',
  tooShort: '900000003',
  refused: 'Only channel admins can manage members.',
  unknown: 'Username not found',
  busy: 'database is busy',
} as const;

const S = CHANNEL_MEMBERS_SAMPLE;
const realChange = onlyRealChanges({
  'phones.change': ['phones', 'value'],
  'asAdmin.change': ['asAdmin', 'value'],
});

const outcomes = (members = SAMPLE_TEAM_MEMBERS): AnyEventObject[] => [
  doneEvent('listChannelMembers', members),
  errorEvent('listChannelMembers', serviceError(S.refused, 403)),
  doneEvent('addMembers', members),
  errorEvent('addMembers', serviceError(S.unknown, 404)),
  doneEvent('setMemberAdmin', members),
  errorEvent('setMemberAdmin', serviceError(S.busy, 503)),
  doneEvent('dismissAdmin', members),
  errorEvent('dismissAdmin', serviceError(S.busy, 503)),
  doneEvent('removeMember', members),
  errorEvent('removeMember', serviceError(S.busy, 503)),
  doneEvent('deleteChannel', null),
  errorEvent('deleteChannel', serviceError("You can't delete this channel", 400)),
  doneEvent('leaveChannel', null),
  errorEvent('leaveChannel', serviceError(S.busy, 503)),
];

const gestures: AnyEventObject[] = [
  { type: 'phones.change', value: S.phones },
  { type: 'phones.change', value: S.tooShort },
  { type: 'asAdmin.change', value: true },
  { type: 'asAdmin.change', value: false },
  { type: 'members.add' },
  { type: 'members.retry' },
  { type: 'member.makeAdmin', member: MEMBER_MEENA },
  { type: 'member.dismissAdmin', member: MEMBER_KIRAN },
  { type: 'member.remove', member: MEMBER_MEENA },
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
  { type: 'channel.delete' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'channel.leave' },
];

const describeEvent = (event: AnyEventObject) => {
  const words: Record<string, string> = {
    'members.add': "press 'Add'",
    'members.retry': "press 'Retry'",
    'remove.confirm': "confirm with 'Remove'",
    'remove.cancel': "press 'Cancel'",
    'channel.delete': "press 'Delete Channel'",
    'delete.confirm': "confirm with 'Delete'",
    'delete.cancel': "press 'Cancel'",
    'channel.leave': "press 'Leave channel'",
  };
  if (event.type === 'phones.change') return `type "${event.value}"`;
  if (event.type === 'asAdmin.change')
    return event.value ? "tick 'Add as admin'" : "untick 'Add as admin'";
  if (event.type.startsWith('member.'))
    return `press '${event.type.slice(7)}' of ${event.member.name}`;
  if (event.type.startsWith('xstate.done.actor.'))
    return `the server answers ${event.type.slice(18)}`;
  if (event.type.startsWith('xstate.error.actor.')) {
    return `the server refuses (${event.error.status}): "${event.error.message}"`;
  }
  return words[event.type];
};

const stateKey = (snapshot: { value: unknown; context: Record<string, unknown> }) => ({
  value: snapshot.value,
  phones: snapshot.context.phones,
  asAdmin: snapshot.context.asAdmin,
  members: snapshot.context.members === NO_MEMBERS,
});

/**
 * Asha, an admin of Ravi's channel (the main walk); Asha as its creator, who may delete it, and
 * once before any member is read back; the super admin, a plain member who may not delete it.
 */
export const channelMembersPaths = definePathSpec({
  machine: withInput(channelMembersMachine, { channel: SAMPLE_TEAM, me: SAMPLE_ADMIN }),
  shows: channelMembersShows as never,
  events: [...gestures, ...outcomes()],
  filterEvents: realChange,
  stateKey: stateKey as never,
  describeEvent,
  alsoWalk: [
    {
      machine: withInput(channelMembersMachine, { channel: SAMPLE_OWN_TEAM, me: SAMPLE_ADMIN }),
      events: [
        { type: 'channel.delete' },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'member.dismissAdmin', member: MEMBER_RAVI },
        ...outcomes(),
        doneEvent('listChannelMembers', NO_MEMBERS),
      ],
      stateKey: stateKey as never,
    },
    {
      machine: withInput(channelMembersMachine, { channel: SAMPLE_TEAM, me: SAMPLE_SUPER_ADMIN }),
      events: [
        { type: 'channel.delete' },
        { type: 'member.remove', member: MEMBER_KIRAN },
        doneEvent('listChannelMembers', SAMPLE_MEMBERS_OF_SUPER_ADMIN),
      ],
      stateKey: stateKey as never,
    },
  ],
});
