// Contract cases of the chat's channels, messages, pins, members, contacts and user lookups.
import { randomUUID } from 'node:crypto';
import { demoUser } from '../../../server/seed/demoUsers.ts';
import type { Harness } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import { admin, type Case } from './shared.ts';

/** The busy public channel every demo login is in (the seed's first channel). */
export const FLOOR = 'kosh/public/1000000';
const member = demoUser('is_technology');

export function chatChannelCases(h: Harness): Record<string, Case> {
  const asMember = () => h.tokenOf('is_technology');
  const floorMessage = () =>
    (
      h.db
        .prepare(
          `SELECT m.id FROM chat_messages m JOIN chat_channels c ON c.id = m.channel_id
           WHERE c.name = ? AND m.user_id != (SELECT id FROM users WHERE username = ?)
           ORDER BY m.id LIMIT 1`,
        )
        .get(FLOOR, member.username) as { id: number }
    ).id;
  const send = (fields: Record<string, string>, token?: string) => {
    const { body, headers } = multipartBody(fields, null);
    return h.call('sendChannelMessage', { body, headers, token });
  };
  return {
    listChannels: {
      valid: async () => [
        await h.call('listChannels', { body: { start: 0, entries: 8, filter: 'all' } }),
        200,
      ],
      invalid: async () => [
        await h.call('listChannels', { body: { start: 0, entries: 0, filter: 'all' } }),
        400,
      ],
    },
    searchChannels: {
      valid: async () => [
        await h.call('searchChannels', { query: { name: 'operations', scope: 'conversation' } }),
        200,
      ],
      invalid: async () => [await h.call('searchChannels', { query: {} }), 400],
    },
    getChannel: {
      valid: async () => [await h.call('getChannel', { query: { name: FLOOR } }), 200],
      invalid: async () => [await h.call('getChannel', { query: { name: 'kosh/nope/1' } }), 400],
    },
    startPrivateChat: {
      valid: async () => [
        await h.call('startPrivateChat', {
          body: { username: demoUser('is_job_manager').username },
        }),
        200,
      ],
      invalid: async () => [await h.call('startPrivateChat', { body: { username: '12' } }), 400],
    },
    joinChannel: {
      valid: async () => [
        await h.call('joinChannel', { body: { channel_name: FLOOR, force: false } }),
        200,
      ],
      invalid: async () => [
        await h.call('joinChannel', { body: { channel_name: FLOOR, force: 'yes' } }),
        400,
      ],
    },
    leaveChannel: {
      valid: async () => [
        await h.call('leaveChannel', {
          token: h.tokenOf('is_b2b'),
          body: { channel_name: FLOOR },
        }),
        204,
      ],
      invalid: async () => [
        await h.call('leaveChannel', { body: { channel_name: 'kosh/public/999999999' } }),
        404,
      ],
    },
    setChannelFavourite: {
      valid: async () => [
        await h.call('setChannelFavourite', { body: { channel_name: FLOOR, fav: true } }),
        200,
      ],
      invalid: async () => [
        await h.call('setChannelFavourite', { body: { channel_name: FLOOR } }),
        400,
      ],
    },
    setChannelNotification: {
      valid: async () => [
        await h.call('setChannelNotification', { body: { channel: FLOOR, notification: false } }),
        200,
      ],
      invalid: async () => [
        await h.call('setChannelNotification', {
          token: h.tokenOf('is_read_only'),
          body: { channel: FLOOR, notification: false },
        }),
        403,
      ],
    },
    markChannelRead: {
      valid: async () => [await h.call('markChannelRead', { body: { channel_name: FLOOR } }), 204],
      invalid: async () => [await h.call('markChannelRead', { body: {} }), 400],
    },
    listChannelMessages: {
      valid: async () => [
        await h.call('listChannelMessages', { query: { channel: FLOOR, entries: 20 } }),
        200,
      ],
      invalid: async () => [
        await h.call('listChannelMessages', { query: { channel: FLOOR, entries: 0 } }),
        400,
      ],
    },
    searchChannelMessages: {
      valid: async () => [
        await h.call('searchChannelMessages', { query: { channel: FLOOR, q: 'collection' } }),
        200,
      ],
      invalid: async () => [
        await h.call('searchChannelMessages', { query: { channel: FLOOR } }),
        400,
      ],
    },
    sendChannelMessage: {
      valid: async () => [
        await send({ channel: FLOOR, client_id: randomUUID(), text: 'Contract hello' }),
        201,
      ],
      invalid: async () => [await send({ channel: FLOOR, client_id: randomUUID() }), 400],
    },
    pinChannelMessage: {
      valid: async () => [
        await h.call('pinChannelMessage', { params: { message_id: floorMessage() } }),
        200,
      ],
      invalid: async () => [
        await h.call('pinChannelMessage', {
          token: asMember(),
          params: { message_id: floorMessage() },
        }),
        403,
      ],
    },
    unpinChannelMessage: {
      valid: async () => [
        await h.call('unpinChannelMessage', { params: { message_id: floorMessage() } }),
        200,
      ],
      invalid: async () => [
        await h.call('unpinChannelMessage', {
          token: asMember(),
          params: { message_id: floorMessage() },
        }),
        403,
      ],
    },
    deleteChannelMessage: {
      valid: async () => {
        const sent = (
          await send({ channel: FLOOR, client_id: randomUUID(), text: 'to delete' }, asMember())
        ).json() as { _id: string };
        return [
          await h.call('deleteChannelMessage', {
            token: asMember(),
            params: { message_id: sent._id },
          }),
          204,
        ];
      },
      invalid: async () => [
        await h.call('deleteChannelMessage', {
          token: asMember(),
          params: { message_id: floorMessage() },
        }),
        403,
      ],
    },
    listChannelMembers: {
      valid: async () => [
        await h.call('listChannelMembers', { query: { channel_name: FLOOR } }),
        200,
      ],
      invalid: async () => [
        await h.call('listChannelMembers', { query: { channel_name: 'floor' } }),
        400,
      ],
    },
    listContacts: {
      valid: async () => [await h.call('listContacts', { query: { username: admin } }), 200],
      invalid: async () => [
        await h.call('listContacts', { query: { username: member.username } }),
        403,
      ],
    },
    getUserCards: {
      valid: async () => [
        await h.call('getUserCards', { body: { usernames: [admin, member.username] } }),
        200,
      ],
      invalid: async () => [await h.call('getUserCards', { body: { usernames: [] } }), 400],
    },
    lookupUser: {
      valid: async () => [await h.call('lookupUser', { query: { username: admin } }), 200],
      invalid: async () => [await h.call('lookupUser', { query: { username: '1234567890' } }), 404],
    },
    getChatFile: {
      valid: async () => {
        const file = h.db
          .prepare(
            `SELECT f.id FROM chat_files f JOIN chat_messages m ON m.id = f.message_id
             JOIN chat_channels c ON c.id = m.channel_id
             WHERE f.mime_type = 'application/pdf' AND c.type = 'public' ORDER BY f.id LIMIT 1`,
          )
          .get() as { id: number };
        return [await h.call('getChatFile', { params: { file_id: file.id } }), 200];
      },
      invalid: async () => [await h.call('getChatFile', { params: { file_id: 0 } }), 400],
    },
  };
}
