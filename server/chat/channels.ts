// Channels a user is in or may find: the list's pages, search, one-to-one channels, joining.
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { chatUserOf, PERSON_SELECT, type PersonRow, themeOf } from './people.ts';
import type { ChannelRow, ChannelType } from './records.ts';

type Filter = components['schemas']['ChannelFilter'];

/** Channels other than loan channels are numbered from here (a loan channel's id is its loan's). */
export const FIRST_CHANNEL_ID = 1_000_000;

const FILTERS: Record<Filter, string> = {
  all: '',
  my: 'AND cm.fav = 1',
  conversation: "AND c.type = 'p2p'",
  loan: "AND c.type = 'loan'",
  public: "AND c.type = 'public'",
  private: "AND c.type = 'private'",
};

/** A page of the user's channels, newest message first, and how many match the filter. */
export function channelPage(
  db: Db,
  userId: number,
  filter: Filter,
  start: number,
  entries: number,
): { rows: ChannelRow[]; total: number } {
  const from = `FROM chat_members cm JOIN chat_channels c ON c.id = cm.channel_id
    WHERE cm.user_id = ? ${FILTERS[filter]}`;
  const rows = all<ChannelRow>(
    db,
    `SELECT c.* ${from} ORDER BY c.last_message_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    userId,
    entries,
    start,
  );
  const total = one<{ n: number }>(db, `SELECT count(*) AS n ${from}`, userId)?.n ?? 0;
  return { rows, total };
}

/**
 * The first 10 channels whose name contains `text`: the user's own (a one-to-one by the other
 * person's name) and public channels they are not in; only one-to-ones for scope conversation.
 */
export function findChannels(
  db: Db,
  userId: number,
  text: string,
  onlyConversations: boolean,
): ChannelRow[] {
  return all<ChannelRow>(
    db,
    `SELECT c.* FROM chat_channels c
     LEFT JOIN chat_members me ON me.channel_id = c.id AND me.user_id = ?
     WHERE (me.user_id IS NOT NULL OR c.type = 'public') ${onlyConversations ? "AND c.type = 'p2p'" : ''}
       AND (CASE WHEN c.type = 'p2p' THEN EXISTS (
              SELECT 1 FROM chat_members o JOIN users u ON u.id = o.user_id
              WHERE o.channel_id = c.id AND o.user_id != ? AND instr(lower(u.name), lower(?)) > 0)
            ELSE instr(lower(c.display_name), lower(?)) > 0 END)
     ORDER BY me.user_id IS NULL, c.last_message_at DESC, c.id DESC LIMIT 10`,
    userId,
    userId,
    text,
    text,
  );
}

/** Staff whose name or number contains `text`, with whom the user has no one-to-one yet. */
export function findPeople(db: Db, userId: number, text: string) {
  return all<PersonRow>(
    db,
    `${PERSON_SELECT} WHERE s.user_id IS NOT NULL AND u.id != ?
       AND (instr(lower(u.name), lower(?)) > 0 OR instr(u.username, ?) > 0)
       AND u.id NOT IN (SELECT b.user_id FROM chat_channels c
         JOIN chat_members a ON a.channel_id = c.id AND a.user_id = ?
         JOIN chat_members b ON b.channel_id = c.id
         WHERE c.type = 'p2p')
     ORDER BY u.name, u.id LIMIT 10`,
    userId,
    text,
    text,
    userId,
  ).map(chatUserOf);
}

export function p2pChannelOf(db: Db, a: number, b: number): ChannelRow | undefined {
  return one<ChannelRow>(
    db,
    `SELECT c.* FROM chat_channels c
     JOIN chat_members x ON x.channel_id = c.id AND x.user_id = ?
     JOIN chat_members y ON y.channel_id = c.id AND y.user_id = ?
     WHERE c.type = 'p2p' LIMIT 1`,
    a,
    b,
  );
}

export type NewChannel = {
  type: ChannelType;
  displayName: string;
  creatorId: number;
  createdAt: string;
  /** A loan channel's id is its loan's; others get the next free number. */
  id?: number;
  loanId?: number | null;
  description?: string;
};

export function createChannel(db: Db, channel: NewChannel): number {
  const id =
    channel.id ??
    Math.max(
      FIRST_CHANNEL_ID,
      (one<{ n: number | null }>(db, 'SELECT max(id) AS n FROM chat_channels')?.n ?? 0) + 1,
    );
  run(
    db,
    `INSERT INTO chat_channels (id, type, name, display_name, description, theme, creator_id,
       loan_id, last_message_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    channel.type,
    `kosh/${channel.type}/${id}`,
    channel.displayName,
    channel.description ?? '',
    themeOf(id),
    channel.creatorId,
    channel.loanId ?? null,
    channel.createdAt,
    channel.createdAt,
  );
  return id;
}

/** Adds a member who has read nothing before joining (joining is not 20,000 unread messages). */
export function addMember(db: Db, channelId: number, userId: number, at: string, admin = false) {
  run(
    db,
    `INSERT OR IGNORE INTO chat_members (channel_id, user_id, is_admin, last_read_at, joined_at)
     VALUES (?, ?, ?, ?, ?)`,
    channelId,
    userId,
    admin ? 1 : 0,
    at,
    at,
  );
}
