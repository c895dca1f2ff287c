import type { ChatMember } from '../../src/domain/chat/types.ts';
import type { MembersOutput } from '../chatChannel/chatChannel.actors.ts';
import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';
import type { MembersChannel } from './channelMembers.rules.ts';

/* Sample team channel and people the member panel's paths, tests and stories share. */

const person = (id: number, username: string, name: string, admin: boolean): ChatMember => ({
  id,
  username,
  name,
  display: name,
  image: null,
  admin,
});

export const MEMBER_RAVI = person(1, '9123456780', 'Ravi Kumar', true);
export const MEMBER_ME = person(2, '9876543210', 'Asha Rao', true);
export const MEMBER_KIRAN = person(3, '9012345678', 'Kiran Shetty', true);
export const MEMBER_MEENA = person(4, '9988776655', 'Meena Iyer', false);
/** A member with a business profile: the super admin sees him, marked Business. */
export const MEMBER_DEV = person(5, '9000011122', 'Dev Traders', false);

/** Asha, an admin of Ravi's team channel. */
export const SAMPLE_ADMIN: ChatMe = {
  username: MEMBER_ME.username,
  name: MEMBER_ME.name,
  isSuperAdmin: false,
};
export const SAMPLE_TEAM: MembersChannel = {
  name: 'kosh/team/1000050',
  channel_id: 1000050,
  type: 'team',
  creator: MEMBER_RAVI.username,
};
/** The same channel created by Asha: she may delete it. */
export const SAMPLE_OWN_TEAM: MembersChannel = { ...SAMPLE_TEAM, creator: MEMBER_ME.username };
/** The super admin, a plain member of Ravi's channel. */
export const SAMPLE_SUPER_ADMIN: ChatMe = {
  username: MEMBER_MEENA.username,
  name: MEMBER_MEENA.name,
  isSuperAdmin: true,
};

export const SAMPLE_TEAM_MEMBERS: MembersOutput = {
  admins: [MEMBER_RAVI, MEMBER_ME, MEMBER_KIRAN],
  normal_users: [MEMBER_MEENA],
  current_member: MEMBER_ME,
};
/** Asha as the creator: Ravi is a plain admin she may dismiss. */
export const SAMPLE_OWN_MEMBERS: MembersOutput = SAMPLE_TEAM_MEMBERS;
/** Meena's view (the super admin, not a channel admin): the business users too. */
export const SAMPLE_MEMBERS_OF_SUPER_ADMIN: MembersOutput = {
  ...SAMPLE_TEAM_MEMBERS,
  current_member: MEMBER_MEENA,
  business_users: [MEMBER_DEV],
};
export const NO_MEMBERS: MembersOutput = {
  admins: [],
  normal_users: [],
  current_member: MEMBER_ME,
};
