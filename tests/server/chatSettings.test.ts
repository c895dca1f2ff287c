// Creating a channel with teams and tags, and editing one (issue 19 'Create channel', Group
// Title, Channel Tags, Edit Description, display name, theme) on the reference server: who may,
// what is stored, who hears it live.
import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TAGS, CHAT_TEAMS } from '../../server/seed/chatTeams.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import type { Channel, Who } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';
import { listenOnPersonalTopic } from './personalTopic.ts';

let h: Harness;
let url: string;
const clients: MqttClient[] = [];
type Team = { id: number; name: string; member_count: number };
type Created = { channel_name: string; channel: Channel & { channel_id: number; theme: string } };

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

const teams = async () => (await h.call('listChatTeams')).json().teams as Team[];
const teamId = async (name: string) => (await teams()).find((t) => t.name === name)!.id;
const tagIds = async (...names: string[]) =>
  ((await h.call('listChatTags')).json().tags as { id: number; name: string }[])
    .filter((t) => names.includes(t.name))
    .map((t) => t.id);

const create = (body: Record<string, unknown>, who: Who = 'is_kosh_superadmin', key?: string) =>
  h.call('createChannel', {
    token: h.tokenOf(who),
    body: { channel_type: 'public', team_ids: [], tags: [], ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });

/** Collects what arrives on the user's personal topic. */
const listen = async (who: Who) =>
  (await listenOnPersonalTopic<{ type: string; channel: Channel }>(h, url, who, clients)).next;

describe('teams and tags', () => {
  it('lists the seeded teams with their people, and the tags', async () => {
    const list = await teams();
    expect(list.map((t) => t.name)).toEqual(CHAT_TEAMS.map(([name]) => name));
    expect(list.every((t) => t.member_count > 0)).toBe(true);
    const tags = (await h.call('listChatTags', { token: h.tokenOf('is_technology') })).json();
    expect(tags.tags.map((t: { name: string }) => t.name)).toEqual(CHAT_TAGS);
  });
});

describe('creating a channel', () => {
  it('makes the creator its admin, the team its members, and tells them live', async () => {
    const agent = await listen('is_recovery_agent');
    const recovery = await teamId('Recovery');
    const tags = await tagIds('Collections', 'Urgent');
    const response = await create({
      display_name: '  Recovery huddle ',
      name: 'recovery-huddle',
      description: 'Daily standup',
      channel_type: 'private',
      team_ids: [recovery],
      tags,
      will_schedule_msg: true,
      enable_redmine: false,
      customer_support: true,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json() as Created;
    expect(created.channel).toMatchObject({
      display_name: 'Recovery huddle',
      type: 'private',
      added: true,
      creator: demoUser('is_kosh_superadmin').username,
    });
    expect(created.channel_name).toMatch(/^kosh\/private\/\d+$/);
    const team = (await teams()).find((t) => t.id === recovery)!;
    expect(created.channel.member_count).toBe(team.member_count + 1);
    const event = await agent(
      (e) => e.type === 'RETAINED' && e.channel.name === created.channel_name,
    );
    expect(event.channel.added).toBe(true);
    const stored = await h.call('getChannelTags', {
      query: { channel_name: created.channel_name },
    });
    expect(stored.json().tags.map((t: { name: string }) => t.name)).toEqual([
      'Collections',
      'Urgent',
    ]);
    const members = await h.call('listChannelMembers', {
      query: { channel_name: created.channel_name },
    });
    expect(members.json().admins.map((m: { username: string }) => m.username)).toEqual([
      demoUser('is_kosh_superadmin').username,
    ]);
  });

  it('answers a repeat with the same key by the first channel', async () => {
    const key = randomUUID();
    const first = (await create({ display_name: 'Once only' }, 'is_technology', key)).json();
    const again = (await create({ display_name: 'Once only' }, 'is_technology', key)).json();
    expect(again.channel_name).toBe(first.channel_name);
  });

  it('refuses a short name already taken with err, blank names, unknown teams and tags (400)', async () => {
    expect((await create({ display_name: 'A', name: 'dup-name' })).statusCode).toBe(200);
    const taken = await create({ display_name: 'B', name: 'dup-name' });
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      { err: 'A channel named dup-name already exists.' },
    ]);
    for (const body of [
      { display_name: '   ' },
      { display_name: '' },
      { display_name: 'X', team_ids: [999] },
      { display_name: 'X', tags: [999] },
      { display_name: 'X', channel_type: 'p2p' },
      { display_name: 'X', name: 'Not Allowed!' },
      { display_name: 'X', extra: 1 },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses investors and read-only logins (403)', async () => {
    for (const who of ['is_investor', 'is_read_only'] as const) {
      expect((await create({ display_name: 'Nope' }, who)).statusCode, who).toBe(403);
    }
  });
});

describe('editing a channel', () => {
  let channel: Created['channel'];
  let name: string;
  beforeAll(async () => {
    const created = (
      await create(
        { display_name: 'Editable', channel_type: 'private', team_ids: [await teamId('Credit')] },
        'is_technology',
      )
    ).json() as Created;
    channel = created.channel;
    name = created.channel_name;
  });
  const id = () => ({ channel_id: channel.channel_id });

  it('renames, describes and themes it for its admins; members hear it', async () => {
    const hear = await listen('is_credit_manager');
    const tech = h.tokenOf('is_technology');
    const renamed = await h.call('changeChannelDisplayName', {
      token: tech,
      params: id(),
      body: { display_name: ' Credit desk ' },
    });
    expect(renamed.json().display_name).toBe('Credit desk');
    await hear((e) => e.type === 'RETAINED' && e.channel.display_name === 'Credit desk');
    const described = await h.call('setChannelDescription', {
      token: tech,
      params: id(),
      body: { description: 'Underwriting questions' },
    });
    expect(described.json().description).toBe('Underwriting questions');
    const themed = await h.call('updateChannel', {
      token: tech,
      params: id(),
      body: { theme: 'pink' },
    });
    expect(themed.json().theme).toBe('pink');
    // The super admin may too.
    const byAdmin = await h.call('updateChannel', { params: id(), body: { theme: 'orange' } });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses members who are not admins (403), blank names and bad themes (400)', async () => {
    const member = h.tokenOf('is_credit_manager');
    for (const [op, body] of [
      ['changeChannelDisplayName', { display_name: 'Mine' }],
      ['setChannelDescription', { description: 'Mine' }],
      ['updateChannel', { theme: 'blue' }],
    ] as const) {
      expect((await h.call(op, { token: member, params: id(), body })).statusCode, op).toBe(403);
    }
    const tech = h.tokenOf('is_technology');
    for (const [op, body] of [
      ['changeChannelDisplayName', { display_name: '   ' }],
      ['updateChannel', { theme: 'black' }],
    ] as const) {
      expect((await h.call(op, { token: tech, params: id(), body })).statusCode, op).toBe(400);
    }
    const missing = await h.call('updateChannel', {
      params: { channel_id: 999_999_999 },
      body: { theme: 'blue' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('adds and removes teams: their people join and leave, admins stay', async () => {
    const tech = h.tokenOf('is_technology');
    const disbursal = await teamId('Disbursal');
    const outsider = await listen('is_disbursal_team');
    const added = await h.call('addChannelTeams', {
      token: tech,
      body: { channel_name: name, team_ids: [disbursal], subscribe_all: true },
    });
    expect(added.json().teams.map((t: Team) => t.name)).toEqual(['Credit', 'Disbursal']);
    await outsider((e) => e.type === 'RETAINED' && e.channel.name === name && e.channel.added);
    const removed = await h.call('removeChannelTeams', {
      token: tech,
      query: { channel_name: name, team_ids: [String(disbursal)], unsubscribe_all: 'true' },
    });
    expect(removed.json().teams.map((t: Team) => t.name)).toEqual(['Credit']);
    await outsider((e) => e.type === 'RETAINED' && e.channel.name === name && !e.channel.added);
    const read = await h.call('getChannelTeams', { token: tech, query: { channel_name: name } });
    expect(read.json().teams.map((t: Team) => t.name)).toEqual(['Credit']);
    // A member who is not an admin may not.
    const refused = await h.call('addChannelTeams', {
      token: h.tokenOf('is_credit_manager'),
      body: { channel_name: name, team_ids: [disbursal], subscribe_all: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('replaces the tags; unknown tags are refused', async () => {
    const tech = h.tokenOf('is_technology');
    const ids = await tagIds('Credit', 'Support');
    const set = await h.call('setChannelTags', {
      token: tech,
      body: { channel_name: name, tag_ids: ids },
    });
    expect(set.json().tags.map((t: { name: string }) => t.name)).toEqual(['Credit', 'Support']);
    const cleared = await h.call('setChannelTags', {
      token: tech,
      body: { channel_name: name, tag_ids: [] },
    });
    expect(cleared.json().tags).toEqual([]);
    const unknown = await h.call('setChannelTags', {
      token: tech,
      body: { channel_name: name, tag_ids: [999] },
    });
    expect(unknown.statusCode).toBe(400);
    const outsider = await h.call('getChannelTags', {
      token: h.tokenOf('is_human_resources'),
      query: { channel_name: name },
    });
    expect(outsider.statusCode).toBe(403);
  });
});
