// A member's dialog (issue 19 §2 'Moderation'; spec part 2 §6, §7): where the user stands, Block
// User in a channel and its undoing (whoever may open the dialog), Ban from the channel (its admins
// and the super admin) and Disable/Enable Chat (the super admin only).
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import {
  isChannelAdmin,
  refused,
  requireChannel,
  type Viewer,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import { publishRetained } from '../chat/events.ts';
import {
  isBannedFrom,
  isBlockedIn,
  isChatDisabled,
  requireDialogOpener,
} from '../chat/moderation.ts';
import { type ChannelRow, membershipOf } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import { type Db, transaction } from '../db/database.ts';
import { run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { findUserByUsername } from '../staff.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type ModerationOps =
  | 'getChatUserProfile'
  | 'setChatDisabled'
  | 'blockChatUser'
  | 'unblockChatUser'
  | 'banChatUser';

export const BLOCKED = 'User blocked in this channel';
export const UNBLOCKED = 'User unblocked in this channel';
export const BANNED = 'User banned from this channel';
export const CHAT_DISABLED_MSG = 'Chat disabled for this user';
export const CHAT_ENABLED_MSG = 'Chat enabled for this user';

/** A user of the channel by number: 404 when there is none, or they are not a member. */
function memberByUsername(db: Db, channel: ChannelRow, username: string) {
  const user = findUserByUsername(db, username);
  if (!user || !membershipOf(db, channel.id, user.id)) {
    throw notFound(`${username} is not a member of this channel`);
  }
  return user;
}

const notSelf = (viewer: Viewer, username: string, what: string) => {
  if (viewer.username === username) throw badRequest(`You cannot ${what} yourself.`);
};

/** A channel admin or the super admin may ban anyone but themselves and the channel's creator. */
const mayBan = (db: Db, channel: ChannelRow, viewer: Viewer, user: { id: number }) =>
  channel.type !== 'p2p' &&
  user.id !== viewer.id &&
  user.id !== channel.creator_id &&
  isChannelAdmin(db, channel, viewer);

export function chatModerationHandlers(ctx: Ctx): Handlers<operations, ModerationOps> {
  const { db, publish } = ctx;
  return {
    async getChatUserProfile(request) {
      const viewer = viewerOf(request);
      const { username, channel_name } = request.query;
      const channel = requireChannel(db, channel_name);
      requireDialogOpener(db, channel, viewer);
      const user = memberByUsername(db, channel, username);
      return {
        user_id: user.id,
        username: user.username,
        name: user.name,
        chat_disabled: isChatDisabled(db, user.id),
        blocked: isBlockedIn(db, channel.id, user.id),
        can_ban: mayBan(db, channel, viewer, user),
      };
    },

    async setChatDisabled(request) {
      const viewer = writerOf(request);
      if (!viewer.superAdmin) throw refused('Only the super admin can disable chat.');
      const { username, disable } = request.body;
      notSelf(viewer, username, 'disable chat for');
      const user = findUserByUsername(db, username);
      if (!user) throw notFound('User not found');
      if (disable) {
        run(
          db,
          'INSERT OR IGNORE INTO chat_disabled_users (user_id, disabled_by, disabled_at) VALUES (?, ?, ?)',
          user.id,
          viewer.id,
          nowIso(),
        );
      } else {
        run(db, 'DELETE FROM chat_disabled_users WHERE user_id = ?', user.id);
      }
      record(db, viewer.id, disable ? 'chat.disable' : 'chat.enable', `user:${username}`);
      return { msg: disable ? CHAT_DISABLED_MSG : CHAT_ENABLED_MSG };
    },

    async blockChatUser(request) {
      const viewer = writerOf(request);
      const { username, channel_name } = request.body;
      const channel = requireChannel(db, channel_name);
      requireDialogOpener(db, channel, viewer);
      notSelf(viewer, username, 'block');
      const user = memberByUsername(db, channel, username);
      run(
        db,
        'INSERT OR IGNORE INTO chat_blocks (channel_id, user_id, blocked_by, blocked_at) VALUES (?, ?, ?, ?)',
        channel.id,
        user.id,
        viewer.id,
        nowIso(),
      );
      record(db, viewer.id, 'chat.block', channel.name, { username });
      return { msg: BLOCKED };
    },

    async unblockChatUser(request) {
      const viewer = writerOf(request);
      const { username, channel_name } = request.body;
      const channel = requireChannel(db, channel_name);
      requireDialogOpener(db, channel, viewer);
      const user = memberByUsername(db, channel, username);
      run(db, 'DELETE FROM chat_blocks WHERE channel_id = ? AND user_id = ?', channel.id, user.id);
      record(db, viewer.id, 'chat.unblock', channel.name, { username });
      return { msg: UNBLOCKED };
    },

    async banChatUser(request) {
      const viewer = writerOf(request);
      const { username, channel_name } = request.body;
      const channel = requireChannel(db, channel_name);
      if (channel.type === 'p2p') throw badRequest('A one-to-one conversation has no one to ban.');
      if (!isChannelAdmin(db, channel, viewer)) {
        throw refused('Only channel admins and the super admin can ban a member.');
      }
      notSelf(viewer, username, 'ban');
      // A retried ban (the first answer lost) finds them out already: answered as the first was.
      const banned = findUserByUsername(db, username);
      if (
        banned &&
        isBannedFrom(db, channel.id, banned.id) &&
        !membershipOf(db, channel.id, banned.id)
      ) {
        return { msg: BANNED };
      }
      const user = memberByUsername(db, channel, username);
      if (user.id === channel.creator_id) {
        throw badRequest('The creator of the channel cannot be banned from it.');
      }
      transaction(db, () => {
        run(
          db,
          'DELETE FROM chat_members WHERE channel_id = ? AND user_id = ?',
          channel.id,
          user.id,
        );
        run(
          db,
          'INSERT OR IGNORE INTO chat_bans (channel_id, user_id, banned_by, banned_at) VALUES (?, ?, ?, ?)',
          channel.id,
          user.id,
          viewer.id,
          nowIso(),
        );
      });
      record(db, viewer.id, 'chat.ban', channel.name, { username });
      // The banned user hears it: the channel leaves their list at once.
      await publishRetained(db, publish, request.log, channel, [user]);
      return { msg: BANNED };
    },
  };
}
