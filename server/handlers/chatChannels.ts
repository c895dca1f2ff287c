// The chat's channels: the list, search, one channel, one-to-ones, joining and leaving, each
// member's favourite / notification / read state, and the member list.
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import {
  refused,
  requireChannel,
  requireMember,
  requireReader,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import {
  addMember,
  channelPage,
  createChannel,
  findChannels,
  findPeople,
  p2pChannelOf,
} from '../chat/channels.ts';
import { publishRetained } from '../chat/events.ts';
import { BANNED_HERE, isBannedFrom } from '../chat/moderation.ts';
import { personByUsername } from '../chat/people.ts';
import { channelById, channelView, type MemberListRow, memberOf } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { all, run } from '../db/statements.ts';
import { badRequest, HttpError } from '../errors.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type ChannelOps =
  | 'listChannels'
  | 'searchChannels'
  | 'getChannel'
  | 'startPrivateChat'
  | 'joinChannel'
  | 'leaveChannel'
  | 'setChannelFavourite'
  | 'setChannelNotification'
  | 'markChannelRead'
  | 'listChannelMembers';

export function chatChannelHandlers(ctx: Ctx): Handlers<operations, ChannelOps> {
  const { db, publish } = ctx;
  return {
    async listChannels(request) {
      const viewer = viewerOf(request);
      const { start, entries, filter } = request.body;
      const { rows, total } = channelPage(db, viewer.id, filter, start, entries);
      return { channels: rows.map((row) => channelView(db, row, viewer)), total };
    },

    async searchChannels(request) {
      const viewer = viewerOf(request);
      const text = request.query.name.trim();
      if (!text) throw badRequest('Type part of a name to search.');
      const conversations = request.query.scope === 'conversation';
      return {
        channels: findChannels(db, viewer.id, text, conversations).map((row) =>
          channelView(db, row, viewer),
        ),
        people: conversations ? findPeople(db, viewer.id, text) : [],
      };
    },

    async getChannel(request) {
      const viewer = viewerOf(request);
      const channel = requireChannel(db, request.query.name);
      requireReader(db, channel, viewer);
      return channelView(db, channel, viewer);
    },

    async startPrivateChat(request, reply) {
      const viewer = writerOf(request);
      const { username } = request.body;
      if (!/^[0-9]{10}$/.test(username)) throw badRequest('username must be a 10 digit number');
      if (username === viewer.username) throw badRequest('You cannot start a chat with yourself.');
      const other = personByUsername(db, username);
      if (!other) throw new HttpError(404, { error: 'Username not found' });
      let created = false;
      const channel = transaction(db, () => {
        const existing = p2pChannelOf(db, viewer.id, other.id);
        if (existing) return existing;
        const at = nowIso();
        const id = createChannel(db, {
          type: 'p2p',
          displayName: `${viewer.name} & ${other.name}`.slice(0, 100),
          creatorId: viewer.id,
          createdAt: at,
        });
        addMember(db, id, viewer.id, at);
        addMember(db, id, other.id, at);
        created = true;
        return channelById(db, id);
      });
      if (!channel) throw new Error('the new channel is missing');
      if (created) {
        record(db, viewer.id, 'chat.private', channel.name);
        await publishRetained(db, publish, request.log, channel);
      }
      reply.code(200);
      return { channel_name: channel.name, channel: channelView(db, channel, viewer) };
    },

    async joinChannel(request) {
      const viewer = writerOf(request);
      const { channel_name, force } = request.body;
      const channel = requireChannel(db, channel_name);
      if (channel.type === 'p2p') throw refused('A one-to-one conversation cannot be joined.');
      if (channel.type !== 'public' && !(force && viewer.superAdmin)) {
        throw refused('Only public channels can be joined.');
      }
      if (isBannedFrom(db, channel.id, viewer.id)) throw refused(BANNED_HERE);
      const { changes } = run(
        db,
        `INSERT OR IGNORE INTO chat_members (channel_id, user_id, is_admin, last_read_at, joined_at)
         VALUES (?, ?, 0, ?, ?)`,
        channel.id,
        viewer.id,
        nowIso(),
        nowIso(),
      );
      if (changes) {
        record(db, viewer.id, 'chat.join', channel.name);
        await publishRetained(db, publish, request.log, channel);
      }
      return channelView(db, channel, viewer);
    },

    async leaveChannel(request, reply) {
      const viewer = writerOf(request);
      const channel = requireChannel(db, request.body.channel_name);
      requireMember(db, channel, viewer);
      if (channel.type === 'p2p') throw badRequest('A one-to-one conversation cannot be left.');
      run(
        db,
        'DELETE FROM chat_members WHERE channel_id = ? AND user_id = ?',
        channel.id,
        viewer.id,
      );
      record(db, viewer.id, 'chat.leave', channel.name);
      // The one who left hears it too (their other tabs drop the channel).
      await publishRetained(db, publish, request.log, channel, [viewer]);
      reply.code(204);
      return reply.send() as never;
    },

    async setChannelFavourite(request) {
      const viewer = writerOf(request);
      const { channel_name, fav } = request.body;
      const channel = requireChannel(db, channel_name);
      requireMember(db, channel, viewer);
      run(
        db,
        'UPDATE chat_members SET fav = ? WHERE channel_id = ? AND user_id = ?',
        fav ? 1 : 0,
        channel.id,
        viewer.id,
      );
      return { fav };
    },

    async setChannelNotification(request) {
      const viewer = writerOf(request);
      const { channel: name, notification } = request.body;
      const channel = requireChannel(db, name);
      requireMember(db, channel, viewer);
      run(
        db,
        'UPDATE chat_members SET notification = ? WHERE channel_id = ? AND user_id = ?',
        notification ? 1 : 0,
        channel.id,
        viewer.id,
      );
      return { notification };
    },

    async markChannelRead(request, reply) {
      const viewer = writerOf(request);
      const channel = requireChannel(db, request.body.channel_name);
      requireMember(db, channel, viewer);
      // Read up to the newest message itself (not up to now): a message stored in the same
      // millisecond as this call still counts as unread.
      run(
        db,
        `UPDATE chat_members SET last_read_at = max(last_read_at,
           coalesce((SELECT max(created_at) FROM chat_messages WHERE channel_id = ?), ''))
         WHERE channel_id = ? AND user_id = ?`,
        channel.id,
        channel.id,
        viewer.id,
      );
      reply.code(204);
      return reply.send() as never;
    },

    async listChannelMembers(request) {
      const viewer = viewerOf(request);
      const channel = requireChannel(db, request.query.channel_name);
      requireMember(db, channel, viewer);
      const rows = all<MemberListRow & { business: number }>(
        db,
        `SELECT u.id, u.username, u.name, s.profile_pic, cm.is_admin,
                EXISTS (SELECT 1 FROM business_profiles b WHERE b.user_id = u.id) AS business
         FROM chat_members cm JOIN users u ON u.id = cm.user_id
         LEFT JOIN staff_profiles s ON s.user_id = u.id
         WHERE cm.channel_id = ? ORDER BY u.name, u.id`,
        channel.id,
      );
      const members = rows.map((row) => memberOf(row, channel.creator_id));
      const current = members.find((member) => member.id === viewer.id);
      if (!current) throw refused('You are not a member of this channel');
      // Members with a business profile who are not admins are business users (spec part 2 §6):
      // only the super admin sees them.
      const isBusiness = new Set(rows.filter((row) => row.business === 1).map((row) => row.id));
      const normal = members.filter((member) => !member.admin);
      return {
        admins: members.filter((member) => member.admin),
        normal_users: normal.filter((member) => !isBusiness.has(member.id)),
        current_member: current,
        ...(viewer.superAdmin
          ? { business_users: normal.filter((member) => isBusiness.has(member.id)) }
          : {}),
      };
    },
  };
}
