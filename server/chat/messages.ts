// A channel's messages: stored with a time unique in the channel, paged by time either way, and
// searched by text.
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { type ChatMessage, MESSAGE_SELECT, type MessageRow, messageOf } from './records.ts';

export type NewMessage = {
  channelId: number;
  userId: number;
  clientId: string | null;
  text: string;
  repliedTo: { id: number; text: string; userId: number } | null;
  location: { latitude: number; longitude: number } | null;
};

/**
 * The time a new message gets: now, or a millisecond after the channel's newest message when
 * that is not earlier (two in the same millisecond, or a clock set back), so times never repeat.
 */
export function nextMessageTime(db: Db, channelId: number, now = new Date()): string {
  const newest = one<{ t: string }>(
    db,
    'SELECT max(created_at) AS t FROM chat_messages WHERE channel_id = ?',
    channelId,
  )?.t;
  if (!newest || newest < now.toISOString()) return now.toISOString();
  return new Date(Date.parse(newest) + 1).toISOString();
}

/**
 * Stores the message and moves the channel up the list; returns its id. The sender's own
 * messages never count as unread for them, so their last read stays where it was.
 */
export function insertMessage(db: Db, message: NewMessage): number {
  const createdAt = nextMessageTime(db, message.channelId);
  const { id } = run(
    db,
    `INSERT INTO chat_messages (channel_id, user_id, client_id, text, replied_to_id, replied_text,
       replied_user_id, latitude, longitude, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    message.channelId,
    message.userId,
    message.clientId,
    message.text,
    message.repliedTo?.id ?? null,
    message.repliedTo?.text ?? null,
    message.repliedTo?.userId ?? null,
    message.location?.latitude ?? null,
    message.location?.longitude ?? null,
    createdAt,
  );
  run(
    db,
    'UPDATE chat_channels SET last_message_at = ? WHERE id = ?',
    createdAt,
    message.channelId,
  );
  return id;
}

export type PageQuery = { entries: number; endTime?: string; startTime?: string };

/**
 * A page oldest first: the latest `entries` (older than endTime when given), or the first
 * `entries` newer than startTime. One more row than asked tells whether there are more.
 */
export function messagePage(
  db: Db,
  channelId: number,
  { entries, endTime, startTime }: PageQuery,
): { messages: ChatMessage[]; has_more: boolean } {
  let rows: MessageRow[];
  if (startTime !== undefined) {
    rows = all<MessageRow>(
      db,
      `${MESSAGE_SELECT} WHERE m.channel_id = ? AND m.created_at > ?
       ${endTime === undefined ? '' : 'AND m.created_at < ?'}
       ORDER BY m.created_at ASC LIMIT ?`,
      ...((endTime === undefined
        ? [channelId, startTime, entries + 1]
        : [channelId, startTime, endTime, entries + 1]) as [number, string, number]),
    );
  } else {
    rows = all<MessageRow>(
      db,
      `${MESSAGE_SELECT} WHERE m.channel_id = ? ${endTime === undefined ? '' : 'AND m.created_at < ?'}
       ORDER BY m.created_at DESC LIMIT ?`,
      ...((endTime === undefined
        ? [channelId, entries + 1]
        : [channelId, endTime, entries + 1]) as [number, number]),
    );
  }
  const hasMore = rows.length > entries;
  const page = rows.slice(0, entries);
  if (startTime === undefined) page.reverse();
  return { messages: page.map(messageOf), has_more: hasMore };
}

/** Messages whose text contains `q` (case-insensitive), newest first. */
export function searchMessages(
  db: Db,
  channelId: number,
  q: string,
  entries: number,
): ChatMessage[] {
  return all<MessageRow>(
    db,
    `${MESSAGE_SELECT} WHERE m.channel_id = ? AND instr(lower(m.text), lower(?)) > 0
     ORDER BY m.created_at DESC LIMIT ?`,
    channelId,
    q,
    entries,
  ).map(messageOf);
}
