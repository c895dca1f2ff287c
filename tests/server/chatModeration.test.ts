// A member's dialog on the reference server (issue 19 §2 'Moderation'): the super admin and
// business members of a channel read where a member stands and block them there; only the super
// admin disables a user's chat; a blocked or chat-disabled user's post is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBusinessProfile } from '../../server/business/profiles.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { chatTools } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
let t: ReturnType<typeof chatTools>;

beforeAll(async () => {
  h = await startServer();
  t = chatTools(h);
}, 120_000);
afterAll(async () => {
  await h.close();
});

const SUPER = demoUser('is_kosh_superadmin').username;

/** A team channel (not the super admin's) and two plain members of it. */
function teamWithMembers(offset: number) {
  const channel = h.db
    .prepare(
      `SELECT c.name, c.id FROM chat_channels c JOIN users u ON u.id = c.creator_id
       WHERE c.type = 'team' AND u.username != ? ORDER BY c.id LIMIT 1 OFFSET ?`,
    )
    .get(SUPER, offset) as { name: string; id: number };
  const plain = h.db
    .prepare(
      `SELECT u.username FROM chat_members cm JOIN users u ON u.id = cm.user_id
       JOIN chat_channels c ON c.id = cm.channel_id
       WHERE c.id = ? AND cm.is_admin = 0 AND c.creator_id != u.id AND u.username != ?
       ORDER BY u.id LIMIT 2`,
    )
    .all(channel.id, SUPER) as { username: string }[];
  if (plain.length < 2) throw new Error('the seed has no two plain members here');
  return { channel, one: plain[0]!, two: plain[1]! };
}

const profile = (username: string, channel_name: string, who?: { username: string }) =>
  h.call('getChatUserProfile', {
    ...(who ? { token: t.token(who) } : {}),
    query: { username, channel_name },
  });

describe("a member's dialog", () => {
  it('tells the super admin where a member stands; refuses a plain member (403)', async () => {
    const { channel, one, two } = teamWithMembers(0);
    const res = await profile(one.username, channel.name);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: one.username,
      chat_disabled: false,
      blocked: false,
    });
    const refused = await profile(one.username, channel.name, two);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/super admin and business members/);
    const stranger = await profile('9999999999', channel.name);
    expect(stranger.statusCode).toBe(404);
  });

  it('lists business members as such, and lets one of them open and block', async () => {
    const { channel, one, two } = teamWithMembers(1);
    const { id } = h.db.prepare('SELECT id FROM users WHERE username = ?').get(one.username) as {
      id: number;
    };
    saveBusinessProfile(
      h.db,
      id,
      {
        name: 'Business member',
        business_email: 'member@kosh.example',
        business_type: 'Proprietorship',
        doc_group_id: 104,
        business_doc_type: 'Certificate of Incorporation',
        address: '1 Residency Road',
        city: 'Bengaluru',
        state: 'KA',
        pin: '560025',
      },
      new Date().toISOString(),
    );
    const members = (
      await h.call('listChannelMembers', {
        token: t.token(one),
        query: { channel_name: channel.name },
      })
    ).json() as { current_member: { business: boolean } };
    expect(members.current_member.business).toBe(true);
    expect((await profile(two.username, channel.name, one)).statusCode).toBe(200);
    const blocked = await h.call('blockChatUser', {
      token: t.token(one),
      body: { username: two.username, channel_name: channel.name },
    });
    expect(blocked.statusCode).toBe(200);
    const post = await t.send(two, channel.name, { text: 'hello' });
    expect(post.statusCode).toBe(403);
    expect(post.json().error).toBe('You have been blocked in this channel.');
  });
});

