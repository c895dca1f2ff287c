// The super admin's catalogue of chat tags and teams (spec part 2 §7 'chat/tags-update',
// 'chat/teams-update') on the reference server: what is stored, what is refused, and who joins
// which channel (and hears it live) when a team gains people.
import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TAGS } from '../../server/seed/chatTeams.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import type { Channel, Who } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';
import { listenOnPersonalTopic } from './personalTopic.ts';

let h: Harness;
let url: string;
const clients: MqttClient[] = [];
type Tag = { id: number; name: string };
type Team = { id: number; name: string; member_count: number };
type Person = { id: number; username: string; name: string };

beforeAll(async () => {
  h = await startServer();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.end(true);
  await h.close();
});

const number = (flag: Parameters<typeof demoUser>[0]) => demoUser(flag).username;
/** A staff member as a team lists them. */
const person = (flag: Parameters<typeof demoUser>[0]) =>
  h.db
    .prepare('SELECT id, username, name FROM users WHERE username = ?')
    .get(number(flag)) as Person;
const tags = async () => (await h.call('listChatTags')).json().tags as Tag[];
const teams = async () => (await h.call('listChatTeams')).json().teams as Team[];
const updateTags = (
  body: { tags: { id?: number; name: string }[] },
  who: Who = 'is_kosh_superadmin',
) => h.call('updateChatTags', { token: h.tokenOf(who), body });
const updateTeam = (body: Record<string, unknown>, who: Who = 'is_kosh_superadmin', key?: string) =>
  h.call('updateChatTeam', {
    token: h.tokenOf(who),
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const teamMembers = (teamId: number, who: Who = 'is_kosh_superadmin') =>
  h.call('getChatTeamMembers', { token: h.tokenOf(who), params: { team_id: teamId } });
const createChannel = async (body: Record<string, unknown>) => {
  const response = await h.call('createChannel', {
    body: { channel_type: 'private', team_ids: [], tags: [], ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().channel_name as string;
};
const memberNumbers = async (channel_name: string) => {
  const list = (await h.call('listChannelMembers', { query: { channel_name } })).json();
  return [...list.admins, ...list.normal_users].map((m: { username: string }) => m.username);
};
const channelTagNames = async (channel_name: string) =>
  ((await h.call('getChannelTags', { query: { channel_name } })).json().tags as Tag[]).map(
    (t) => t.name,
  );

/** Collects what arrives on the user's personal topic. */
const listen = async (who: Who) =>
  (await listenOnPersonalTopic<{ type: string; channel: Channel }>(h, url, who, clients)).next;

describe('the tag catalogue', () => {
  it('keeps, renames, creates and deletes; a deleted tag leaves its channels', async () => {
    const before = await tags();
    expect(before.map((t) => t.name)).toEqual(CHAT_TAGS);
    const id = (name: string) => before.find((t) => t.name === name)!.id;
    const channel = await createChannel({
      display_name: 'Tagged',
      tags: [id('Urgent'), id('Support')],
    });
    const kept = before.filter((t) => !['Urgent', 'Support'].includes(t.name));
    const response = await updateTags({
      tags: [...kept, { id: id('Support'), name: ' Help desk ' }, { name: '  Payouts ' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().tags as Tag[];
    expect(after.map((t) => t.name)).toEqual([
      'Announcements',
      'Collections',
      'Credit',
      'Disbursal',
      'Help desk',
      'Payouts',
    ]);
    expect(after.find((t) => t.name === 'Help desk')!.id).toBe(id('Support'));
    expect(await tags()).toEqual(after);
    expect(await channelTagNames(channel)).toEqual(['Help desk']);
  });

  it('swaps two names, changes a case, and gives a deleted tag’s name to another', async () => {
    const now = await tags();
    const id = (name: string) => now.find((t) => t.name === name)!.id;
    const response = await updateTags({
      tags: [
        { id: id('Collections'), name: 'Credit' },
        { id: id('Credit'), name: 'Collections' },
        { id: id('Announcements'), name: 'ANNOUNCEMENTS' },
        // Payouts is left out (deleted); Help desk takes its name in the same save.
        { id: id('Help desk'), name: 'Payouts' },
        { id: id('Disbursal'), name: 'Disbursal' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tags).toEqual([
      { id: id('Announcements'), name: 'ANNOUNCEMENTS' },
      { id: id('Credit'), name: 'Collections' },
      { id: id('Collections'), name: 'Credit' },
      { id: id('Disbursal'), name: 'Disbursal' },
      { id: id('Help desk'), name: 'Payouts' },
    ]);
  });

  it('refuses blank and repeated names, repeated and unknown ids (400), and changes nothing', async () => {
    const now = await tags();
    const [first, second] = now as [Tag, Tag];
    for (const [body, error] of [
      [[...now, { name: '   ' }], 'Please enter a tag name.'],
      [
        [...now, { name: ` ${first.name.toLowerCase()} ` }],
        `Two tags are named ${first.name.toLowerCase()}.`,
      ],
      [
        [
          { id: first.id, name: 'One' },
          { id: first.id, name: 'Two' },
        ],
        `Tag ${first.id} is listed twice.`,
      ],
      [[second, { id: 999, name: 'Ghost' }], 'Tag 999 does not exist.'],
    ] as const) {
      const response = await updateTags({ tags: [...body] });
      expect([response.statusCode, response.json()], error).toEqual([400, { error }]);
    }
    const tooLong = await updateTags({ tags: [{ name: 'x'.repeat(61) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(await tags()).toEqual(now);
  });

  it('refuses everyone but the super admin (403), read-only logins too', async () => {
    const now = await tags();
    const other = await updateTags({ tags: [] }, 'is_technology');
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { error: 'Only the super admin can change the tags.' },
    ]);
    expect((await updateTags({ tags: [] }, 'is_read_only')).statusCode).toBe(403);
    expect(await tags()).toEqual(now);
  });
});

describe('teams', () => {
  let auditId: number;

  it('creates a team with its people, by name', async () => {
    const response = await updateTeam({
      name: '  Audit ',
      usernames: [number('is_technology'), number('is_human_resources')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { teams: list, members } = response.json() as { teams: Team[]; members: Person[] };
    const audit = list.find((t) => t.name === 'Audit')!;
    expect(audit.member_count).toBe(2);
    auditId = audit.id;
    const people = [person('is_technology'), person('is_human_resources')];
    expect(members).toEqual(people.sort((a, b) => a.name.localeCompare(b.name)));
    const read = await teamMembers(auditId);
    expect(read.json()).toEqual({ team: audit, members });
  });

  it('renames a team and sets its people; names stay unique whatever their case', async () => {
    const renamed = await updateTeam({ team_id: auditId, name: 'Audit desk' });
    expect(renamed.json().teams.some((t: Team) => t.name === 'Audit desk')).toBe(true);
    // Its own name in another case is no clash.
    expect((await updateTeam({ team_id: auditId, name: 'AUDIT DESK' })).statusCode).toBe(200);
    const clash = await updateTeam({ team_id: auditId, name: ' credit ' });
    expect([clash.statusCode, clash.json()]).toEqual([
      400,
      { error: 'A team named credit already exists.' },
    ]);
    const created = await updateTeam({ name: 'audit Desk' });
    expect(created.json()).toEqual({ error: 'A team named audit Desk already exists.' });
    const set = await updateTeam({ team_id: auditId, usernames: [number('is_b2b')] });
    expect(set.json().members.map((m: Person) => m.username)).toEqual([number('is_b2b')]);
    expect((await teams()).find((t) => t.id === auditId)).toEqual({
      id: auditId,
      name: 'AUDIT DESK',
      member_count: 1,
    });
  });

  it('adds a team’s new people to its channels (they hear it), leaves those taken out in them', async () => {
    const channel = await createChannel({ display_name: 'Audit room', team_ids: [auditId] });
    expect(await memberNumbers(channel)).toContain(number('is_b2b'));
    const hr = await listen('is_human_resources');
    const response = await updateTeam({
      team_id: auditId,
      usernames: [number('is_human_resources')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const event = await hr((e) => e.type === 'RETAINED' && e.channel.name === channel);
    expect(event.channel.added).toBe(true);
    const members = await memberNumbers(channel);
    expect(members).toContain(number('is_human_resources'));
    expect(members).toContain(number('is_b2b'));
  });

  it('does not add a new team member back to a channel that banned them', async () => {
    const channel = await createChannel({ display_name: 'Banned room', team_ids: [auditId] });
    const hr = number('is_human_resources');
    const ban = await h.call('banChatUser', { body: { username: hr, channel_name: channel } });
    expect(ban.statusCode, ban.body).toBe(200);
    await updateTeam({ team_id: auditId, usernames: [] });
    expect((await updateTeam({ team_id: auditId, usernames: [hr] })).statusCode).toBe(200);
    expect(await memberNumbers(channel)).not.toContain(hr);
    // Nor does adding the team to the channel again (Group Title's Add Team).
    const readded = await h.call('addChannelTeams', {
      body: { channel_name: channel, team_ids: [auditId], subscribe_all: true },
    });
    expect(readded.statusCode, readded.body).toBe(200);
    expect(await memberNumbers(channel)).not.toContain(hr);
  });

  it('answers a repeated create with the same key by the first answer', async () => {
    const key = randomUUID();
    const first = await updateTeam({ name: 'Once only' }, 'is_kosh_superadmin', key);
    const again = await updateTeam({ name: 'Once only' }, 'is_kosh_superadmin', key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await teams()).filter((t) => t.name === 'Once only')).toHaveLength(1);
  });

  it('refuses blank names, unknown numbers (400) and unknown teams (404)', async () => {
    // A login without a staff profile is no staff member either.
    const noStaff = demoUser(null).username;
    for (const [body, error] of [
      [{ name: '   ' }, 'Please enter a team name.'],
      [{ usernames: [number('is_b2b')] }, 'Please enter a team name.'],
      [{ team_id: auditId, name: '' }, 'Please enter a team name.'],
      [{ remove: true }, 'Please choose the team to remove.'],
      [
        { team_id: auditId, usernames: [number('is_b2b'), '9999999999', noStaff] },
        `No staff member with number 9999999999, ${noStaff}`,
      ],
    ] as const) {
      const response = await updateTeam(body);
      expect([response.statusCode, response.json()], error).toEqual([400, { error }]);
    }
    const unchanged = (await teamMembers(auditId)).json().members as Person[];
    expect(unchanged.map((m) => m.username)).toEqual([number('is_human_resources')]);
    expect((await updateTeam({ name: 'X', usernames: ['12345'] })).statusCode).toBe(400);
    for (const body of [
      { team_id: 999_999, name: 'Ghost' },
      { team_id: 999_999, remove: true },
    ]) {
      const response = await updateTeam(body);
      expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Team not found' }]);
    }
    expect((await teamMembers(999_999)).statusCode).toBe(404);
  });

  it('refuses everyone but the super admin (403), read-only logins too', async () => {
    const other = await updateTeam({ name: 'Mine' }, 'is_technology');
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { error: 'Only the super admin can change the teams.' },
    ]);
    expect((await updateTeam({ name: 'Mine' }, 'is_read_only')).statusCode).toBe(403);
    const read = await teamMembers(auditId, 'is_technology');
    expect([read.statusCode, read.json()]).toEqual([
      403,
      { error: "Only the super admin can see a team's people." },
    ]);
    expect((await teams()).some((t) => t.name === 'Mine')).toBe(false);
  });

  it('removes a team: its channels lose it, its people stay in them', async () => {
    const channel = await createChannel({ display_name: 'Leftover', team_ids: [auditId] });
    const response = await updateTeam({ team_id: auditId, remove: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().members).toEqual([]);
    expect(response.json().teams.some((t: Team) => t.id === auditId)).toBe(false);
    const left = await h.call('getChannelTeams', { query: { channel_name: channel } });
    expect(left.json().teams).toEqual([]);
    expect(await memberNumbers(channel)).toContain(number('is_human_resources'));
    expect((await teamMembers(auditId)).statusCode).toBe(404);
  });
});
