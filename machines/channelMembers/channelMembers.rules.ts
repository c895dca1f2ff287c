import type { ChatChannel, ChatMember } from '../../src/domain/chat/types.ts';
import type { MembersOutput } from '../chatChannel/chatChannel.actors.ts';
import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';
import { PHONE_LENGTH, phonesOf } from '../shared/phoneList.ts';

export { PHONE_LENGTH, phonesOf };

/* Who may manage a channel's members, and what Add takes (spec part 2 §5, §6): pure. */

/** A channel this big cannot be deleted (spec §5, §9). */
export const DELETE_MEMBER_LIMIT = 1000;

/** Add is possible: at least 10 characters typed and some 10-character entry among them. */
export const canAddPhones = (value: string) =>
  value.trim().length >= PHONE_LENGTH && phonesOf(value).length > 0;

export type MembersChannel = Pick<ChatChannel, 'name' | 'channel_id' | 'type' | 'creator'>;

export const everyMember = (members: MembersOutput) => [
  ...members.admins,
  ...members.normal_users,
  ...(members.business_users ?? []),
];

/** A business member (shown to the super admin only, marked as such). */
export const isBusinessUser = (members: MembersOutput, member: { id: number }) =>
  (members.business_users ?? []).some((each) => each.id === member.id);

/** Channel admins and the super admin manage members (spec §6). */
export const managesMembers = (members: MembersOutput | null, me: ChatMe) =>
  me.isSuperAdmin || members?.current_member.admin === true;

/** Delete Channel is offered to the creator, and to the super admin on non-public channels. */
export const offersDelete = (channel: MembersChannel, me: ChatMe) =>
  channel.type !== 'p2p' &&
  (channel.creator === me.username || (me.isSuperAdmin && channel.type !== 'public'));

/** Delete is allowed to the creator of a channel of fewer than 1000 members (spec §5). */
export const mayDelete = (channel: MembersChannel, me: ChatMe, memberCount: number) =>
  channel.creator === me.username && memberCount < DELETE_MEMBER_LIMIT;

/** What a manager may do to one member: the creator stays an admin and in the channel. */
export const mayMakeAdmin = (member: ChatMember) => !member.admin;
export const mayDismissAdmin = (channel: MembersChannel, member: ChatMember) =>
  member.admin && member.username !== channel.creator;
export const mayRemove = (channel: MembersChannel, member: ChatMember, me: ChatMe) =>
  member.username !== channel.creator && member.username !== me.username;
