import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  MODERATION_CHANNEL,
  MODERATOR_BUSINESS,
  MODERATOR_SUPER_ADMIN,
  SAMPLE_MEMBER,
  SAMPLE_MODERATED,
  SAMPLE_STANDING,
} from './userModeration.fixtures.ts';
import { userModerationMachine } from './userModeration.machine.ts';
import { userModerationShows } from './userModeration.shows.ts';

export const USER_MODERATION_SAMPLE = {
  reason: 'Abusive messages',
  refused: 'Only the super admin can disable chat.',
  notMember: '9988776655 is not a member of this channel',
  busy: 'database is busy',
} as const;

const S = USER_MODERATION_SAMPLE;

const outcomes = (standing = SAMPLE_STANDING): AnyEventObject[] => [
  doneEvent('getUserModeration', standing),
  errorEvent('getUserModeration', serviceError(S.notMember, 404)),
  doneEvent('blockUser', { msg: 'User blocked in this channel' }),
  errorEvent('blockUser', serviceError(S.busy, 503)),
  doneEvent('banUser', { msg: 'User banned from this channel' }),
  errorEvent('banUser', serviceError(S.busy, 503)),
  doneEvent('disableChat', { msg: 'Chat disabled for this user' }),
  errorEvent('disableChat', serviceError(S.refused, 403)),
  doneEvent('enableChat', { msg: 'Chat enabled for this user' }),
  errorEvent('enableChat', serviceError(S.busy, 503)),
  doneEvent('setBlacklistLevel', { msg: 'Blacklist level updated successfully' }),
  errorEvent('setBlacklistLevel', serviceError('Customer not found', 404)),
];

const gestures: AnyEventObject[] = [
  { type: 'status.retry' },
  { type: 'block.press' },
  { type: 'block.confirm' },
  { type: 'block.cancel' },
  { type: 'ban.press' },
  { type: 'ban.confirm' },
  { type: 'ban.cancel' },
  { type: 'chat.disable' },
  { type: 'disable.confirm' },
  { type: 'disable.cancel' },
  { type: 'chat.enable' },
  { type: 'blacklist.open' },
  { type: 'level.change', value: '3' },
  { type: 'reason.change', value: S.reason },
  { type: 'reason.change', value: '' },
  { type: 'blacklist.confirm' },
  { type: 'blacklist.cancel' },
];

const WORDS: Record<string, string> = {
  'status.retry': "press 'Retry'",
  'block.press': "press 'Block User'",
  'block.confirm': "confirm with 'Block'",
  'block.cancel': "press 'Cancel'",
  'unblock.press': "press 'Unblock User'",
  'ban.press': "press 'Ban User'",
  'ban.confirm': "confirm with 'Ban'",
  'ban.cancel': "press 'Cancel'",
  'chat.disable': "press 'Disable Chat'",
  'disable.confirm': "confirm with 'Disable'",
  'disable.cancel': "press 'Cancel'",
  'chat.enable': "press 'Enable Chat'",
  'blacklist.open': "press 'Blacklist User'",
  'blacklist.confirm': "press 'Confirm'",
  'blacklist.cancel': "press 'Cancel'",
};

const describeEvent = (event: AnyEventObject) => {
  if (event.type === 'level.change') return `choose level ${event.value}`;
  if (event.type === 'reason.change')
    return event.value ? `type the reason "${event.value}"` : 'clear the reason';
  if (event.type.startsWith('xstate.done.actor.'))
    return `the server answers ${event.type.slice(18)}`;
  if (event.type.startsWith('xstate.error.actor.')) {
    return `the server refuses (${event.error.status}): "${event.error.message}"`;
  }
  return WORDS[event.type];
};

const filterEvents = (
  snapshot: { context: { level: number; reason: string } },
  event: AnyEventObject,
) => {
  if (event.type === 'level.change') return String(snapshot.context.level) !== event.value;
  if (event.type === 'reason.change') return snapshot.context.reason !== event.value;
  return true;
};

const stateKey = (snapshot: {
  value: unknown;
  context: { status: { blocked: boolean; chat_disabled: boolean } | null } & Record<
    string,
    unknown
  >;
}) => ({
  value: snapshot.value,
  blocked: snapshot.context.status?.blocked,
  disabled: snapshot.context.status?.chat_disabled,
  level: snapshot.context.level,
  reason: snapshot.context.reason !== '',
});

const input = (me = MODERATOR_SUPER_ADMIN) => ({
  channel_name: MODERATION_CHANNEL,
  user: SAMPLE_MEMBER,
  me,
});

/**
 * The super admin on a member in good standing (the main walk, with Ban User); the super admin on
 * one already blocked with chat disabled (Unblock User, Enable Chat); a business member who is not
 * the channel's admin, who may only block.
 */
export const userModerationPaths = definePathSpec({
  machine: withInput(userModerationMachine, input()),
  shows: userModerationShows as never,
  events: [...gestures, ...outcomes()],
  filterEvents: filterEvents as never,
  stateKey: stateKey as never,
  describeEvent,
  alsoWalk: [
    {
      machine: withInput(userModerationMachine, input()),
      events: [
        { type: 'chat.enable' },
        { type: 'block.press' },
        { type: 'unblock.press' },
        doneEvent('getUserModeration', SAMPLE_MODERATED),
        doneEvent('unblockUser', { msg: 'User unblocked in this channel' }),
        errorEvent('unblockUser', serviceError(S.busy, 503)),
        doneEvent('enableChat', { msg: 'Chat enabled for this user' }),
        errorEvent('enableChat', serviceError(S.busy, 503)),
      ],
      stateKey: stateKey as never,
    },
    {
      machine: withInput(userModerationMachine, input(MODERATOR_BUSINESS)),
      events: [
        { type: 'block.press' },
        { type: 'block.confirm' },
        { type: 'chat.disable' },
        { type: 'blacklist.open' },
        { type: 'ban.press' },
        doneEvent('getUserModeration', { ...SAMPLE_STANDING, can_ban: false }),
        doneEvent('blockUser', { msg: 'User blocked in this channel' }),
      ],
      stateKey: stateKey as never,
    },
  ],
});
