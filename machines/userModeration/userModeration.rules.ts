import type { ChatMember } from '../../src/domain/chat/types.ts';
import type { ChatMe } from '../chatChannel/chatChannel.rules.ts';

/* Who may open a member's dialog and what it offers (spec part 2 §6): pure. */

/** Where the user stands, as chat/user-profile-name answers it. */
export type UserModeration = {
  user_id: number;
  username: string;
  name: string;
  chat_disabled: boolean;
  blocked: boolean;
  /** The viewer may ban this user from the channel (a channel admin or the super admin). */
  can_ban: boolean;
};

/** The person the dialog is about, as a message or the member list shows them. */
export type ModeratedUser = { username: string; name: string; image: string | null };

/**
 * The super admin, and business members of the channel, open a member's number by tapping the
 * avatar; never their own. `current` is the viewer's membership (null until it is read).
 */
export const opensUserDialog = (
  me: ChatMe,
  current: Pick<ChatMember, 'business'> | null | undefined,
  username: string,
) => username !== me.username && (me.isSuperAdmin || current?.business === true);

/** A blacklist from this dialog starts at level 1 (0 is "not blacklisted"). */
export const FIRST_BLACKLIST_LEVEL = 1;
