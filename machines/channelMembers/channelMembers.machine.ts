import { and, assign, setup } from 'xstate';
import type { ChatMember } from '../../src/domain/chat/types.ts';
import type { MembersOutput } from '../chatChannel/chatChannel.actors.ts';
import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { AddMembersInput, RemoveMemberInput, SetAdminInput } from './channelMembers.actors.ts';
import {
  canAddPhones,
  everyMember,
  type MembersChannel,
  managesMembers,
  mayDelete,
  mayDismissAdmin,
  mayMakeAdmin,
  mayRemove,
  offersDelete,
  phonesOf,
} from './channelMembers.rules.ts';

export type ChannelMembersInput = { channel: MembersChannel; me: ChatMe };

export type ChannelMembersContext = ChannelMembersInput & {
  members: MembersOutput | null;
  /** What is typed in Add: kept through failures, cleared once added. */
  phones: string;
  asAdmin: boolean;
  /** The member an action is about (the one to remove, make or dismiss as admin). */
  target: ChatMember | null;
  /** The server's words after a failure. */
  error: string | null;
};

export type ChannelMembersEvent =
  | { type: 'phones.change'; value: string }
  | { type: 'asAdmin.change'; value: boolean }
  | { type: 'members.add' }
  | { type: 'members.retry' }
  | { type: 'member.makeAdmin'; member: ChatMember }
  | { type: 'member.dismissAdmin'; member: ChatMember }
  | { type: 'member.remove'; member: ChatMember }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'channel.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'channel.leave' };

const memberOf = (event: ChannelMembersEvent) => ('member' in event ? event.member : null);
/** The event's member, when the list read shows them (nothing else can be pressed). */
const listedOf = (context: ChannelMembersContext, event: ChannelMembersEvent) => {
  const member = memberOf(event);
  const listed = context.members ? everyMember(context.members) : [];
  return member && listed.some((m) => m.id === member.id) ? member : null;
};
const outputOf = (event: unknown) => (event as { output: MembersOutput }).output;
const errorOf = (event: unknown) => toServiceError((event as { error?: unknown }).error).message;

/**
 * A channel's members and what its admins do with them (issue 19 §2 'Members'; spec part 2 §4–§6):
 * the list (admins marked), Add by comma-separated numbers (optionally as admins), Make Admin,
 * Dismiss as Admin, Remove after a confirmation, Delete Channel (the creator, under 1000 members;
 * otherwise the spec's words), Leave. Leaving or deleting ends in `gone`: the host drops the
 * channel and clears the selection. Nothing typed is lost to a failure.
 */
