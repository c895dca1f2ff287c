// A channel's messages: paging, search, sending (with a file, a reply or a location; the outbox's
// client_id makes a resend harmless), pins, deletion, and the files sent.
import type { components, operations } from '../../openapi/generated/chat.ts';
import {
  canModerate,
  isChannelAdmin,
  refused,
  requireChannel,
  requireMember,
  requireReader,
  type Viewer,
  viewerOf,
  writerOf,
} from '../chat/access.ts';
import {
  publishDeleted,
  publishNewMessage,
  publishRetained,
  recipientsOf,
} from '../chat/events.ts';
import {
  type CheckedFile,
  checkedChatFile,
  readChatFile,
  removeChatFile,
  storeChatFile,
  writeChatFile,
} from '../chat/files.ts';
import { insertMessage, messagePage, searchMessages } from '../chat/messages.ts';
import { requireMayPost } from '../chat/moderation.ts';
import { type ChannelRow, channelById, channelView, messageById } from '../chat/records.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type Upload = components['schemas']['ChatMessageUpload'];
type MessageOps =
  | 'listChannelMessages'
  | 'searchChannelMessages'
  | 'sendChannelMessage'
  | 'pinChannelMessage'
  | 'unpinChannelMessage'
  | 'deleteChannelMessage'
  | 'getChatFile';

type MessageRef = { id: number; channel_id: number; user_id: number; text: string };