describe('block user', () => {
  it('blocks a member in one channel only; twice answers the same; not oneself', async () => {
    const { channel, one } = teamWithMembers(2);
    expect((await t.send(one, channel.name, { text: 'before' })).statusCode).toBe(201);
    const body = { username: one.username, channel_name: channel.name };
    const first = await h.call('blockChatUser', { body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: 'User blocked in this channel' });
    expect((await h.call('blockChatUser', { body })).statusCode).toBe(200);
    expect((await profile(one.username, channel.name)).json().blocked).toBe(true);
    const refused = await t.send(one, channel.name, { text: 'after' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You have been blocked in this channel.');
    const elsewhere = h.db
      .prepare(
        `SELECT c.name FROM chat_members cm JOIN chat_channels c ON c.id = cm.channel_id
         JOIN users u ON u.id = cm.user_id WHERE u.username = ? AND c.id != ? LIMIT 1`,
      )
      .get(one.username, channel.id) as { name: string } | undefined;
    if (elsewhere) {
      expect((await t.send(one, elsewhere.name, { text: 'there' })).statusCode).toBe(201);
    }
    const self = await h.call('blockChatUser', {
      body: { username: SUPER, channel_name: channel.name },
    });
    expect([400, 404]).toContain(self.statusCode);
  });

  it('answers bad input with 400 and a plain member with 403', async () => {
    const { channel, one, two } = teamWithMembers(3);
    const bad = await h.call('blockChatUser', { body: { username: one.username } });
    expect(bad.statusCode).toBe(400);
    const badName = await h.call('blockChatUser', {
      body: { username: one.username, channel_name: 'not a channel' },
    });
    expect(badName.statusCode).toBe(400);
    const refused = await h.call('blockChatUser', {
      token: t.token(two),
      body: { username: one.username, channel_name: channel.name },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('unblock and ban', () => {
  it('unblocks a member, who posts again; the same people may, twice answers the same', async () => {
    const { channel, one, two } = teamWithMembers(4);
    const body = { username: one.username, channel_name: channel.name };
    expect((await h.call('blockChatUser', { body })).statusCode).toBe(200);
    const refused = await h.call('unblockChatUser', { token: t.token(two), body });
    expect(refused.statusCode).toBe(403);
    const done = await h.call('unblockChatUser', { body });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ msg: 'User unblocked in this channel' });
    expect((await h.call('unblockChatUser', { body })).statusCode).toBe(200);
    expect((await profile(one.username, channel.name)).json().blocked).toBe(false);
    expect((await t.send(one, channel.name, { text: 'back' })).statusCode).toBe(201);
  });

  it('bans a member: out of the channel, refused when joining again, back when an admin adds them', async () => {
    const { channel, one, two } = teamWithMembers(5);
    expect((await profile(one.username, channel.name)).json().can_ban).toBe(true);
    const body = { username: one.username, channel_name: channel.name };
    const byPlain = await h.call('banChatUser', { token: t.token(two), body });
    expect(byPlain.statusCode).toBe(403);
    const done = await h.call('banChatUser', { body });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ msg: 'User banned from this channel' });
    // A retry of the same ban answers the same.
    const again = await h.call('banChatUser', { body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ msg: 'User banned from this channel' });
    const inIt = h.db
      .prepare(
        `SELECT 1 FROM chat_members cm JOIN users u ON u.id = cm.user_id
         WHERE cm.channel_id = ? AND u.username = ?`,
      )
      .get(channel.id, one.username);
    expect(inIt).toBeUndefined();
    expect((await t.send(one, channel.name, { text: 'still here?' })).statusCode).toBe(403);
    // Joining again is refused with the reason (a public channel is the one that can be joined).
    h.db.prepare("UPDATE chat_channels SET type = 'public' WHERE id = ?").run(channel.id);
    const join = await h.call('joinChannel', {
      token: t.token(one),
      body: { channel_name: channel.name, force: false },
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().error).toBe('You have been banned from this channel.');
    // An admin adds them back: the ban is lifted.
    const id = (
      h.db.prepare('SELECT id FROM users WHERE username = ?').get(one.username) as { id: number }
    ).id;
    const added = await h.call('addGroupMembers', {
      body: { user_ids: [id], channel_name: channel.name, is_admin: false },
    });
    expect(added.statusCode).toBe(200);
    expect(h.db.prepare('SELECT 1 FROM chat_bans WHERE user_id = ?').get(id)).toBeUndefined();
  });

  it('never bans the creator, oneself, or someone not in the channel', async () => {
    const { channel } = teamWithMembers(6);
    const creator = h.db
      .prepare(
        'SELECT u.username FROM chat_channels c JOIN users u ON u.id = c.creator_id WHERE c.id = ?',
      )
      .get(channel.id) as { username: string };
    expect((await profile(creator.username, channel.name)).json().can_ban).toBe(false);
    const ban = (username: string) =>
      h.call('banChatUser', { body: { username, channel_name: channel.name } });
    const onCreator = await ban(creator.username);
    expect(onCreator.statusCode).toBe(400);
    expect(onCreator.json().error).toBe('The creator of the channel cannot be banned from it.');
    expect([400, 404]).toContain((await ban(SUPER)).statusCode);
    expect((await ban('9999999999')).statusCode).toBe(404);
  });
});

describe('disable chat', () => {
  it('the super admin disables and enables a user; the disabled user posts nowhere', async () => {
    const { channel, one } = teamWithMembers(4);
    const off = await h.call('setChatDisabled', {
      body: { username: one.username, disable: true },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ msg: 'Chat disabled for this user' });
    expect((await profile(one.username, channel.name)).json().chat_disabled).toBe(true);
    const refused = await t.send(one, channel.name, { text: 'muted' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Your chat has been disabled by the admin.');
    const on = await h.call('setChatDisabled', {
      body: { username: one.username, disable: false },
    });
    expect(on.json()).toEqual({ msg: 'Chat enabled for this user' });
    expect((await t.send(one, channel.name, { text: 'back' })).statusCode).toBe(201);
  });

  it('refuses anyone but the super admin (403), oneself (400), unknown users (404)', async () => {
    const { one, two } = teamWithMembers(5);
    const refused = await h.call('setChatDisabled', {
      token: t.token(two),
      body: { username: one.username, disable: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only the super admin can disable chat.');
    const self = await h.call('setChatDisabled', { body: { username: SUPER, disable: true } });
    expect(self.statusCode).toBe(400);
    const unknown = await h.call('setChatDisabled', {
      body: { username: '9999999999', disable: true },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await h.call('setChatDisabled', {
      body: { username: one.username, disable: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
