// A channel's members (issue 19 §2 'Members'): adding, making or dismissing admins, removing, and
// deleting the channel. Channel admins and the super admin manage members; only the creator
// deletes, and only a channel of fewer than 1000 members (spec part 2 §5).
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import type { Viewer } from '../chat/access.ts';
import { isChannelAdmin, refused, requireChannel, writerOf } from '../chat/access.ts';
import { publishRetained, recipientsOf } from '../chat/events.ts';
import { type ChannelRow, channelById } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type MemberOps = 'addGroupMembers' | 'makeChannelAdmin' | 'removeGroupMembers' | 'deleteChannel';

/** The spec's words for a refused delete (part 2 §8). */
export const CANNOT_DELETE = "You can't delete this channel";
/** A channel this big cannot be deleted (spec part 2 §5, §9). */
export const DELETE_MEMBER_LIMIT = 1000;

/** The channel, when the caller is a channel admin or the super admin (403 otherwise). */
function managedChannel(db: Db, name: string, viewer: Viewer): ChannelRow {
  const channel = requireChannel(db, name);
  if (channel.type === 'p2p')
    throw badRequest('A one-to-one conversation has no members to manage.');
  if (!isChannelAdmin(db, channel, viewer)) {
    throw refused('Only channel admins can manage members.');
  }
  return channel;
}

/** The users of these ids, in order; 404 naming the first unknown one. */
function usersOf(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = all<{ id: number; username: string }>(
    db,
    `SELECT id, username FROM users WHERE id IN (${unique.map(() => '?').join(',')})`,
    ...unique,
  );
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`User ${missing} not found`);
  return rows;
}

export function chatMemberHandlers(ctx: Ctx): Handlers<operations, MemberOps> {
  const { db, publish } = ctx;
  return {
    async addGroupMembers(request) {
      const viewer = writerOf(request);
      const { user_ids, channel_name, is_admin } = request.body;
      const channel = managedChannel(db, channel_name, viewer);
      const users = usersOf(db, user_ids);
      const at = nowIso();
      transaction(db, () => {
        for (const user of users) {
          run(
            db,
            `INSERT INTO chat_members (channel_id, user_id, is_admin, last_read_at, joined_at)
             VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (channel_id, user_id) DO UPDATE SET is_admin = max(is_admin, excluded.is_admin)`,
            channel.id,
            user.id,
            is_admin ? 1 : 0,
            at,
            at,
          );
          // Added back by an admin: a ban from this channel is lifted.
          run(
            db,
            'DELETE FROM chat_bans WHERE channel_id = ? AND user_id = ?',
            channel.id,
            user.id,
          );
        }
      });
      record(db, viewer.id, 'chat.members.add', channel.name);
      // The users added see the channel appear in their list at once.
      await publishRetained(db, publish, request.log, channel);
      return { msg: is_admin ? 'Member made admin successfully' : 'Member Added successfully' };
    },

    async makeChannelAdmin(request) {
      const viewer = writerOf(request);
      const { user_id, channel_name, is_admin } = request.body;
      const channel = managedChannel(db, channel_name, viewer);
      if (!is_admin && user_id === channel.creator_id) {
        throw badRequest('The creator of the channel stays an admin.');
      }
      const { changes } = run(
        db,
        'UPDATE chat_members SET is_admin = ? WHERE channel_id = ? AND user_id = ?',
        is_admin ? 1 : 0,
        channel.id,
        user_id,
      );
      if (!changes) throw notFound('The user is not a member of this channel');
      record(db, viewer.id, is_admin ? 'chat.admin.make' : 'chat.admin.dismiss', channel.name);
      return { msg: is_admin ? 'Member made admin successfully' : 'Dismissed as admin' };
    },

    async removeGroupMembers(request) {
      const viewer = writerOf(request);
      const { user_ids, channel_name } = request.body;
      const channel = managedChannel(db, channel_name, viewer);
      if (user_ids.includes(channel.creator_id)) {
        throw badRequest('The creator of the channel cannot be removed.');
      }
      const users = usersOf(db, user_ids);
      transaction(db, () => {
        for (const user of users) {
          run(
            db,
            'DELETE FROM chat_members WHERE channel_id = ? AND user_id = ?',
            channel.id,
            user.id,
          );
        }
      });
      record(db, viewer.id, 'chat.members.remove', channel.name);
      // Those removed hear it too: the channel leaves their list.
      await publishRetained(db, publish, request.log, channel, users);
      return { msg: 'Member removed successfully' };
    },

    async deleteChannel(request, reply) {
      const viewer = writerOf(request);
      const channel = channelById(db, request.params.channel_id);
      if (!channel) throw notFound('Channel not found');
      const count =
        one<{ n: number }>(
          db,
          'SELECT count(*) AS n FROM chat_members WHERE channel_id = ?',
          channel.id,
        )?.n ?? 0;
      if (channel.creator_id !== viewer.id || count >= DELETE_MEMBER_LIMIT) {
        throw new HttpError(400, { error: CANNOT_DELETE });
      }
      const members = recipientsOf(db, channel.id);
      run(db, 'DELETE FROM chat_channels WHERE id = ?', channel.id);
      record(db, viewer.id, 'chat.delete', channel.name);
      // Every former member drops it from their list.
      await publishRetained(db, publish, request.log, channel, members);
      reply.code(204);
      return reply.send() as never;
    },
  };
}
