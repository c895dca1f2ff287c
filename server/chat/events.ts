// The chat's realtime events (ChatEvent), published on each member's personal topic once the write
// has committed. A failed publish is logged, never undoes the write: a client that missed an
// event catches up by paging with start_time.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { all } from '../db/statements.ts';
import { personalTopic } from '../realtime/credentials.ts';
import { type ChannelRow, type ChatMessage, channelView } from './records.ts';

export type Publish = (topic: string, payload: unknown) => Promise<void>;

type Recipient = { id: number; username: string };

export function recipientsOf(db: Db, channelId: number): Recipient[] {
  return all<Recipient>(
    db,
    `SELECT u.id, u.username FROM chat_members cm JOIN users u ON u.id = cm.user_id
     WHERE cm.channel_id = ?`,
    channelId,
  );
}

async function send(
  publish: Publish,
  log: FastifyBaseLogger,
  recipients: Recipient[],
  payloadOf: (to: Recipient) => unknown,
) {
  const results = await Promise.allSettled(
    recipients.map((to) => publish(personalTopic(to.username), payloadOf(to))),
  );
  for (const result of results) {
    if (result.status === 'rejected') log.warn({ err: result.reason }, 'chat event not published');
  }
}

export const publishNewMessage = (
  db: Db,
  publish: Publish,
  log: FastifyBaseLogger,
  message: ChatMessage,
  channelId: number,
) =>
  send(publish, log, recipientsOf(db, channelId), () => ({
    type: 'NEW_MESSAGE',
    channel: message.channel,
    message,
  }));

export const publishDeleted = (
  publish: Publish,
  log: FastifyBaseLogger,
  recipients: Recipient[],
  channel: string,
  messageId: string,
) =>
  send(publish, log, recipients, () => ({
    type: 'MESSAGE_DELETED',
    channel,
    message_id: messageId,
  }));

/** The channel's record as each recipient sees it (members, plus `extra`: one who just left). */
export const publishRetained = (
  db: Db,
  publish: Publish,
  log: FastifyBaseLogger,
  channel: ChannelRow,
  extra: Recipient[] = [],
) =>
  send(publish, log, [...recipientsOf(db, channel.id), ...extra], (to) => ({
    type: 'RETAINED',
    channel: channelView(db, channel, to),
  }));
