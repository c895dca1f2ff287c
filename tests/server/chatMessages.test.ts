// The chat's messages on the reference server: sending (text, files, replies, locations, the
// client_id dedupe), the refusals, paging the 20,000-message channel by time both ways, search,
// pins, deletion, and the unread and mention counts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../machines/chatOutbox/index.ts';
import { OPERATIONS_FLOOR_MESSAGES } from '../../server/seed/chat.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { messageForm } from '../../src/features/chat/composer/outboxCalls.ts';
import { FLOOR } from './cases/chatChannels.ts';
import { type Channel, chatTools, type Message } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';
import { multipartBody, SAMPLE_JPEG } from './multipart.ts';

let h: Harness;
let dataDir: string;
let t: ReturnType<typeof chatTools>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kosh-chat-'));
  h = await startServer({ DATA_DIR: dataDir });
  t = chatTools(h);
}, 120_000);
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tech = demoUser('is_technology');
const hr = demoUser('is_human_resources');

type Page = { messages: Message[]; has_more: boolean };
const page = async (query: Record<string, string | number>, who = 'is_kosh_superadmin' as const) =>
  (
    await h.call('listChannelMessages', {
      token: t.token(who),
      query: { channel: FLOOR, ...query },
    })
  ).json() as Page;

describe('sending', () => {
  it('stores a text message and answers it (201), with the sender and the channel', async () => {
    const res = await t.send('is_technology', FLOOR, { text: 'Hello floor' });
    expect(res.statusCode).toBe(201);
    const message = res.json() as Message;
    expect(message).toMatchObject({
      text: 'Hello floor',
      user: { _id: tech.username },
      pinned: false,
      replied_to: null,
    });
    const latest = await page({ entries: 1 });
    expect(latest.messages[0]?._id).toBe(message._id);
  });

  it('answers the first message again for the same client_id (200), never a second one', async () => {
    const clientId = randomUUID();
    const fields = { channel: FLOOR, client_id: clientId, text: 'only once' };
    const first = multipartBody(fields, null);
    const token = t.token('is_technology');
    const a = await h.call('sendChannelMessage', { token, ...first });
    const b = await h.call('sendChannelMessage', { token, ...multipartBody(fields, null) });
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json()._id).toBe(a.json()._id);
    const count = h.db
      .prepare('SELECT count(*) AS n FROM chat_messages WHERE client_id = ?')
      .get(clientId) as { n: number };
    expect(count.n).toBe(1);
  });

  it('refuses nothing to send, over 500 characters, a bad location and a foreign reply (400)', async () => {
    const other = t.sharedChannel('team', 'is_kosh_superadmin', 'is_kosh_superadmin');
    const foreign = await t.sendText('is_kosh_superadmin', other, 'elsewhere');
    for (const fields of [
      { text: '   ' },
      { text: 'x'.repeat(501) },
      { location: '{"latitude": 200, "longitude": 1}' },
      { location: 'here' },
      { text: 'hi', replied_to: foreign._id },
    ] as Record<string, string>[]) {
      const res = await t.send('is_technology', FLOOR, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('refuses a non-member (403) and a read-only login (403)', async () => {
    const closed = t.seededChannel('private', 'is_technology', false);
    const res = await t.send('is_technology', closed, { text: 'let me in' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You are not a member of this channel' });
    const readOnly = await t.send('is_read_only', FLOOR, { text: 'hi' });
    expect(readOnly.statusCode).toBe(403);
  });

  it('keeps a reply with the quoted text, and a location', async () => {
    const original = await t.sendText('is_kosh_superadmin', FLOOR, 'Who covers the desk?');
    const reply = (
      await t.send('is_technology', FLOOR, {
        text: 'I will',
        replied_to: original._id,
        location: '{"latitude": 18.52, "longitude": 73.85}',
      })
    ).json() as Message;
    expect(reply.replied_to).toMatchObject({
      _id: original._id,
      text: 'Who covers the desk?',
      user: { _id: demoUser('is_kosh_superadmin').username },
    });
    expect(reply.location).toEqual({ latitude: 18.52, longitude: 73.85 });
  });

  it('stores a message that is only a location, as the outbox sends it (201), and reads it back', async () => {
    const location = { latitude: 19.07283, longitude: 72.88261 };
    const item: OutboxItem = {
      channel: FLOOR,
      client_id: randomUUID(),
      text: '',
      replied_to: null,
      attachment: null,
      location,
      createdAt: new Date().toISOString(),
      state: 'sending',
      failures: 0,
      error: null,
      progress: null,
    };
    // The client's own form, field by field (no file, so every value is text).
    const fields = Object.fromEntries(messageForm(item)) as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['channel', 'client_id', 'location']);
    const res = await h.call('sendChannelMessage', {
      token: t.token('is_technology'),
      ...multipartBody(fields, null),
    });
    expect(res.statusCode).toBe(201);
    const message = res.json() as Message;
    expect(message).toMatchObject({
      text: '',
      location,
      image: null,
      video: null,
      file: null,
      replied_to: null,
    });
    const latest = await page({ entries: 1 });
    expect(latest.messages[0]).toMatchObject({ _id: message._id, text: '', location });
  });

  it('stores an image and serves it back with its type, to members only', async () => {
    const closed = t.sharedChannel('private', 'is_kosh_superadmin', 'is_kosh_superadmin');
    const res = await t.send('is_kosh_superadmin', closed, {}, SAMPLE_JPEG, 'image');
    expect(res.statusCode).toBe(201);
    const message = res.json() as Message;
    expect(message.image).toMatchObject({
      mime_type: 'image/jpeg',
      size: SAMPLE_JPEG.bytes.length,
    });
    const fileId = message.image?.url.split('/').pop() as string;
    const file = await h.call('getChatFile', { params: { file_id: fileId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(SAMPLE_JPEG.bytes)).toBe(true);
    const outsider = h.db
      .prepare(
        `SELECT u.username FROM users u JOIN staff_profiles s ON s.user_id = u.id
         WHERE u.id NOT IN (SELECT user_id FROM chat_members cm JOIN chat_channels c
           ON c.id = cm.channel_id WHERE c.name = ?) ORDER BY u.id LIMIT 1`,
      )
      .get(closed) as { username: string };
    const refused = await h.call('getChatFile', {
      token: t.token(outsider),
      params: { file_id: fileId },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a PDF sent as an image (400), and accepts it as a file', async () => {
    const pdf = { name: 'note.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') };
    expect((await t.send('is_technology', FLOOR, {}, pdf, 'image')).statusCode).toBe(400);
    const res = await t.send('is_technology', FLOOR, {}, pdf, 'file');
    expect(res.statusCode).toBe(201);
    expect((res.json() as Message).file?.mime_type).toBe('application/pdf');
  });
});

describe('paging the busy channel', () => {
  it('walks back through every message by end_time with no gap and no repeat', async () => {
    let { messages, has_more } = await page({ entries: 100 });
    const seen = new Set(messages.map((m) => m._id));
    while (has_more) {
      const older = await page({ entries: 100, end_time: messages[0]?.createdAt as string });
      // Oldest first, and all older than the page before.
      expect((older.messages.at(-1)?.createdAt ?? '') < (messages[0]?.createdAt ?? '')).toBe(true);
      for (const m of older.messages) seen.add(m._id);
      ({ messages, has_more } = older);
    }
    const total = h.db
      .prepare(
        'SELECT count(*) AS n FROM chat_messages m JOIN chat_channels c ON c.id = m.channel_id WHERE c.name = ?',
      )
      .get(FLOOR) as { n: number };
    expect(total.n).toBeGreaterThanOrEqual(OPERATIONS_FLOOR_MESSAGES);
    expect(seen.size).toBe(total.n);
  });

  it('catches up by start_time, oldest first, and says when there is no more', async () => {
    const latest = await page({ entries: 10 });
    const from = latest.messages[4] as Message;
    const newer = await page({ entries: 3, start_time: from.createdAt });
    expect(newer.messages.map((m) => m._id)).toEqual(latest.messages.slice(5, 8).map((m) => m._id));
    expect(newer.has_more).toBe(true);
    const rest = await page({ entries: 100, start_time: from.createdAt });
    expect(rest.messages.map((m) => m._id)).toEqual(latest.messages.slice(5).map((m) => m._id));
    expect(rest.has_more).toBe(false);
    const none = await page({ start_time: latest.messages.at(-1)?.createdAt as string });
    expect(none).toEqual({ messages: [], has_more: false });
  });

  it('pages by the (channel, time) index, not by scanning the channel', () => {
    const plan = h.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM chat_messages WHERE channel_id = 1000000
         AND created_at < '2030-01-01' ORDER BY created_at DESC LIMIT 101`,
      )
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toMatch(/chat_messages_channel_time/);
  });

  it('refuses a time that is not one (400) and entries over 100 (400)', async () => {
    const bad = await h.call('listChannelMessages', {
      query: { channel: FLOOR, end_time: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    const many = await h.call('listChannelMessages', { query: { channel: FLOOR, entries: 101 } });
    expect(many.statusCode).toBe(400);
  });

  it('finds messages by text, newest first', async () => {
    await t.sendText('is_technology', FLOOR, 'The zebra crossing near the branch');
    const res = await h.call('searchChannelMessages', { query: { channel: FLOOR, q: 'ZEBRA' } });
    const found = res.json().messages as Message[];
    expect(found[0]?.text).toBe('The zebra crossing near the branch');
  });
});

describe('pins and deletion', () => {
  it('lets a channel admin pin (one pin, replaced by the next) and unpin', async () => {
    const a = await t.sendText('is_technology', FLOOR, 'pin me');
    const b = await t.sendText('is_technology', FLOOR, 'no, pin me');
    const first = await h.call('pinChannelMessage', { params: { message_id: a._id } });
    expect((first.json() as Channel).pinned_message?.message_id).toBe(a._id);
    const second = (
      await h.call('pinChannelMessage', { params: { message_id: b._id } })
    ).json() as Channel;
    expect(second.pinned_message).toMatchObject({ message_id: b._id, message: 'no, pin me' });
    const latest = await page({ entries: 5 });
    expect(latest.messages.filter((m) => m.pinned).map((m) => m._id)).toEqual([b._id]);
    const unpinned = await h.call('unpinChannelMessage', { params: { message_id: b._id } });
    expect((unpinned.json() as Channel).pinned_message).toBeNull();
  });

  it("refuses a pin by a member who is not an admin with the spec's words (403)", async () => {
    const a = await t.sendText('is_technology', FLOOR, 'mine');
    const res = await h.call('pinChannelMessage', {
      token: t.token('is_technology'),
      params: { message_id: a._id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "You don't have permission to pin this message." });
    const unpin = await h.call('unpinChannelMessage', {
      token: t.token('is_technology'),
      params: { message_id: a._id },
    });
    expect(unpin.json()).toEqual({ error: "You don't have permission to unpin this message." });
  });

  it('lets either member of a one-to-one pin', async () => {
    const chat = (
      await h.call('startPrivateChat', {
        token: t.token('is_technology'),
        body: { username: hr.username },
      })
    ).json() as { channel_name: string };
    const m = await t.sendText('is_human_resources', chat.channel_name, 'pin this');
    const res = await h.call('pinChannelMessage', {
      token: t.token('is_technology'),
      params: { message_id: m._id },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets the author and a channel admin delete, nobody else (403); a deleted pin is cleared', async () => {
    const mine = await t.sendText('is_technology', FLOOR, 'oops');
    const other = await h.call('deleteChannelMessage', {
      token: t.token('is_human_resources'),
      params: { message_id: mine._id },
    });
    expect(other.statusCode).toBe(403);
    const own = await h.call('deleteChannelMessage', {
      token: t.token('is_technology'),
      params: { message_id: mine._id },
    });
    expect(own.statusCode).toBe(204);
    const pinned = await t.sendText('is_technology', FLOOR, 'pinned then deleted');
    await h.call('pinChannelMessage', { params: { message_id: pinned._id } });
    const byAdmin = await h.call('deleteChannelMessage', { params: { message_id: pinned._id } });
    expect(byAdmin.statusCode).toBe(204);
    expect((await t.channelAs('is_kosh_superadmin', FLOOR)).pinned_message).toBeNull();
    const again = await h.call('deleteChannelMessage', { params: { message_id: pinned._id } });
    expect(again.statusCode).toBe(404);
  });
});

describe('unread and mention counts', () => {
  it('counts messages after the last read, not the own ones; mentions by username or @[all]', async () => {
    const channel = t.sharedChannel('team', 'is_kosh_superadmin', 'is_kosh_superadmin');
    const reader = h.db
      .prepare(
        `SELECT u.username, u.name FROM chat_members cm JOIN users u ON u.id = cm.user_id
         JOIN chat_channels c ON c.id = cm.channel_id
         WHERE c.name = ? AND u.username != ? ORDER BY u.id LIMIT 1`,
      )
      .get(channel, demoUser('is_kosh_superadmin').username) as { username: string; name: string };
    await h.call('markChannelRead', { token: t.token(reader), body: { channel_name: channel } });
    await h.call('markChannelRead', { body: { channel_name: channel } });
    expect(await t.channelAs(reader, channel)).toMatchObject({
      unreadCount: 0,
      unreadMentionsCount: 0,
    });
    await t.sendText('is_kosh_superadmin', channel, 'plain');
    await t.sendText('is_kosh_superadmin', channel, `@[${reader.name}](${reader.username}) look`);
    await t.sendText('is_kosh_superadmin', channel, '@[all] everyone');
    await t.sendText(reader, channel, 'my own');
    expect(await t.channelAs(reader, channel)).toMatchObject({
      unreadCount: 3,
      unreadMentionsCount: 2,
    });
    // Only the reader's message is new to the sender.
    expect((await t.channelAs('is_kosh_superadmin', channel)).unreadCount).toBe(1);
    const read = await h.call('markChannelRead', {
      token: t.token(reader),
      body: { channel_name: channel },
    });
    expect(read.statusCode).toBe(204);
    expect(await t.channelAs(reader, channel)).toMatchObject({
      unreadCount: 0,
      unreadMentionsCount: 0,
    });
  });
});
