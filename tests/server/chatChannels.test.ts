// The chat's channels on the reference server: the list's filters, order and pages, search,
// one channel, one-to-ones, joining and leaving, favourites and notifications, members,
// contacts, user cards and lookups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { FLOOR } from './cases/chatChannels.ts';
import { type Channel, chatTools } from './chatFixtures.ts';
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

const tech = demoUser('is_technology');
const list = async (filter: string, start = 0, entries = 50, who = 'is_technology' as const) =>
  (
    await h.call('listChannels', { token: t.token(who), body: { start, entries, filter } })
  ).json() as { channels: Channel[]; total: number };

describe('the channel list', () => {
  it('pages through the user’s channels, newest message first, without overlap', async () => {
    const first = await list('all', 0, 8);
    const second = await list('all', 8, 8);
    expect(first.channels).toHaveLength(8);
    expect(first.total).toBeGreaterThan(16);
    const names = [...first.channels, ...second.channels].map((c) => c.name);
    expect(new Set(names).size).toBe(16);
    const times = [...first.channels, ...second.channels].map(
      (c) => c.last_message?.createdAt ?? '',
    );
    expect(times).toEqual([...times].sort().reverse());
    expect(first.channels.every((c) => c.added)).toBe(true);
  });

  it('filters favourites, conversations and types', async () => {
    const favourites = await list('my');
    expect(favourites.total).toBeGreaterThan(0);
    expect(favourites.channels.every((c) => c.fav)).toBe(true);
    for (const [filter, type] of [
      ['conversation', 'p2p'],
      ['public', 'public'],
      ['private', 'private'],
    ] as const) {
      const page = await list(filter);
      expect(page.total, filter).toBeGreaterThan(0);
      expect(page.channels.every((c) => c.type === type)).toBe(true);
    }
    const loans = await list('loan', 0, 8, 'is_credit_underwriter' as 'is_technology');
    expect(loans.total).toBe(
      (h.db.prepare('SELECT count(*) AS n FROM loans').get() as { n: number }).n,
    );
  });

  it('moves a channel to the top on a new message', async () => {
    const before = await list('all', 0, 50);
    const last = before.channels.at(-1) as Channel;
    await t.sendText('is_technology', last.name, 'bump');
    expect((await list('all', 0, 1)).channels[0]?.name).toBe(last.name);
  });

  it('refuses an unknown filter and more than 50 entries (400)', async () => {
    for (const body of [
      { start: 0, entries: 8, filter: 'mine' },
      { start: 0, entries: 51, filter: 'all' },
      { start: -1, entries: 8, filter: 'all' },
    ]) {
      expect((await h.call('listChannels', { body })).statusCode).toBe(400);
    }
  });
});

describe('search and one channel', () => {
  it('finds public channels the user is not in (added false) and people without a conversation', async () => {
    const notIn = t.seededChannel('public', 'is_technology', false);
    const name = (
      h.db.prepare('SELECT display_name FROM chat_channels WHERE name = ?').get(notIn) as {
        display_name: string;
      }
    ).display_name;
    const res = await h.call('searchChannels', {
      token: t.token('is_technology'),
      query: { name },
    });
    const found = (res.json().channels as Channel[]).find((c) => c.name === notIn);
    expect(found?.added).toBe(false);
    expect(res.json().people).toEqual([]);
    const people = await h.call('searchChannels', {
      token: t.token('is_technology'),
      query: { name: '90000000', scope: 'conversation' },
    });
    const usernames = (people.json().people as { username: string }[]).map((p) => p.username);
    expect(usernames.length).toBeGreaterThan(0);
    expect(usernames).not.toContain(tech.username);
    for (const username of usernames) {
      const chat = (
        await h.call('startPrivateChat', { token: t.token('is_technology'), body: { username } })
      ).json() as { channel_name: string };
      expect(chat.channel_name).toMatch(/^kosh\/p2p\/\d+$/);
    }
    const after = await h.call('searchChannels', {
      token: t.token('is_technology'),
      query: { name: '90000000', scope: 'conversation' },
    });
    const again = (after.json().people as { username: string }[]).map((p) => p.username);
    expect(again.filter((u) => usernames.includes(u))).toEqual([]);
  });

  it('answers 404 for an unknown channel and 403 for a private one the user is not in', async () => {
    expect(
      (await h.call('getChannel', { query: { name: 'kosh/public/999999999' } })).statusCode,
    ).toBe(404);
    const closed = t.seededChannel('private', 'is_technology', false);
    const res = await h.call('getChannel', {
      token: t.token('is_technology'),
      query: { name: closed },
    });
    expect(res.statusCode).toBe(403);
    const open = t.seededChannel('public', 'is_technology', false);
    expect((await t.channelAs('is_technology', open)).added).toBe(false);
  });
});