/** An ISO time from the query (exclusive page bound); 400 when it is not a time. */
function timeOf(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${name} must be a date-time (ISO 8601).`);
  return new Date(ms).toISOString();
}

function locationOf(value: string | undefined): { latitude: number; longitude: number } | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest('location must be JSON like {"latitude": 12.97, "longitude": 77.59}.');
  }
  const { latitude, longitude } = (parsed ?? {}) as Record<string, unknown>;
  if (
    typeof latitude !== 'number' ||
    typeof longitude !== 'number' ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw badRequest('location needs a latitude (-90 to 90) and a longitude (-180 to 180).');
  }
  return { latitude, longitude };
}

export function chatMessageHandlers(ctx: Ctx): Handlers<operations, MessageOps> {
  const { db, publish, config } = ctx;

  const requireMessage = (raw: string): { message: MessageRef; channel: ChannelRow } => {
    if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw badRequest('message_id must be a message id.');
    const message = one<MessageRef>(
      db,
      'SELECT id, channel_id, user_id, text FROM chat_messages WHERE id = ?',
      Number(raw),
    );
    const channel = message && channelById(db, message.channel_id);
    if (!message || !channel) throw notFound('Message not found');
    return { message, channel };
  };

  /** The message this client id already made, if any. */
  const sentBefore = (viewer: Viewer, clientId: string) =>
    one<{ id: number }>(
      db,
      'SELECT id FROM chat_messages WHERE user_id = ? AND client_id = ?',
      viewer.id,
      clientId,
    );

  const setPin = (channel: ChannelRow, messageId: number | null, viewer: Viewer) =>
    run(
      db,
      'UPDATE chat_channels SET pinned_message_id = ?, pinned_at = ?, pinned_by_id = ? WHERE id = ?',
      messageId,
      messageId === null ? null : nowIso(),
      messageId === null ? null : viewer.id,
      channel.id,
    );

  return {
    async listChannelMessages(request) {
      const viewer = viewerOf(request);
      const { channel: name, entries = 50, end_time, start_time } = request.query;
      const channel = requireChannel(db, name);
      requireReader(db, channel, viewer);
      return messagePage(db, channel.id, {
        entries,
        endTime: timeOf(end_time, 'end_time'),
        startTime: timeOf(start_time, 'start_time'),
      });
    },

    async searchChannelMessages(request) {
      const viewer = viewerOf(request);
      const { channel: name, q, entries = 20 } = request.query;
      const channel = requireChannel(db, name);
      requireReader(db, channel, viewer);
      const text = q.trim();
      if (!text) throw badRequest('Type a word to search for.');
      return { messages: searchMessages(db, channel.id, text, entries) };
    },

    async sendChannelMessage(request, reply) {
      const viewer = writerOf(request);
      const body = (request.body ?? {}) as Upload;
      const channel = requireChannel(db, body.channel);
      requireMember(db, channel, viewer);
      const earlier = sentBefore(viewer, body.client_id);
      if (earlier) {
        reply.code(200);
        return messageById(db, earlier.id) as never;
      }
      // A repeat of a message already taken answers as before; a new one is refused when moderated.
      requireMayPost(db, channel, viewer.id);
      const text = body.text ?? '';
      if (text.length > 500) throw badRequest('A message is at most 500 characters.');
      const location = locationOf(body.location);
      const file: CheckedFile | null = checkedChatFile(request);
      if (!text.trim() && !location && !file) {
        throw badRequest('Nothing to send: write a message, or attach a file or a location.');
      }
      let repliedTo: { id: number; text: string; userId: number } | null = null;
      if (body.replied_to !== undefined && body.replied_to !== '') {
        const quoted = /^[1-9][0-9]{0,15}$/.test(body.replied_to)
          ? one<MessageRef>(
              db,
              'SELECT id, channel_id, user_id, text FROM chat_messages WHERE id = ?',
              Number(body.replied_to),
            )
          : undefined;
        if (!quoted || quoted.channel_id !== channel.id) {
          throw badRequest('The message replied to is not in this channel.');
        }
        repliedTo = { id: quoted.id, text: quoted.text, userId: quoted.user_id };
      }
      const stored = file ? storeChatFile(config.DATA_DIR, file.ext, file.data) : null;
      let id: number;
      try {
        id = transaction(db, () => {
          const messageId = insertMessage(db, {
            channelId: channel.id,
            userId: viewer.id,
            clientId: body.client_id,
            text,
            repliedTo,
            location,
          });
          if (file && stored) {
            run(
              db,
              `INSERT INTO chat_files (message_id, kind, name, mime_type, size, file_name)
               VALUES (?, ?, ?, ?, ?, ?)`,
              messageId,
              file.kind,
              file.name,
              file.mimeType,
              file.data.length,
              stored,
            );
          }
          return messageId;
        });
      } catch (error) {
        if (stored) removeChatFile(config.DATA_DIR, stored);
        // The same client id sent twice at once: the other request stored it first.
        const raced = sentBefore(viewer, body.client_id);
        if (!raced) throw error;
        reply.code(200);
        return messageById(db, raced.id) as never;
      }
      const message = messageById(db, id);
      if (!message) throw new Error('the stored message is missing');
      await publishNewMessage(db, publish, request.log, message, channel.id);
      reply.code(201);
      return message;
    },

    async pinChannelMessage(request) {
      const viewer = writerOf(request);
      const { message, channel } = requireMessage(request.params.message_id);
      if (!canModerate(db, channel, viewer)) {
        throw refused("You don't have permission to pin this message.");
      }
      setPin(channel, message.id, viewer);
      const updated = channelById(db, channel.id) as ChannelRow;
      await publishRetained(db, publish, request.log, updated);
      return channelView(db, updated, viewer);
    },

    async unpinChannelMessage(request) {
      const viewer = writerOf(request);
      const { message, channel } = requireMessage(request.params.message_id);
      if (!canModerate(db, channel, viewer)) {
        throw refused("You don't have permission to unpin this message.");
      }
      if (channel.pinned_message_id === message.id) {
        setPin(channel, null, viewer);
        const updated = channelById(db, channel.id) as ChannelRow;
        await publishRetained(db, publish, request.log, updated);
        return channelView(db, updated, viewer);
      }
      return channelView(db, channel, viewer);
    },

    async deleteChannelMessage(request, reply) {
      const viewer = writerOf(request);
      const { message, channel } = requireMessage(request.params.message_id);
      if (message.user_id !== viewer.id && !isChannelAdmin(db, channel, viewer)) {
        throw refused("You don't have permission to delete this message.");
      }
      const file = one<{ file_name: string }>(
        db,
        'SELECT file_name FROM chat_files WHERE message_id = ?',
        message.id,
      );
      const wasPinned = channel.pinned_message_id === message.id;
      transaction(db, () => {
        if (wasPinned) setPin(channel, null, viewer);
        run(db, 'DELETE FROM chat_files WHERE message_id = ?', message.id);
        run(db, 'DELETE FROM chat_messages WHERE id = ?', message.id);
        run(
          db,
          `UPDATE chat_channels SET last_message_at = coalesce(
             (SELECT max(created_at) FROM chat_messages WHERE channel_id = ?), created_at)
           WHERE id = ?`,
          channel.id,
          channel.id,
        );
      });
      if (file) removeChatFile(config.DATA_DIR, file.file_name);
      await publishDeleted(
        publish,
        request.log,
        recipientsOf(db, channel.id),
        channel.name,
        String(message.id),
      );
      if (wasPinned) {
        await publishRetained(db, publish, request.log, channelById(db, channel.id) as ChannelRow);
      }
      reply.code(204);
      return reply.send() as never;
    },

    async getChatFile(request, reply) {
      const viewer = viewerOf(request);
      const row = one<{
        name: string;
        mime_type: string;
        file_name: string;
        seed_file: string | null;
        channel_id: number;
      }>(
        db,
        `SELECT f.name, f.mime_type, f.file_name, f.seed_file, m.channel_id
         FROM chat_files f JOIN chat_messages m ON m.id = f.message_id WHERE f.id = ?`,
        request.params.file_id,
      );
      const channel = row && channelById(db, row.channel_id);
      if (!row || !channel) throw notFound('File not found');
      requireReader(db, channel, viewer);
      let bytes = readChatFile(config.DATA_DIR, row.file_name);
      if (!bytes && row.seed_file) {
        // A seeded file is generated on first use (the seed itself writes no files).
        const { seedChatFileBytes } = await import('../seed/chatFiles.ts');
        const made = await seedChatFileBytes(row.seed_file);
        if (made) {
          writeChatFile(config.DATA_DIR, row.file_name, made);
          bytes = Buffer.from(made);
        }
      }
      if (!bytes) throw notFound('File not found');
      // Pictures, videos and PDFs show in place; anything else is only downloaded.
      const inline = /^(image|video)\//.test(row.mime_type) || row.mime_type === 'application/pdf';
      reply
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${row.name.replace(/["\\\r\n]/g, '_')}"`,
        )
        .type(row.mime_type);
      return reply.send(bytes) as never;
    },
  };
}
