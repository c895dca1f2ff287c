// The message scheduler on the reference server (issue 19 §4): who may schedule where, the
// validation (400 {error}), the user's list, cancelling (one's own; the super admin any), saving
// once per Idempotency-Key, and the timer posting due messages into the channel as the scheduling
// user (NEW_MESSAGE to every member), driven by an injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../server/chat/scheduleDelivery.ts';
import type { RoleFlag } from '../../server/domain.ts';
import { SCHEDULE_ERRORS } from '../../server/handlers/chatScheduler.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
}, 120_000);
afterAll(async () => {
  await h.close();
});

type Channel = { name: string; channel_id: number; display_name: string };
type Schedule = {
  id: number;
  channel: string;
  display_name: string;
  text: string;
  send_at: string;
  repeat: string;
  status: string;
  created_by: string;
  last_sent_at: string | null;
};

const MANAGER = 'is_recovery_manager' as const;
const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const allowed = async (who: RoleFlag) =>
  (await h.call('listAllowedAutomatedChannels', { token: h.tokenOf(who) })).json()
    .channels as Channel[];
const channelNamed = async (who: RoleFlag, displayName: string) => {
  const found = (await allowed('is_kosh_superadmin')).find((c) => c.display_name === displayName);
  if (!found) throw new Error(`no automated channel ${displayName} (${who})`);
  return found.name;
};
const schedule = (who: RoleFlag, body: Record<string, unknown>, key?: string) =>
  h.call('scheduleMessage', {
    token: h.tokenOf(who),
    body: { repeat: 'none', send_at: inHours(1), ...body },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const list = async (who: RoleFlag, query: Record<string, number> = {}) =>
  (await h.call('listScheduledMessages', { token: h.tokenOf(who), query })).json() as {
    schedules: Schedule[];
    total: number;
  };
const cancel = (who: RoleFlag, id: number) =>
  h.call('cancelScheduledMessage', { token: h.tokenOf(who), params: { schedule_id: id } });

describe('allowed automated channels', () => {
  it('are the automated channels a user administers; the super admin gets every one', async () => {
    expect((await allowed(MANAGER)).map((c) => c.display_name)).toEqual(['Recovery reminders']);
    expect((await allowed('is_credit_manager')).map((c) => c.display_name)).toEqual([
      'Credit reminders',
    ]);
    expect((await allowed('is_kosh_superadmin')).map((c) => c.display_name)).toEqual([
      'Credit reminders',
      'Field team reminders',
      'Recovery reminders',
    ]);
  });

  it('are none for a plain member of an automated channel, nor for a channel that is not automated', async () => {
    expect(await allowed('is_recovery_agent')).toEqual([]);
    expect(
      (await allowed('is_kosh_superadmin')).some((c) => c.display_name === 'Operations floor'),
    ).toBe(false);
  });
});

describe('scheduling', () => {
  it('stores a schedule and answers it (201); the list shows it first', async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const sendAt = inHours(2);
    const res = await schedule(MANAGER, {
      channel,
      text: 'Team call at 4 pm',
      send_at: sendAt,
      repeat: 'daily',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Schedule;
    expect(created).toMatchObject({
      channel,
      display_name: 'Recovery reminders',
      text: 'Team call at 4 pm',
      send_at: sendAt,
      repeat: 'daily',
      status: 'scheduled',
      created_by: demoUser(MANAGER).username,
      last_sent_at: null,
    });
    const mine = await list(MANAGER);
    expect(mine.schedules[0]?.id).toBe(created.id);
    expect(mine.schedules.every((s) => s.created_by === demoUser(MANAGER).username)).toBe(true);
  });

  it('saves once per Idempotency-Key: a repeat answers the first schedule', async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const body = { channel, text: 'Once only', send_at: inHours(3) };
    const first = await schedule(MANAGER, body, 'schedule-key-0001');
    const again = await schedule(MANAGER, body, 'schedule-key-0001');
    expect(again.json().id).toBe(first.json().id);
    const { schedules } = await list(MANAGER, { entries: 100 });
    expect(schedules.filter((s) => s.text === 'Once only')).toHaveLength(1);
  });

  it.each([
    ['a past time', { send_at: new Date(Date.now() - 60_000).toISOString() }, SCHEDULE_ERRORS.past],
    ['blank text', { text: '   ' }, SCHEDULE_ERRORS.blank],
  ])('refuses %s with 400 {error}', async (_name, change, error) => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const res = await schedule(MANAGER, { channel, text: 'Hello', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses text over 500 characters, an empty text and an unknown repeat (400)', async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    for (const change of [{ text: 'x'.repeat(501) }, { text: '' }, { repeat: 'monthly' }]) {
      const res = await schedule(MANAGER, { channel, text: 'Hello', ...change });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it("refuses a channel the user may not schedule into: another manager's, a plain channel, an unknown name", async () => {
    const credit = await channelNamed(MANAGER, 'Credit reminders');
    for (const channel of [credit, 'kosh/public/1000000', 'kosh/team/99999999', 'nonsense']) {
      const res = await schedule(MANAGER, { channel, text: 'Hello' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: SCHEDULE_ERRORS.channel });
    }
  });

  it('refuses a read-only login (403)', async () => {
    const res = await schedule('is_read_only', { channel: 'kosh/team/1', text: 'Hello' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the list', () => {
  it("pages the user's own schedules, newest first, with the total (the seed's among them)", async () => {
    const all = await list('is_credit_manager', { entries: 100 });
    expect(all.total).toBe(all.schedules.length);
    expect(all.schedules.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'scheduled',
      'scheduled',
      'sent',
    ]);
    const ids = all.schedules.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('is_credit_manager', { start: 1, entries: 2 });
    expect(second.schedules.map((s) => s.id)).toEqual(ids.slice(1, 3));
    expect(second.total).toBe(all.total);
  });
});

describe('cancelling', () => {
  it("cancels one's own; again answers it as it is; another user is refused; the super admin may", async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const mine = (await schedule(MANAGER, { channel, text: 'To cancel' })).json() as Schedule;
    expect((await cancel('is_credit_manager', mine.id)).statusCode).toBe(403);
    const res = await cancel(MANAGER, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, status: 'cancelled' });
    expect((await cancel(MANAGER, mine.id)).json().status).toBe('cancelled');

    const other = (await schedule(MANAGER, { channel, text: 'Admin cancels' })).json() as Schedule;
    expect((await cancel('is_kosh_superadmin', other.id)).json().status).toBe('cancelled');
    expect((await cancel(MANAGER, 99_999_999)).statusCode).toBe(404);
  });
});

describe('delivery', () => {
  const published: { topic: string; payload: { type: string; message?: { text: string } } }[] = [];
  const delivery = () => ({
    db: h.db,
    log: h.app.log,
    publish: async (topic: string, payload: unknown) => {
      published.push({ topic, payload: payload as never });
      await h.realtime.publish(topic, payload);
    },
  });
  const latest = async (channel: string) =>
    (
      await h.call('listChannelMessages', {
        token: h.tokenOf(MANAGER),
        query: { channel, entries: 1 },
      })
    ).json().messages[0] as { text: string; user: { _id: string } };

  it('posts a due message into the channel as the scheduling user, publishes it to every member, and marks it sent', async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const sendAt = inHours(5);
    const created = (
      await schedule(MANAGER, { channel, text: 'Due now', send_at: sendAt })
    ).json() as Schedule;
    // A second before: it does not go (earlier schedules of these tests may).
    expect(await deliverDueMessages(delivery(), new Date(Date.parse(sendAt) - 1000))).not.toContain(
      created.id,
    );
    const at = new Date(Date.parse(sendAt) + 1000);
    expect(await deliverDueMessages(delivery(), at)).toContain(created.id);
    const message = await latest(channel);
    expect(message).toMatchObject({ text: 'Due now', user: { _id: demoUser(MANAGER).username } });
    const events = published.filter((e) => e.payload.message?.text === 'Due now');
    expect(events.map((e) => e.payload.type)).toEqual(events.map(() => 'NEW_MESSAGE'));
    expect(events.some((e) => e.topic.includes(demoUser('is_recovery_agent').username))).toBe(true);
    const { schedules } = await list(MANAGER, { entries: 100 });
    expect(schedules.find((s) => s.id === created.id)).toMatchObject({
      status: 'sent',
      last_sent_at: at.toISOString(),
    });
    // Delivered once: the same moment again sends nothing more.
    expect(await deliverDueMessages(delivery(), at)).not.toContain(created.id);
  });

  it('moves a daily schedule to its next day; a cancelled one never goes', async () => {
    const channel = await channelNamed(MANAGER, 'Recovery reminders');
    const sendAt = inHours(7);
    const daily = (
      await schedule(MANAGER, { channel, text: 'Every day', send_at: sendAt, repeat: 'daily' })
    ).json() as Schedule;
    const cancelled = (
      await schedule(MANAGER, { channel, text: 'Never', send_at: sendAt })
    ).json() as Schedule;
    await cancel(MANAGER, cancelled.id);
    const sent = await deliverDueMessages(delivery(), new Date(Date.parse(sendAt) + 500));
    expect(sent).toContain(daily.id);
    expect(sent).not.toContain(cancelled.id);
    const { schedules } = await list(MANAGER, { entries: 100 });
    expect(schedules.find((s) => s.id === daily.id)).toMatchObject({
      status: 'scheduled',
      send_at: new Date(Date.parse(sendAt) + 24 * HOUR_MS).toISOString(),
    });
  });
});

describe('a channel created to schedule messages', () => {
  it('is an automated channel for its creator as soon as it exists', async () => {
    const created = await h.call('createChannel', {
      token: h.tokenOf('is_credit_manager'),
      body: {
        display_name: 'Credit daily digest',
        channel_type: 'private',
        team_ids: [],
        tags: [],
        will_schedule_msg: true,
      },
      headers: { 'idempotency-key': 'digest-1' },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect((await allowed('is_credit_manager')).map((c) => c.display_name)).toEqual([
      'Credit daily digest',
      'Credit reminders',
    ]);
    // Without the flag a new channel is not one.
    await h.call('createChannel', {
      token: h.tokenOf('is_credit_manager'),
      body: { display_name: 'Credit chat', channel_type: 'private', team_ids: [], tags: [] },
      headers: { 'idempotency-key': 'digest-2' },
    });
    expect((await allowed('is_credit_manager')).map((c) => c.display_name)).not.toContain(
      'Credit chat',
    );
  });
});