describe('one-to-one conversations', () => {
  it('creates the conversation once and answers the same one again, named by the other person', async () => {
    const other = demoUser('is_finance_intern');
    const a = await h.call('startPrivateChat', {
      token: t.token('is_technology'),
      body: { username: other.username },
    });
    const b = await h.call('startPrivateChat', {
      token: t.token('is_technology'),
      body: { username: other.username },
    });
    expect(a.json().channel_name).toBe(b.json().channel_name);
    const theirs = await h.call('startPrivateChat', {
      token: t.token('is_finance_intern'),
      body: { username: tech.username },
    });
    expect(theirs.json().channel_name).toBe(a.json().channel_name);
    const techName = (
      h.db.prepare('SELECT name FROM users WHERE username = ?').get(tech.username) as {
        name: string;
      }
    ).name;
    expect(theirs.json().channel.display_name).toBe(techName);
    expect(theirs.json().channel.group).toBe(false);
  });

  it('refuses the own number and a malformed one (400), and an unknown one (404)', async () => {
    const own = await h.call('startPrivateChat', {
      token: t.token('is_technology'),
      body: { username: tech.username },
    });
    expect(own.statusCode).toBe(400);
    const bad = await h.call('startPrivateChat', { body: { username: '98765' } });
    expect(bad.json()).toEqual({ error: 'username must be a 10 digit number' });
    const unknown = await h.call('startPrivateChat', { body: { username: '1234567890' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Username not found' });
  });
});

describe('joining, leaving and the member’s own settings', () => {
  it('joins a public channel with nothing unread, and leaves it', async () => {
    const open = t.seededChannel('public', 'is_technology', false);
    const joined = await h.call('joinChannel', {
      token: t.token('is_technology'),
      body: { channel_name: open, force: false },
    });
    expect(joined.json()).toMatchObject({ added: true, unreadCount: 0 });
    const left = await h.call('leaveChannel', {
      token: t.token('is_technology'),
      body: { channel_name: open },
    });
    expect(left.statusCode).toBe(204);
    expect((await t.channelAs('is_technology', open)).added).toBe(false);
  });

  it('lets only the super admin join a private channel, with force', async () => {
    const closed = t.seededChannel('private', 'is_technology', false);
    const refused = await h.call('joinChannel', {
      token: t.token('is_technology'),
      body: { channel_name: closed, force: true },
    });
    expect(refused.statusCode).toBe(403);
    const other = t.seededChannel('private', 'is_kosh_superadmin', false);
    const noForce = await h.call('joinChannel', { body: { channel_name: other, force: false } });
    expect(noForce.statusCode).toBe(403);
    const forced = await h.call('joinChannel', { body: { channel_name: other, force: true } });
    expect(forced.json().added).toBe(true);
  });

  it('refuses leaving a one-to-one (400) and a channel the user is not in (403)', async () => {
    const chat = t.sharedChannel('p2p', 'is_technology', 'is_technology');
    expect(
      (
        await h.call('leaveChannel', {
          token: t.token('is_technology'),
          body: { channel_name: chat },
        })
      ).statusCode,
    ).toBe(400);
    const closed = t.seededChannel('private', 'is_technology', false);
    expect(
      (
        await h.call('leaveChannel', {
          token: t.token('is_technology'),
          body: { channel_name: closed },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps the favourite and notification settings per member', async () => {
    const token = t.token('is_technology');
    expect(
      (
        await h.call('setChannelFavourite', { token, body: { channel_name: FLOOR, fav: true } })
      ).json(),
    ).toEqual({ fav: true });
    expect(
      (
        await h.call('setChannelNotification', {
          token,
          body: { channel: FLOOR, notification: false },
        })
      ).json(),
    ).toEqual({ notification: false });
    expect(await t.channelAs('is_technology', FLOOR)).toMatchObject({
      fav: true,
      notification: false,
    });
    expect((await list('my')).channels.map((c) => c.name)).toContain(FLOOR);
    await h.call('setChannelFavourite', { token, body: { channel_name: FLOOR, fav: false } });
    expect((await t.channelAs('is_technology', FLOOR)).fav).toBe(false);
  });
});

describe('members and people', () => {
  it('lists admins, the other members and the caller; refuses a non-member (403)', async () => {
    const res = await h.call('listChannelMembers', {
      token: t.token('is_technology'),
      query: { channel_name: FLOOR },
    });
    const body = res.json();
    expect(body.admins.map((m: { username: string }) => m.username)).toEqual([
      demoUser('is_kosh_superadmin').username,
    ]);
    expect(body.current_member).toMatchObject({ username: tech.username, admin: false });
    expect(body.normal_users.length + body.admins.length).toBe(
      (await t.channelAs('is_technology', FLOOR)).member_count,
    );
    const closed = t.seededChannel('private', 'is_technology', false);
    const refused = await h.call('listChannelMembers', {
      token: t.token('is_technology'),
      query: { channel_name: closed },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers the caller’s own contacts only', async () => {
    const own = await h.call('listContacts', {
      token: t.token('is_technology'),
      query: { username: tech.username },
    });
    const contacts = own.json().contacts as { contact_name: string; contact_number: string }[];
    expect(contacts.length).toBeGreaterThan(5);
    expect(contacts.every((c) => /^[0-9]{10}$/.test(c.contact_number))).toBe(true);
    const theirs = await h.call('listContacts', {
      token: t.token('is_technology'),
      query: { username: demoUser('is_kosh_superadmin').username },
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('answers cards for known users and leaves unknown ones out; looks a number up', async () => {
    const res = await h.call('getUserCards', {
      body: { usernames: [tech.username, '1234567890'] },
    });
    const users = res.json().users as { username: string; bio: string }[];
    expect(users.map((u) => u.username)).toEqual([tech.username]);
    expect(users[0]?.bio).toBe('Technology');
    const found = await h.call('lookupUser', { query: { username: tech.username } });
    expect(found.json()).toMatchObject({ success: true });
    const missing = await h.call('lookupUser', { query: { username: '1234567890' } });
    expect(missing.json()).toEqual({ error: 'Username not found' });
  });
});