export const channelMembersMachine = setup({
  types: {
    input: {} as ChannelMembersInput,
    context: {} as ChannelMembersContext,
    events: {} as ChannelMembersEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    listChannelMembers: unprovided<MembersOutput, { channel_name: string }>('listChannelMembers'),
    addMembers: unprovided<MembersOutput, AddMembersInput>('addMembers'),
    setMemberAdmin: unprovided<MembersOutput, SetAdminInput>('setMemberAdmin'),
    removeMember: unprovided<MembersOutput, RemoveMemberInput>('removeMember'),
    deleteChannel: unprovided<unknown, { channel_id: number }>('deleteChannel'),
    leaveChannel: unprovided<unknown, { channel_name: string }>('leaveChannel'),
  },
  guards: {
    managesMembers: ({ context }) => managesMembers(context.members, context.me),
    hasPhones: ({ context }) => canAddPhones(context.phones),
    mayMakeAdmin: ({ context, event }) => {
      const member = listedOf(context, event);
      return member !== null && mayMakeAdmin(member);
    },
    mayDismissAdmin: ({ context, event }) => {
      const member = listedOf(context, event);
      return member !== null && mayDismissAdmin(context.channel, member);
    },
    mayRemove: ({ context, event }) => {
      const member = listedOf(context, event);
      return member !== null && mayRemove(context.channel, member, context.me);
    },
    offersDelete: ({ context }) => offersDelete(context.channel, context.me),
    noMembersYet: ({ context }) => !context.members || everyMember(context.members).length === 0,
    mayDelete: ({ context }) =>
      mayDelete(context.channel, context.me, everyMember(context.members!).length),
    isGroup: ({ context }) => context.channel.type !== 'p2p',
  },
  actions: {
    keepMembers: assign(({ event }) => ({ members: outputOf(event), error: null })),
    keepError: assign(({ event }) => ({ error: errorOf(event) })),
    assignTarget: assign(({ event }) => ({ target: memberOf(event) })),
    clearTarget: assign({ target: null }),
    /** Tells the host the channel is gone for this user (left or deleted). */
    channelGone: () => {},
  },
}).createMachine({
  id: 'channelMembers',
  context: ({ input }) => ({
    channel: input.channel,
    me: input.me,
    members: null,
    phones: '',
    asAdmin: false,
    target: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listChannelMembers',
        src: 'listChannelMembers',
        input: ({ context }) => ({ channel_name: context.channel.name }),
        onDone: { target: 'panel', actions: 'keepMembers' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: 'error', on: { 'members.retry': 'loading' } },
    panel: {
      initial: 'idle',
      on: {
        'phones.change': {
          guard: 'managesMembers',
          target: '.idle',
          actions: assign(({ event }) => ({ phones: event.value })),
        },
        'asAdmin.change': {
          guard: 'managesMembers',
          target: '.idle',
          actions: assign(({ event }) => ({ asAdmin: event.value })),
        },
        'members.add': { guard: and(['managesMembers', 'hasPhones']), target: 'adding' },
        'member.makeAdmin': {
          guard: and(['managesMembers', 'mayMakeAdmin']),
          target: 'makingAdmin',
          actions: 'assignTarget',
        },
        'member.dismissAdmin': {
          guard: and(['managesMembers', 'mayDismissAdmin']),
          target: 'dismissingAdmin',
          actions: 'assignTarget',
        },
        'member.remove': {
          guard: and(['managesMembers', 'mayRemove']),
          target: 'confirmRemove',
          actions: 'assignTarget',
        },
        'channel.delete': [
          { guard: and(['offersDelete', 'noMembersYet']), target: '.waitForMembers' },
          { guard: and(['offersDelete', 'mayDelete']), target: 'confirmDelete' },
          { guard: 'offersDelete', target: '.cannotDelete' },
        ],
        'channel.leave': { guard: 'isGroup', target: 'leaving' },
      },
      states: {
        idle: {},
        added: {
          description: "'Member Added successfully' (as admins: 'Member made admin successfully')",
        },
        madeAdmin: { description: "'Member made admin successfully'" },
        waitForMembers: {
          description: "'Please wait till we get all the group members'",
          tags: 'error',
        },
        cannotDelete: { description: "'You can't delete this channel'", tags: 'error' },
        failed: { description: "the server's words; what was typed kept", tags: 'error' },
      },
    },
    confirmRemove: {
      on: {
        'remove.confirm': 'removing',
        'remove.cancel': { target: 'panel.idle', actions: 'clearTarget' },
      },
    },
    confirmDelete: {
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'panel.idle' },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addMembers',
        src: 'addMembers',
        input: ({ context }) => ({
          channel_name: context.channel.name,
          usernames: phonesOf(context.phones),
          is_admin: context.asAdmin,
        }),
        onDone: {
          target: 'panel.added',
          actions: ['keepMembers', assign({ phones: '' })],
        },
        onError: { target: 'panel.failed', actions: 'keepError' },
      },
    },
    makingAdmin: {
      tags: 'busy',
      invoke: {
        id: 'setMemberAdmin',
        src: 'setMemberAdmin',
        input: ({ context }) => ({
          channel_name: context.channel.name,
          user_id: context.target!.id,
          is_admin: true,
        }),
        onDone: { target: 'panel.madeAdmin', actions: ['keepMembers', 'clearTarget'] },
        onError: { target: 'panel.failed', actions: ['keepError', 'clearTarget'] },
      },
    },
    dismissingAdmin: {
      tags: 'busy',
      invoke: {
        id: 'dismissAdmin',
        src: 'setMemberAdmin',
        input: ({ context }) => ({
          channel_name: context.channel.name,
          user_id: context.target!.id,
          is_admin: false,
        }),
        onDone: { target: 'panel.idle', actions: ['keepMembers', 'clearTarget'] },
        onError: { target: 'panel.failed', actions: ['keepError', 'clearTarget'] },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context }) => ({
          channel_name: context.channel.name,
          user_id: context.target!.id,
        }),
        onDone: { target: 'panel.idle', actions: ['keepMembers', 'clearTarget'] },
        onError: { target: 'panel.failed', actions: ['keepError', 'clearTarget'] },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteChannel',
        src: 'deleteChannel',
        input: ({ context }) => ({ channel_id: context.channel.channel_id }),
        onDone: { target: 'gone', actions: 'channelGone' },
        onError: { target: 'panel.failed', actions: 'keepError' },
      },
    },
    leaving: {
      tags: 'busy',
      invoke: {
        id: 'leaveChannel',
        src: 'leaveChannel',
        input: ({ context }) => ({ channel_name: context.channel.name }),
        onDone: { target: 'gone', actions: 'channelGone' },
        onError: { target: 'panel.failed', actions: 'keepError' },
      },
    },
    gone: { type: 'final' },
  },
});
