// A channel's members on the reference server (issue 19 §2 'Members'): only channel admins and
// the super admin add, promote, dismiss and remove; only the creator deletes a channel of fewer
// than 1000 members; the users added hear the channel on their personal topic, those removed
// hear it gone.
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Channel, chatTools, type Who } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';
import { listenOnPersonalTopic } from './personalTopic.ts';

let h: Harness;
let t: ReturnType<typeof chatTools>;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  h = await startServer();
  t = chatTools(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.end(true);
  await h.close();
});

type Members = { admins: { id: number; username: string }[]; normal_users: { id: number }[] };
const idOf = (who: Who) =>
  (
    h.db
      .prepare('SELECT id FROM users WHERE username = ?')
      .get(typeof who === 'string' ? demoUser(who).username : who.username) as { id: number }
  ).id;
/** The members as the channel's creator reads them (the super admin need not be one). */
const members = async (channel_name: string) => {
  const { creator } = h.db
    .prepare(
      'SELECT u.username AS creator FROM chat_channels c JOIN users u ON u.id = c.creator_id WHERE c.name = ?',
    )
    .get(channel_name) as { creator: string };
  const token = t.token({ username: creator });
  return (await h.call('listChannelMembers', { token, query: { channel_name } })).json() as Members;
};
/** A team channel (the super admin administers every one) with its creator. */
const teamChannel = (offset = 0) =>
  h.db
    .prepare(
      `SELECT c.name, c.id, u.username AS creator FROM chat_channels c JOIN users u ON u.id = c.creator_id
       WHERE c.type = 'team' AND u.username != ? ORDER BY c.id LIMIT 1 OFFSET ?`,
    )
    .get(demoUser('is_kosh_superadmin').username, offset) as {
    name: string;
    id: number;
    creator: string;
  };
/** A member of the channel who is not an admin (nor its creator). */
const plainMember = (channel: string) =>
  h.db
    .prepare(
      `SELECT u.username FROM chat_members cm JOIN users u ON u.id = cm.user_id
       JOIN chat_channels c ON c.id = cm.channel_id
       WHERE c.name = ? AND cm.is_admin = 0 AND c.creator_id != u.id ORDER BY u.id LIMIT 1`,
    )
    .get(channel) as { username: string };
/** A demo login not in the channel. */
const outsider = (channel: string, skip = 0) =>
  h.db
    .prepare(
      `SELECT u.id, u.username FROM users u WHERE u.username LIKE '90000000%' AND NOT EXISTS (
         SELECT 1 FROM chat_members cm JOIN chat_channels c ON c.id = cm.channel_id
         WHERE c.name = ? AND cm.user_id = u.id) ORDER BY u.id LIMIT 1 OFFSET ?`,
    )
    .get(channel, skip) as { id: number; username: string };

/** Waits for the channel of the first RETAINED on the user's personal topic that matches. */
async function listen(username: string) {
  const { next } = await listenOnPersonalTopic<{ type: string; channel: Channel }>(
    h,
    url,
    { username },
    clients,
  );
  return (test: (channel: Channel) => boolean) =>
    next((e) => e.type === 'RETAINED' && test(e.channel)).then((e) => e.channel);
}

