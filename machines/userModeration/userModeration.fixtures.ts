import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';
import type { ModeratedUser, UserModeration } from './userModeration.rules.ts';

/* Sample people for the member dialog's paths, tests and stories. Deterministic. */

export const MODERATION_CHANNEL = 'kosh/team/1000050';

export const SAMPLE_MEMBER: ModeratedUser = {
  username: '9988776655',
  name: 'Meena Iyer',
  image: null,
};

export const SAMPLE_STANDING: UserModeration = {
  user_id: 4,
  username: SAMPLE_MEMBER.username,
  name: SAMPLE_MEMBER.name,
  chat_disabled: false,
  blocked: false,
  can_ban: true,
};
/** Already blocked here and with chat disabled: Unblock User and Enable Chat are offered. */
export const SAMPLE_MODERATED: UserModeration = {
  ...SAMPLE_STANDING,
  chat_disabled: true,
  blocked: true,
};

/** The super admin. */
export const MODERATOR_SUPER_ADMIN: ChatMe = {
  username: '9000000001',
  name: 'Admin',
  isSuperAdmin: true,
};
/** A business member of the channel (not the super admin, nor its admin): Block User only. */
export const MODERATOR_BUSINESS: ChatMe = {
  username: '9123456780',
  name: 'Ravi Kumar',
  isSuperAdmin: false,
};
