// Contract cases of a channel's members: add, make or dismiss admin, remove, delete.
import { demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export function chatMemberCases(h: Harness): Record<string, Case> {
  /** A team channel (the super admin administers each) and its creator, by offset. */
  const team = (offset: number) =>
    h.db
      .prepare(
        `SELECT c.id, c.name, c.creator_id, u.username AS creator FROM chat_channels c
         JOIN users u ON u.id = c.creator_id WHERE c.type = 'team' ORDER BY c.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(offset) as { id: number; name: string; creator_id: number; creator: string };
  const idOf = (username: string) =>
    (h.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
  const someone = () => idOf(demoUser('is_job_manager').username);
  return {
    addGroupMembers: {
      valid: async () => [
        await h.call('addGroupMembers', {
          body: { user_ids: [someone()], channel_name: team(0).name, is_admin: false },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addGroupMembers', { body: { user_ids: [], channel_name: team(0).name } }),
        400,
      ],
    },
    makeChannelAdmin: {
      valid: async () => [
        await h.call('makeChannelAdmin', {
          body: { user_id: team(1).creator_id, channel_name: team(1).name, is_admin: true },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('makeChannelAdmin', {
          body: { user_id: team(1).creator_id, channel_name: team(1).name, is_admin: false },
        }),
        400,
      ],
    },
    removeGroupMembers: {
      valid: async () => {
        const channel = team(2);
        await h.call('addGroupMembers', {
          body: { user_ids: [someone()], channel_name: channel.name, is_admin: false },
        });
        return [
          await h.call('removeGroupMembers', {
            body: { user_ids: [someone()], channel_name: channel.name },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('removeGroupMembers', { body: { user_ids: [0], channel_name: team(2).name } }),
        400,
      ],
    },
    deleteChannel: {
      valid: async () => {
        const channel = team(3);
        return [
          await h.call('deleteChannel', {
            token: h.tokenOf({ username: channel.creator }),
            params: { channel_id: channel.id },
          }),
          204,
        ];
      },
      invalid: async () => [
        await h.call('deleteChannel', { params: { channel_id: team(4).id } }),
        400,
      ],
    },
  };
}