describe('adding members', () => {
  it('adds users as members or admins; the one added hears the channel at once', async () => {
    const channel = teamChannel();
    const one = outsider(channel.name);
    const two = outsider(channel.name, 1);
    const heard = listen(one.username);
    const next = await heard;
    const res = await h.call('addGroupMembers', {
      body: { user_ids: [one.id], channel_name: channel.name, is_admin: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Member Added successfully' });
    const event = await next((c) => c.name === channel.name && c.added);
    expect(event.added).toBe(true);
    const asAdmin = await h.call('addGroupMembers', {
      body: { user_ids: [two.id], channel_name: channel.name, is_admin: true },
    });
    expect(asAdmin.json()).toEqual({ msg: 'Member made admin successfully' });
    const listed = await members(channel.name);
    expect(listed.normal_users.map((m) => m.id)).toContain(one.id);
    expect(listed.admins.map((m) => m.id)).toContain(two.id);
  });

  it('refuses a member who is not an admin (403), unknown users (404), a one-to-one (400)', async () => {
    const channel = teamChannel(1);
    const member = plainMember(channel.name);
    const stranger = outsider(channel.name);
    const refused = await h.call('addGroupMembers', {
      token: t.token(member),
      body: { user_ids: [stranger.id], channel_name: channel.name, is_admin: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only channel admins can manage members.');
    const unknown = await h.call('addGroupMembers', {
      body: { user_ids: [99_999_999], channel_name: channel.name, is_admin: false },
    });
    expect(unknown.statusCode).toBe(404);
    const p2p = t.seededChannel('p2p', 'is_kosh_superadmin', true);
    const oneToOne = await h.call('addGroupMembers', {
      body: { user_ids: [stranger.id], channel_name: p2p, is_admin: false },
    });
    expect(oneToOne.statusCode).toBe(400);
  });

  it('answers malformed bodies with 400', async () => {
    const channel = teamChannel();
    for (const body of [
      { user_ids: [], channel_name: channel.name, is_admin: false },
      { user_ids: ['9000000002'], channel_name: channel.name, is_admin: false },
      { user_ids: [2], channel_name: channel.name },
      { user_ids: [2], channel_name: 'general', is_admin: false },
    ]) {
      const res = await h.call('addGroupMembers', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });
});

describe('admins', () => {
  it('makes a member an admin and dismisses them; the creator stays an admin', async () => {
    const channel = teamChannel(2);
    const member = plainMember(channel.name);
    const id = idOf(member);
    const made = await h.call('makeChannelAdmin', {
      body: { user_id: id, channel_name: channel.name, is_admin: true },
    });
    expect(made.json()).toEqual({ msg: 'Member made admin successfully' });
    expect((await members(channel.name)).admins.map((m) => m.id)).toContain(id);
    const dismissed = await h.call('makeChannelAdmin', {
      body: { user_id: id, channel_name: channel.name, is_admin: false },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await members(channel.name)).normal_users.map((m) => m.id)).toContain(id);
    const creator = await h.call('makeChannelAdmin', {
      body: {
        user_id: idOf({ username: channel.creator }),
        channel_name: channel.name,
        is_admin: false,
      },
    });
    expect(creator.statusCode).toBe(400);
    const notIn = await h.call('makeChannelAdmin', {
      body: { user_id: outsider(channel.name).id, channel_name: channel.name, is_admin: true },
    });
    expect(notIn.statusCode).toBe(404);
  });

  it('refuses a member who is not an admin (403)', async () => {
    const channel = teamChannel(2);
    const member = plainMember(channel.name);
    const res = await h.call('makeChannelAdmin', {
      token: t.token(member),
      body: { user_id: idOf(member), channel_name: channel.name, is_admin: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('removing members', () => {
  it('removes a member, who hears the channel gone; never the creator', async () => {
    const channel = teamChannel(3);
    const member = plainMember(channel.name);
    const next = await listen(member.username);
    const res = await h.call('removeGroupMembers', {
      body: { user_ids: [idOf(member)], channel_name: channel.name },
    });
    expect(res.statusCode).toBe(200);
    expect((await next((c) => c.name === channel.name && !c.added)).added).toBe(false);
    const creator = await h.call('removeGroupMembers', {
      body: { user_ids: [idOf({ username: channel.creator })], channel_name: channel.name },
    });
    expect(creator.statusCode).toBe(400);
  });

  it('refuses a member who is not an admin (403)', async () => {
    const channel = teamChannel(4);
    const member = plainMember(channel.name);
    const res = await h.call('removeGroupMembers', {
      token: t.token(member),
      body: { user_ids: [idOf({ username: channel.creator })], channel_name: channel.name },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('deleting a channel', () => {
  it("refuses anyone but the creator with the spec's words, the super admin too (400)", async () => {
    const channel = teamChannel(5);
    for (const token of [h.tokenOf('is_kosh_superadmin'), t.token(plainMember(channel.name))]) {
      const res = await h.call('deleteChannel', { token, params: { channel_id: channel.id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "You can't delete this channel" });
    }
  });

  it('refuses a channel of 1000 members or more (400)', async () => {
    const channel = teamChannel(6);
    const at = new Date().toISOString();
    // A thousand more people in it.
    const person = h.db.prepare(
      `INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, '', '', ?)`,
    );
    const member = h.db.prepare(
      `INSERT INTO chat_members (channel_id, user_id, is_admin, last_read_at, joined_at)
       VALUES (?, ?, 0, ?, ?)`,
    );
    for (let i = 0; i < 1000; i++) {
      const { lastInsertRowid } = person.run(`70${String(i).padStart(8, '0')}`, `Crowd ${i}`, at);
      member.run(channel.id, lastInsertRowid, at, at);
    }
    const res = await h.call('deleteChannel', {
      token: t.token({ username: channel.creator }),
      params: { channel_id: channel.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("You can't delete this channel");
  });

  it('deletes for the creator; members hear it gone and it is no more', async () => {
    const channel = teamChannel(7);
    const member = plainMember(channel.name);
    const next = await listen(member.username);
    const res = await h.call('deleteChannel', {
      token: t.token({ username: channel.creator }),
      params: { channel_id: channel.id },
    });
    expect(res.statusCode).toBe(204);
    expect((await next((c) => c.name === channel.name && !c.added)).added).toBe(false);
    const gone = await h.call('getChannel', { query: { name: channel.name } });
    expect(gone.statusCode).toBe(404);
  });
});
