// Chat rows as the contract's records: a message, and a channel as one member sees it (their
// favourite, notifications, unread and mention counts).
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';
import { channelActionIds, channelActionNames } from './actions.ts';
import { chatUserOf, PERSON_SELECT, type PersonRow } from './people.ts';
import { channelPictureUrl } from './pictures.ts';

type Schemas = components['schemas'];
export type ChatChannel = Schemas['ChatChannel'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatMember = Schemas['ChatMember'];
export type ChannelType = Schemas['ChannelType'];

export type ChannelRow = {
  id: number;
  type: ChannelType;
  name: string;
  display_name: string;
  description: string;
  theme: Schemas['ChatTheme'];
  creator_id: number;
  loan_id: number | null;
  pinned_message_id: number | null;
  pinned_at: string | null;
  pinned_by_id: number | null;
  last_message_at: string;
  created_at: string;
  /** The picture's file name (migration 031), null without one. */
  profile_pic: string | null;
};

export type MemberRow = {
  channel_id: number;
  user_id: number;
  is_admin: number;
  fav: number;
  notification: number;
  last_read_at: string;
  joined_at: string;
};

export type MessageRow = {
  id: number;
  channel_id: number;
  channel_name: string;
  user_id: number;
  username: string;
  user_name: string;
  client_id: string | null;
  text: string;
  replied_to_id: number | null;
  replied_text: string | null;
  replied_username: string | null;
  replied_name: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: string;
  pinned: number;
  file_id: number | null;
  file_kind: 'image' | 'video' | 'file' | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  action_type: ChatMessage['action_type'] | null;
  action_data: string | null;
};

/** Every message query selects these columns (FROM chat_messages m). */
export const MESSAGE_SELECT = `SELECT m.id, m.channel_id, c.name AS channel_name, m.user_id,
    u.username, u.name AS user_name, m.client_id, m.text, m.replied_to_id, m.replied_text,
    ru.username AS replied_username, ru.name AS replied_name, m.latitude, m.longitude,
    m.created_at, (c.pinned_message_id IS m.id) AS pinned, f.id AS file_id, f.kind AS file_kind,
    f.name AS file_name, f.mime_type AS file_mime, f.size AS file_size, m.action_type,
    m.action_data
  FROM chat_messages m
  JOIN chat_channels c ON c.id = m.channel_id
  JOIN users u ON u.id = m.user_id
  LEFT JOIN users ru ON ru.id = m.replied_user_id
  LEFT JOIN chat_files f ON f.message_id = m.id`;

/** Where a message's file is read back, relative to the chat service's base URL. */
export const chatFileUrl = (fileId: number) => `/api/chat/chat-files/${fileId}`;

export function messageOf(row: MessageRow): ChatMessage {
  const attachment =
    row.file_id === null
      ? null
      : {
          url: chatFileUrl(row.file_id),
          name: row.file_name ?? 'file',
          mime_type: row.file_mime ?? 'application/octet-stream',
          size: row.file_size ?? 0,
        };
  return {
    _id: String(row.id),
    channel: row.channel_name,
    client_id: row.client_id,
    text: row.text,
    createdAt: row.created_at,
    user: { _id: row.username, name: row.user_name },
    pinned: row.pinned === 1,
    replied_to:
      row.replied_to_id === null
        ? null
        : {
            _id: String(row.replied_to_id),
            text: row.replied_text ?? '',
            user: { _id: row.replied_username ?? '', name: row.replied_name ?? '' },
          },
    image: row.file_kind === 'image' ? attachment : null,
    video: row.file_kind === 'video' ? attachment : null,
    file: row.file_kind === 'file' ? attachment : null,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
    // Chat actions: only a message with a button carries them.
    ...(row.action_type && row.action_data
      ? { action_type: row.action_type, action_data: JSON.parse(row.action_data) }
      : {}),
  };
}

export function messageById(db: Db, id: number): ChatMessage | undefined {
  const row = one<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.id = ?`, id);
  return row && messageOf(row);
}

export function membershipOf(db: Db, channelId: number, userId: number): MemberRow | undefined {
  return one<MemberRow>(
    db,
    'SELECT * FROM chat_members WHERE channel_id = ? AND user_id = ?',
    channelId,
    userId,
  );
}

/** Unread messages after the member's last read, not their own; mentions among them. */
function countsOf(db: Db, channelId: number, member: MemberRow, username: string) {
  const row = one<{ unread: number; mentions: number }>(
    db,
    `SELECT count(*) AS unread,
       coalesce(sum(instr(text, ?) > 0 OR instr(text, '@[all]') > 0), 0) AS mentions
     FROM chat_messages WHERE channel_id = ? AND created_at > ? AND user_id != ?`,
    `(${username})`,
    channelId,
    member.last_read_at,
    member.user_id,
  );
  return { unread: row?.unread ?? 0, mentions: row?.mentions ?? 0 };
}

/** The channel as `viewer` sees it; `added` false when they are not a member. */
export function channelView(
  db: Db,
  channel: ChannelRow,
  viewer: { id: number; username: string },
): ChatChannel {
  const member = membershipOf(db, channel.id, viewer.id);
  const others = all<PersonRow>(
    db,
    `${PERSON_SELECT} JOIN chat_members cm ON cm.user_id = u.id
     WHERE cm.channel_id = ? AND cm.user_id != ? ORDER BY cm.is_admin DESC, cm.joined_at, u.id LIMIT 3`,
    channel.id,
    viewer.id,
  );
  const memberCount =
    one<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM chat_members WHERE channel_id = ?',
      channel.id,
    )?.n ?? 0;
  const last = one<MessageRow>(
    db,
    `${MESSAGE_SELECT} WHERE m.channel_id = ? ORDER BY m.created_at DESC LIMIT 1`,
    channel.id,
  );
  const creator = one<{ username: string }>(
    db,
    'SELECT username FROM users WHERE id = ?',
    channel.creator_id,
  );
  const counts = member ? countsOf(db, channel.id, member, viewer.username) : null;
  return {
    name: channel.name,
    channel_id: channel.id,
    type: channel.type,
    topic: channel.name,
    // A one-to-one channel is called by the other person's name.
    display_name:
      channel.type === 'p2p' && others[0] && member ? others[0].name : channel.display_name,
    description: channel.description,
    profile_pic: channelPictureUrl(channel.profile_pic),
    theme: channel.theme,
    group: channel.type !== 'p2p',
    users: others.map(chatUserOf),
    member_count: memberCount,
    fav: member?.fav === 1,
    notification: member ? member.notification === 1 : false,
    unreadCount: counts?.unread ?? 0,
    unreadMentionsCount: counts?.mentions ?? 0,
    lastRead: member?.last_read_at ?? null,
    added: member !== undefined,
    last_message: last ? messageOf(last) : null,
    pinned_message: pinnedOf(db, channel),
    creator: creator?.username ?? '',
    loan_id: channel.loan_id,
    chat_actions: channelActionIds(db, channel.id),
    chat_action_names: channelActionNames(db, channel.id),
  };
}

function pinnedOf(db: Db, channel: ChannelRow): ChatChannel['pinned_message'] {
  if (channel.pinned_message_id === null) return null;
  const row = one<{ text: string; pinned_by: string | null }>(
    db,
    `SELECT m.text, u.name AS pinned_by FROM chat_messages m LEFT JOIN users u ON u.id = ?
     WHERE m.id = ?`,
    channel.pinned_by_id,
    channel.pinned_message_id,
  );
  if (!row) return null;
  return {
    message_id: String(channel.pinned_message_id),
    message: row.text,
    datetime_pinned: channel.pinned_at ?? channel.created_at,
    pinned_by: row.pinned_by ?? '',
  };
}

export function channelByName(db: Db, name: string): ChannelRow | undefined {
  return one<ChannelRow>(db, 'SELECT * FROM chat_channels WHERE name = ?', name);
}

export function channelById(db: Db, id: number): ChannelRow | undefined {
  return one<ChannelRow>(db, 'SELECT * FROM chat_channels WHERE id = ?', id);
}

/** A member as the member list shows them. */
export type MemberListRow = PersonRow & { is_admin: number; business: number };
export const memberOf = (row: MemberListRow, creatorId: number): ChatMember => ({
  id: row.id,
  username: row.username,
  name: row.name,
  display: row.name,
  image: row.profile_pic,
  admin: row.is_admin === 1 || row.id === creatorId,
  business: row.business === 1,
});
