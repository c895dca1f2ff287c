// The rest of channel administration on the reference server (issue 19 §2): a channel's picture,
// business users in the member list for the super admin only, and a channel created with chat
// actions and a document group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';
import { multipartBody, SAMPLE_JPEG, type SampleFile } from './multipart.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
}, 120_000);
afterAll(() => h.close());

type Created = {
  channel_name: string;
  channel: { channel_id: number; profile_pic: string | null };
};
type Member = { id: number; username: string };

const create = async (body: Record<string, unknown> = {}, who = 'is_kosh_superadmin' as const) => {
  const res = await h.call('createChannel', {
    token: h.tokenOf(who),
    body: { display_name: 'Branch desk', channel_type: 'private', team_ids: [], tags: [], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Created;
};

const idOf = (username: string) =>
  (h.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;

const upload = (
  channelId: number,
  file: SampleFile | null,
  who = h.tokenOf('is_kosh_superadmin'),
) => {
  const { body, headers } = multipartBody({}, file, 'profile_pic');
  return h.call('setChannelProfilePic', {
    token: who,
    params: { channel_id: channelId },
    body,
    headers,
  });
};

/** A 1×1 PNG. */
const PNG: SampleFile = {
  name: 'dot.png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

describe("a channel's picture", () => {
  it('is stored, shown in the channel, and read back without a token', async () => {
    const { channel, channel_name } = await create();
    expect(channel.profile_pic).toBeNull();
    const res = await upload(channel.channel_id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profile_pic as string;
    expect(url).toMatch(/^\/api\/chat\/channel-pics\/[0-9a-f-]{36}\.png$/);
    const read = await h.call('getChannel', { query: { name: channel_name } });
    expect(read.json().profile_pic).toBe(url);
    const file = url.split('/').pop()!;
    const bytes = await h.call('getChannelPicture', { token: null, params: { file_name: file } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toContain('image/png');
    expect(bytes.rawPayload.equals(PNG.bytes)).toBe(true);
  });

  it('replaces the old picture, whose name then reads 404', async () => {
    const { channel } = await create();
    const first = (await upload(channel.channel_id, PNG)).json().profile_pic as string;
    const second = (await upload(channel.channel_id, SAMPLE_JPEG)).json().profile_pic as string;
    expect(second).toMatch(/\.jpg$/);
    const old = await h.call('getChannelPicture', {
      token: null,
      params: { file_name: first.split('/').pop()! },
    });
    expect(old.statusCode).toBe(404);
  });

  it('refuses a file that is not an image, one over 2 MB, and no file, with a clear error', async () => {
    const { channel } = await create();
    const text = await upload(channel.channel_id, {
      name: 'notes.png',
      bytes: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('notes.png is not a PNG, JPEG or WebP image.');
    const big = Buffer.concat([PNG.bytes, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload(channel.channel_id, { name: 'big.png', bytes: big });
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe('big.png is larger than 2 MB.');
    const none = await upload(channel.channel_id, null);
    expect(none.statusCode).toBe(400);
  });

  it('is refused to a member who is not an admin, and to a stranger', async () => {
    const { channel, channel_name } = await create();
    const member = demoUser('is_credit_manager').username;
    await h.call('addGroupMembers', {
      body: { user_ids: [idOf(member)], channel_name, is_admin: false },
    });
    const res = await upload(channel.channel_id, PNG, h.tokenOf({ username: member }));
    expect(res.statusCode).toBe(403);
    const stranger = await upload(channel.channel_id, PNG, h.tokenOf('is_recovery_agent'));
    expect(stranger.statusCode).toBe(403);
  });

  it('answers an unknown or malformed picture name with 404 or 400, never 500', async () => {
    const unknown = await h.call('getChannelPicture', {
      token: null,
      params: { file_name: '00000000-0000-0000-0000-000000000000.png' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await h.call('getChannelPicture', { token: null, params: { file_name: 'x.svg' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('business users in the member list', () => {
  it('shows business members to the super admin only, apart from the others', async () => {
    const business = demoUser('is_credit_manager').username;
    const saved = await h.call('saveBusinessProfile', {
      token: h.tokenOf({ username: business }),
      body: {
        name: 'Credit Desk',
        business_email: 'credit@kosh.example',
        business_type: 'Partnership',
        doc_group_id: 101,
        business_doc_type: 'GST Certificate',
        address: '4 Park Street, Kolkata',
        city: 'Kolkata',
        state: 'WB',
        pin: '700016',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const normal = demoUser('is_recovery_manager').username;
    const { channel_name } = await create();
    for (const username of [business, normal]) {
      await h.call('addGroupMembers', {
        body: { user_ids: [idOf(username)], channel_name, is_admin: false },
      });
    }
    const asSuper = (await h.call('listChannelMembers', { query: { channel_name } })).json();
    expect(asSuper.business_users.map((m: Member) => m.username)).toEqual([business]);
    expect(asSuper.normal_users.map((m: Member) => m.username)).toEqual([normal]);
    const asMember = (
      await h.call('listChannelMembers', {
        token: h.tokenOf({ username: normal }),
        query: { channel_name },
      })
    ).json();
    expect(asMember.business_users).toBeUndefined();
    expect(asMember.normal_users.map((m: Member) => m.username)).toEqual([normal]);
  });
});

describe('a channel created with chat actions and a document group', () => {
  it('offers every action to pick, stores them, and the channel offers them', async () => {
    const every = (await h.call('listChatActions', { token: h.tokenOf('is_technology') })).json();
    expect(every.actions.length).toBeGreaterThan(1);
    const picked = every.actions.slice(0, 2).map((a: { id: number }) => a.id);
    const { channel, channel_name } = await create({ chat_actions: picked, doc_group_id: 102 });
    const offered = (await h.call('listChatActions', { query: { channel_name } })).json();
    expect(offered.actions.map((a: { id: number }) => a.id)).toEqual(picked);
    expect((channel as unknown as { chat_actions: number[] }).chat_actions).toEqual(picked);
    const row = h.db
      .prepare('SELECT doc_group_id FROM chat_channels WHERE id = ?')
      .get(channel.channel_id) as { doc_group_id: number };
    expect(row.doc_group_id).toBe(102);
  });

  it('refuses an unknown action or document group with 400', async () => {
    const body = { display_name: 'Bad', channel_type: 'public', team_ids: [], tags: [] };
    const action = await h.call('createChannel', { body: { ...body, chat_actions: [9999] } });
    expect(action.statusCode).toBe(400);
    expect(action.json().error).toBe('Chat action 9999 does not exist.');
    const group = await h.call('createChannel', { body: { ...body, doc_group_id: 999 } });
    expect(group.statusCode).toBe(400);
    expect(group.json().error).toBe('Document group 999 does not exist.');
  });
});
