// Helpers of the chat service's tests: sending, reading a channel as a user, seeded lookups.
import { randomUUID } from 'node:crypto';
import type { RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import type { Harness } from './harness.ts';
import { multipartBody, type SampleFile } from './multipart.ts';

export type Who = RoleFlag | { username: string };
export type Message = {
  _id: string;
  text: string;
  createdAt: string;
  client_id: string | null;
  pinned: boolean;
  user: { _id: string; name: string };
  replied_to: { _id: string; text: string; user: { _id: string } } | null;
  image: { url: string; mime_type: string; name: string; size: number } | null;
  file: { url: string; mime_type: string } | null;
  location: { latitude: number; longitude: number } | null;
};
export type Channel = {
  name: string;
  type: string;
  fav: boolean;
  notification: boolean;
  added: boolean;
  unreadCount: number;
  unreadMentionsCount: number;
  member_count: number;
  display_name: string;
  last_message: Message | null;
  pinned_message: { message_id: string; message: string; pinned_by: string } | null;
};

export const usernameOf = (who: Who) =>
  typeof who === 'string' ? demoUser(who).username : who.username;

export function chatTools(h: Harness) {
  const token = (who: Who) => h.tokenOf(who);
  const send = (
    who: Who,
    channel: string,
    fields: Record<string, string> = {},
    file: SampleFile | null = null,
    field = 'file',
  ) => {
    const { body, headers } = multipartBody(
      { channel, client_id: randomUUID(), ...fields },
      file,
      field,
    );
    return h.call('sendChannelMessage', { token: token(who), body, headers });
  };
  const sendText = async (who: Who, channel: string, text: string) => {
    const res = await send(who, channel, { text });
    if (res.statusCode !== 201) throw new Error(`send ${res.statusCode} ${res.body}`);
    return res.json() as Message;
  };
  const channelAs = async (who: Who, name: string) =>
    (await h.call('getChannel', { token: token(who), query: { name } })).json() as Channel;
  /** A seeded channel of this type the user is (or is not) a member of. */
  const seededChannel = (type: string, who: Who, member: boolean) =>
    (
      h.db
        .prepare(
          `SELECT c.name FROM chat_channels c WHERE c.type = ? AND ${member ? '' : 'NOT'} EXISTS (
             SELECT 1 FROM chat_members cm JOIN users u ON u.id = cm.user_id
             WHERE cm.channel_id = c.id AND u.username = ?) ORDER BY c.id LIMIT 1`,
        )
        .get(type, usernameOf(who)) as { name: string }
    ).name;
  /** A channel of this type both users are in. */
  const sharedChannel = (type: string, a: Who, b: Who) =>
    (
      h.db
        .prepare(
          `SELECT c.name FROM chat_channels c
           JOIN chat_members x ON x.channel_id = c.id JOIN users ux ON ux.id = x.user_id AND ux.username = ?
           JOIN chat_members y ON y.channel_id = c.id JOIN users uy ON uy.id = y.user_id AND uy.username = ?
           WHERE c.type = ? ORDER BY c.id LIMIT 1`,
        )
        .get(usernameOf(a), usernameOf(b), type) as { name: string }
    ).name;
  return { token, send, sendText, channelAs, seededChannel, sharedChannel };
}
