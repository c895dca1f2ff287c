// Contract cases of a member's dialog: where the member stands, Disable Chat, Block User and its
// undoing, Ban User.
import { demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function chatModerationCases(h: Harness): Record<string, Case> {
  const SUPER = demoUser('is_kosh_superadmin').username;
  /** A team channel far from the ones the members' cases change, and a plain member of it. */
  const member = () =>
    h.db
      .prepare(
        `SELECT c.name AS channel, u.username FROM chat_members cm
         JOIN chat_channels c ON c.id = cm.channel_id JOIN users u ON u.id = cm.user_id
         WHERE c.type = 'team' AND cm.is_admin = 0 AND c.creator_id != u.id AND u.username != ?
         ORDER BY c.id, u.id LIMIT 1`,
      )
      .get(SUPER) as { channel: string; username: string };
  return {
    getChatUserProfile: {
      valid: async () => {
        const { channel, username } = member();
        return [
          await h.call('getChatUserProfile', { query: { username, channel_name: channel } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('getChatUserProfile', { query: { username: '', channel_name: 'x' } }),
        400,
      ],
    },
    setChatDisabled: {
      // Enabling a user whose chat is on changes nothing the other cases rely on.
      valid: async () => [
        await h.call('setChatDisabled', { body: { username: member().username, disable: false } }),
        200,
      ],
      invalid: async () => [
        await h.call('setChatDisabled', { body: { username: member().username } }),
        400,
      ],
    },
    blockChatUser: {
      valid: async () => {
        const { channel, username } = member();
        return [await h.call('blockChatUser', { body: { username, channel_name: channel } }), 200];
      },
      invalid: async () => [
        await h.call('blockChatUser', { body: { channel_name: member().channel } }),
        400,
      ],
    },
    unblockChatUser: {
      // Unblocking a member who is not blocked answers the same, and changes nothing.
      valid: async () => {
        const { channel, username } = member();
        return [
          await h.call('unblockChatUser', { body: { username, channel_name: channel } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('unblockChatUser', { body: { username: member().username } }),
        400,
      ],
    },
    banChatUser: {
      valid: async () => {
        const { channel, username } = member();
        return [await h.call('banChatUser', { body: { username, channel_name: channel } }), 200];
      },
      invalid: async () => [
        await h.call('banChatUser', { body: { channel_name: member().channel } }),
        400,
      ],
    },
  };
}
