// Chat actions on the reference server (issue 19 §3): a channel's actions, an action's functions
// or embedded form, a function's form schema with default params, and the multipart submission:
// checked against the schema (400 {error} in words), one record per Idempotency-Key, the result
// posted as a message in the channel, attendance marked by the sign-in/sign-off actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_CHANNEL } from '../../server/seed/chatActions.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { indiaDay } from '../../server/time.ts';
import { type Harness, startServer } from './harness.ts';
import { multipartBody } from './multipart.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
}, 120_000);
afterAll(() => h.close());

type Action = { id: number; name: string; kind: string; attendance: string | null };
type Detail = Action & {
  functions: { id: number; name: string }[];
  form_html: string | null;
  form_function_id: number | null;
};

const tech = demoUser('is_technology');
const sql = <T>(query: string, ...params: (string | number)[]) =>
  h.db.prepare(query).get(...params) as T;
const channel = () =>
  sql<{ id: number; name: string }>(
    'SELECT id, name FROM chat_channels WHERE display_name = ?',
    REQUESTS_CHANNEL,
  );

async function actions(): Promise<Action[]> {
  const res = await h.call('listChatActions', { query: { channel_name: channel().name } });
  expect(res.statusCode).toBe(200);
  return res.json().actions;
}
const actionNamed = async (name: string) => (await actions()).find((a) => a.name === name)!;
async function detail(name: string): Promise<Detail> {
  const res = await h.call('getChatAction', { params: { id: (await actionNamed(name)).id } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function submit(
  fnId: number,
  values: Record<string, string>,
  key: string | null,
  who: { username: string } = tech,
  channelId = channel().id,
) {
  const { body, headers } = multipartBody(
    { channel_id: String(channelId), form_data: JSON.stringify(values) },
    null,
  );
  return h.call('submitChatFunctionForm', {
    token: h.tokenOf(who),
    params: { id: fnId },
    body,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const travel = {
  amount: '450',
  spent_on: '2026-11-20',
  mode: 'train',
  details: 'Pune to Nashik',
  receipt: 'true',
};

describe('a channel and its actions', () => {
  it('lists the seeded actions on the channel record and as the stage 0 list', async () => {
    const listed = await actions();
    expect(listed.map((a) => a.name)).toEqual([
      'Attendance Sign In',
      'Attendance Sign Off',
      'Raise Expense',
      'Leave Request',
    ]);
    const record = await h.call('getChannel', { query: { name: channel().name } });
    // The record names every action; the task permission (issue 20) offers Tasks, not a form.
    const manage = sql<{ id: number }>(
      "SELECT id FROM chat_actions WHERE name = 'manage_task_across_channels'",
    ).id;
    expect(record.json().chat_actions).toEqual([...listed.map((a) => a.id), manage]);
    expect(record.json().chat_action_names).toContain('manage_task_across_channels');
    // Every team channel offers them; other channels none.
    const floor = await h.call('listChatActions', {
      query: {
        channel_name: sql<{ name: string }>(
          "SELECT name FROM chat_channels WHERE display_name = 'Operations floor'",
        ).name,
      },
    });
    expect(floor.json().actions).toEqual([]);
  });

  it('gives an action its functions, or its embedded HTML form', async () => {
    const expense = await detail('Raise Expense');
    expect(expense.functions.map((f) => f.name)).toEqual(['Travel expense', 'Other expense']);
    expect(expense.form_html).toBeNull();
    const leave = await detail('Leave Request');
    expect(leave.functions).toEqual([]);
    expect(leave.form_html).toContain('name="from_date"');
    expect(leave.form_function_id).toBeGreaterThan(0);
  });

  it('answers a function’s form schema with default params overlaid by filter_data', async () => {
    const signIn = await detail('Attendance Sign In');
    const fnId = signIn.functions[0]!.id;
    const plain = await h.call('getChatFunctionForm', {
      params: { id: fnId },
      query: { channel_id: channel().id },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().default_params).toEqual({ work_from: 'office' });
    expect(plain.json().fields.map((f: { type: string }) => f.type)).toEqual(['select', 'text']);
    const filtered = await h.call('getChatFunctionForm', {
      params: { id: fnId },
      query: { channel_id: channel().id, filter_data: '{"work_from":"field","stray":"x"}' },
    });
    expect(filtered.json().default_params).toEqual({ work_from: 'field' });
    const bad = await h.call('getChatFunctionForm', {
      params: { id: fnId },
      query: { channel_id: channel().id, filter_data: '[1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/filter_data/);
  });

  it('refuses unknown actions, functions and channels in words', async () => {
    expect((await h.call('getChatAction', { params: { id: 9999 } })).statusCode).toBe(404);
    const missing = await h.call('getChatFunctionForm', {
      params: { id: 9999 },
      query: { channel_id: channel().id },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await h.call('listChatActions', { query: { channel_name: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
  });
});

describe('submitting a form', () => {
  it('creates one record per Idempotency-Key and posts the result in the channel', async () => {
    const fnId = (await detail('Raise Expense')).functions[0]!.id;
    const count = () =>
      sql<{ n: number }>(
        'SELECT count(*) AS n FROM chat_action_submissions WHERE function_id = ?',
        fnId,
      ).n;
    const before = count();
    const key = 'expense-test-key-0001';
    const [first, second] = await Promise.all([
      submit(fnId, travel, key),
      submit(fnId, travel, key),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(count()).toBe(before + 1);
    const { message } = first.json();
    expect(message.text).toContain('Travel expense submitted');
    expect(message.text).toContain('Mode: Train');
    expect(message.text).toContain('Receipt attached: Yes');
    expect(message.user._id).toBe(tech.username);
    const page = await h.call('listChannelMessages', {
      query: { channel: channel().name, entries: 5 },
    });
    expect(page.json().messages.at(-1)._id).toBe(message._id);
    // The same key on other values is refused.
    const other = await submit(fnId, { ...travel, amount: '10' }, key);
    expect(other.statusCode).toBe(422);
  });

  it.each([
    [{ ...travel, amount: 'lots' }, 'Amount (₹) must be a number.'],
    [{ ...travel, spent_on: '20/11/2026' }, 'Spent on must be a date (YYYY-MM-DD).'],
    [{ ...travel, mode: 'rocket' }, 'Mode: choose one of the options.'],
    [{ ...travel, details: 'x'.repeat(351) }, 'Details is at most 350 characters.'],
    [{ ...travel, receipt: 'maybe' }, 'Receipt attached must be true or false.'],
    [{ ...travel, amount: ' ' }, 'Amount (₹) is required.'],
    [{ ...travel, extra: '1' }, "Unknown field 'extra'."],
  ])('answers 400 with the fault for %j', async (values, error) => {
    const fnId = (await detail('Raise Expense')).functions[0]!.id;
    const res = await submit(fnId, values as Record<string, string>, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('takes exactly 350 characters in a multiline field', async () => {
    const fnId = (await detail('Raise Expense')).functions[0]!.id;
    const res = await submit(fnId, { ...travel, details: 'y'.repeat(350) }, null);
    expect(res.statusCode).toBe(201);
  });

  it('answers malformed bodies with 400 or 415, never 500', async () => {
    const fnId = (await detail('Raise Expense')).functions[0]!.id;
    const notJson = multipartBody({ channel_id: String(channel().id), form_data: '{oops' }, null);
    const res = await h.call('submitChatFunctionForm', {
      token: h.tokenOf(tech),
      params: { id: fnId },
      body: notJson.body,
      headers: notJson.headers,
    });
    expect(res.statusCode).toBe(400);
    const json = await h.call('submitChatFunctionForm', {
      token: h.tokenOf(tech),
      params: { id: fnId },
      body: { channel_id: '1', form_data: '{}' },
    });
    expect(json.statusCode).toBe(415);
    const noChannel = multipartBody({ form_data: '{}' }, null);
    const missing = await h.call('submitChatFunctionForm', {
      token: h.tokenOf(tech),
      params: { id: fnId },
      body: noChannel.body,
      headers: noChannel.headers,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a channel that does not offer the action, and a non-member', async () => {
    const fnId = (await detail('Raise Expense')).functions[0]!.id;
    const floor = sql<{ id: number }>(
      "SELECT id FROM chat_channels WHERE display_name = 'Operations floor'",
    ).id;
    const notOffered = await submit(fnId, travel, null, tech, floor);
    expect(notOffered.statusCode).toBe(400);
    const outsider = sql<{ username: string }>(
      `SELECT u.username FROM users u JOIN staff_profiles s ON s.user_id = u.id
       WHERE u.id NOT IN (SELECT user_id FROM chat_members WHERE channel_id = ?) LIMIT 1`,
      channel().id,
    );
    const refused = await submit(fnId, travel, null, outsider);
    expect(refused.statusCode).toBe(403);
  });

  it('submits the embedded form to its function', async () => {
    const leave = await detail('Leave Request');
    const res = await submit(
      leave.form_function_id!,
      { from_date: '2026-12-01', to_date: '2026-12-02', leave_type: 'sick', reason: 'Fever' },
      null,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message.text).toContain('Leave type: Sick');
  });

  it('marks attendance on sign-in and closes it on sign-off', async () => {
    const user = demoUser('is_human_resources');
    const userId = sql<{ id: number }>('SELECT id FROM users WHERE username = ?', user.username).id;
    const row = () =>
      sql<{ signed_off_at: string | null } | undefined>(
        'SELECT signed_off_at FROM attendance WHERE user_id = ? AND day = ?',
        userId,
        indiaDay(),
      );
    const signIn = (await detail('Attendance Sign In')).functions[0]!.id;
    const signOff = (await detail('Attendance Sign Off')).functions[0]!.id;
    const first = await submit(signIn, { work_from: 'office' }, null, user);
    expect(first.statusCode).toBe(201);
    expect(first.json().attendance).toBe('sign_in');
    expect(row()?.signed_off_at).toBeNull();
    const off = await submit(signOff, { summary: 'Calls done' }, null, user);
    expect(off.json().attendance).toBe('sign_off');
    expect(row()?.signed_off_at).toBeTruthy();
  });
});

describe('messages with buttons', () => {
  it('carry action_type and action_data; plain messages carry neither', async () => {
    const page = await h.call('listChannelMessages', {
      query: { channel: channel().name, entries: 100 },
    });
    const messages = page.json().messages as {
      text: string;
      action_type?: string;
      action_data?: Record<string, unknown>;
    }[];
    const signIn = messages.find((m) => m.action_type === 'chat_action');
    expect(signIn?.action_data).toEqual({
      button: 'Sign in now',
      name: 'Attendance Sign In',
      default_params: { work_from: 'field', note: 'Field visits today' },
    });
    const link = messages.find((m) => m.action_type === 'external_url');
    expect(link?.action_data?.url).toMatch(/^https:\/\//);
    const plain = messages.find((m) => m.text.includes('submitted'));
    expect(plain && 'action_type' in plain).toBe(false);
  });
});
