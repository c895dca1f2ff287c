// The support-call admin reads on the reference server: roles from the rule table, paging, range
// checks, and analytics and supervision on known data (a past range the seed never touches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';
import { supportFixtures } from './supportFixtures.ts';

// Filled in beforeAll; the fixtures hold on to this object.
const h = {} as Harness;
const { exec, value, userId, customer, supportCall } = supportFixtures(h);
beforeAll(async () => {
  Object.assign(h, await startServer());
}, 120_000);
afterAll(() => h.close());

type Page = {
  results: { id: number; username: string; name: string; traceability: string }[];
  count: number;
  page: number;
  page_size: number;
};

describe('searchSupportCalls', () => {
  let paged: { id: number; username: string };
  beforeAll(() => {
    paged = customer(1);
    for (let i = 0; i < 23; i++) {
      supportCall(paged.id, `2020-03-${String(i + 1).padStart(2, '0')}T06:00:00.000Z`);
    }
    const unnamed = customer(2, ' ');
    supportCall(unnamed.id, '2020-03-01T06:00:00.000Z', 'CLOSED', 'CON');
  });

  it('pages 10 at a time, newest first, with the count of every page', async () => {
    const pages: Page[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await h.call('searchSupportCalls', { query: { username: paged.username, page } });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.count === 23 && p.page_size === 10)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    const first = pages[0]!.results[0]!;
    expect(first).toMatchObject({
      name: 'Test Customer 1',
      username: paged.username,
      created_at: '2020-03-23T06:00:00.000Z',
      loan_related: 'Yes',
      status: 'OPEN',
      traceability: 'None',
      assigned_to: null,
    });
    const ids = pages.flatMap((p) => p.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(23);
  });

  it('matches the beginning of the number, and names a customer without a name N/A', async () => {
    const res = await h.call('searchSupportCalls', { query: { username: '600000000' } });
    const page = res.json() as Page;
    expect(page.count).toBe(24);
    expect(page.results.every((r) => r.username.startsWith('600000000'))).toBe(true);
    const unnamed = await h.call('searchSupportCalls', { query: { username: '6000000002' } });
    expect((unnamed.json() as Page).results[0]).toMatchObject({ name: 'N/A', traceability: 'CON' });
    const seeded = await h.call('searchSupportCalls', { query: { username: '8' } });
    const expected = value<{ n: number }>(
      `SELECT count(*) AS n FROM support_calls s JOIN customers c ON c.id = s.customer_id
       WHERE c.username LIKE '8%'`,
    ).n;
    expect((seeded.json() as Page).count).toBe(expected);
  });

  it('is served by indexes (customers by number, support calls by customer)', () => {
    const plan = h.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT s.id FROM support_calls s JOIN customers c ON c.id = s.customer_id
         LEFT JOIN users u ON u.id = s.assigned_to
         WHERE c.username >= '6' AND c.username < '6:' ORDER BY s.created_at DESC LIMIT 10`,
      )
      .all() as { detail: string }[];
    const details = plan.map((p) => p.detail).join('\n');
    expect(details).toMatch(/SEARCH c USING .*INDEX/);
    expect(details).toMatch(/SEARCH s USING INDEX support_calls_customer/);
  });

  it.each([
    ['is_kosh_superadmin', 200],
    ['is_read_only', 200],
    ['is_reminder_agent', 200],
    ['is_recovery_agent', 403],
    ['is_credit_underwriter', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await h.call('searchSupportCalls', {
      token: h.tokenOf(flag),
      query: { username: '6' },
    });
    expect(res.statusCode).toBe(status);
  });

  it('refuses a username that is not digits', async () => {
    const res = await h.call('searchSupportCalls', { query: { username: '98x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('listAssignedSupportCalls', () => {
  it('gives a support agent their own calls, and support admins every assigned call', async () => {
    const agent = demoUser('is_reminder_agent');
    const own = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_reminder_agent') });
    expect(own.statusCode).toBe(200);
    const mine = own.json() as { count: number; results: { assigned_to: { username: string } }[] };
    const expected = value<{ n: number }>(
      'SELECT count(*) AS n FROM support_calls WHERE assigned_to = ?',
      userId('is_reminder_agent'),
    ).n;
    expect(mine.count).toBe(expected);
    expect(mine.results.every((r) => r.assigned_to.username === agent.username)).toBe(true);
    const every = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_read_only') });
    const assigned = value<{ n: number }>(
      'SELECT count(*) AS n FROM support_calls WHERE assigned_to IS NOT NULL',
    ).n;
    expect((every.json() as Page).count).toBe(assigned);
    expect((every.json() as Page).results).toHaveLength(10);
  });

  it('refuses roles without a support queue', async () => {
    const res = await h.call('listAssignedSupportCalls', { token: h.tokenOf('is_lender') });
    expect(res.statusCode).toBe(403);
  });
});

describe('getSupportAnalytics', () => {
  beforeAll(() => {
    const c = customer(10);
    // India days: 2020-02-01 starts at 2020-01-31T18:30Z.
    supportCall(c.id, '2020-01-31T18:29:00.000Z', 'OPEN', 'CON'); // 31 Jan in India: out
    supportCall(c.id, '2020-01-31T18:30:00.000Z', 'RESOLVED', 'NC');
    supportCall(c.id, '2020-02-01T06:00:00.000Z', 'OPEN', 'CON');
    supportCall(c.id, '2020-02-01T07:00:00.000Z', 'OPEN', null);
    supportCall(c.id, '2020-02-02T07:00:00.000Z', 'CLOSED', 'RNR');
    supportCall(c.id, '2020-02-03T18:30:00.000Z', 'CLOSED', 'RNR'); // 4 Feb in India: out
  });

  it('counts by status, by traceability and per India day, zeros included', async () => {
    const res = await h.call('getSupportAnalytics', {
      query: { start_date: '2020-02-01', end_date: '2020-02-03' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      start_date: '2020-02-01',
      end_date: '2020-02-03',
      by_status: { OPEN: 2, CLOSED: 1, RESOLVED: 1 },
      by_traceability: { RNR: 1, NC: 1, CON: 1, None: 1 },
      per_day: [
        { day: '2020-02-01', OPEN: 2, CLOSED: 0, RESOLVED: 1 },
        { day: '2020-02-02', OPEN: 0, CLOSED: 1, RESOLVED: 0 },
        { day: '2020-02-03', OPEN: 0, CLOSED: 0, RESOLVED: 0 },
      ],
    });
  });

  it('takes at most 366 days, and no end before the start', async () => {
    const ask = (start_date: string, end_date: string) =>
      h.call('getSupportAnalytics', { query: { start_date, end_date } });
    const year = await ask('2020-01-01', '2021-01-01');
    expect(year.statusCode).toBe(200);
    expect(year.json().per_day).toHaveLength(367);
    const tooLong = await ask('2020-01-01', '2021-01-02');
    expect([tooLong.statusCode, tooLong.json().error]).toEqual([
      400,
      'end_date must be at most 366 days after start_date.',
    ]);
    const backwards = await ask('2020-01-02', '2020-01-01');
    expect([backwards.statusCode, backwards.json().error]).toEqual([
      400,
      'end_date must not be before start_date.',
    ]);
  });

  it.each([
    ['is_read_only', 200],
    ['is_reminder_agent', 403],
    ['is_recovery_manager', 403],
  ] as const)('%s gets %i', async (flag, status) => {
    const res = await h.call('getSupportAnalytics', {
      token: h.tokenOf(flag),
      query: { start_date: '2020-02-01', end_date: '2020-02-03' },
    });
    expect(res.statusCode).toBe(status);
  });
});

describe('getCallSupervision', () => {
  const RANGE = { start_date: '2020-01-01', end_date: '2020-01-01' };
  let agent: string;
  beforeAll(() => {
    agent = demoUser('is_recovery_agent').username;
    const agentId = userId('is_recovery_agent');
    const [a, b, c] = [customer(20), customer(21), customer(22)];
    const softCall = (customerId: number, kind: string, traceability: string) =>
      exec(
        `INSERT INTO soft_calls (agent_id, customer_id, kind, traceability, created_at, last_updated)
         VALUES (?, ?, ?, ?, '2019-12-30T00:00:00.000Z', '2019-12-30T00:00:00.000Z')`,
        agentId,
        customerId,
        kind,
        traceability,
      );
    const recovery = softCall(a.id, 'dpd', 'CON');
    const soft = softCall(b.id, 'soft', 'RNR');
    const outcome = (caseId: number, at: string) =>
      exec(
        "INSERT INTO call_outcomes (soft_call_id, call_id, agent_id, created_at) VALUES (?, 'c', ?, ?)",
        caseId,
        agentId,
        at,
      );
    outcome(recovery, '2020-01-01T04:30:00.000Z'); // 10:00 India
    outcome(recovery, '2020-01-01T05:00:00.000Z'); // 10:30
    outcome(soft, '2020-01-01T10:00:00.000Z'); // 15:30
    outcome(soft, '2019-12-31T18:31:00.000Z'); // 00:01 on 1 Jan in India
    outcome(soft, '2020-01-01T18:30:00.000Z'); // 2 Jan in India: out of range
    const support = supportCall(c.id, '2019-12-30T00:00:00.000Z', 'OPEN', 'CON');
    const lead = exec(
      `INSERT INTO lead_calls (agent_id, customer_id, source, feedback, created_at, last_updated)
       VALUES (?, ?, 'referral', 'ringing_not_receiving', '2019-12-30', '2019-12-30')`,
      agentId,
      c.id,
    );
    for (const [desk, caseId] of [
      ['support', support],
      ['lead', lead],
    ] as const) {
      exec(
        `INSERT INTO desk_call_outcomes (desk, case_id, call_id, agent_id, created_at)
         VALUES (?, ?, 'd', ?, '2020-01-01T12:00:00.000Z')`,
        desk,
        caseId,
        agentId,
      );
    }
    // A granted dial permit is not a call.
    exec(
      `INSERT INTO dial_attempts (desk, case_id, customer_id, agent_id, allowed, day, created_at)
       VALUES ('recovery', ?, ?, ?, 1, '2020-01-01', '2020-01-01T06:00:00.000Z')`,
      recovery,
      a.id,
      agentId,
    );
    const promise = (caseId: number, day: string) =>
      exec(
        `INSERT INTO call_feedback (soft_call_id, agent_id, payment, payment_promise_date, created_at)
         VALUES (?, ?, 'promise_to_pay', ?, '2020-01-01T06:00:00.000Z')`,
        caseId,
        agentId,
        day,
      );
    promise(recovery, '2020-01-05'); // kept: paid on the 3rd
    promise(recovery, '2020-01-02'); // not kept: the payment came after the 2nd
    promise(soft, '2020-01-05'); // not kept: never paid
    exec(
      `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
         type, time) VALUES (?, 'test_pay_1', 500, 'Kosh Finance', 'A', 'UPI', 'success', 'EMI',
         '2020-01-03T05:00:00.000Z')`,
      a.id,
    );
    exec(
      `INSERT INTO repayments (customer_id, payment_id, amount, receiver, sender, source, status,
         type, time) VALUES (?, 'test_pay_2', 500, 'Kosh Finance', 'B', 'UPI', 'failed', 'EMI',
         '2020-01-03T05:00:00.000Z')`,
      b.id,
    );
  });

  it('counts linked calls, connections, promises and kept promises per agent and hour', async () => {
    const res = await h.call('getCallSupervision', { query: RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...RANGE,
      agents: [
        {
          username: agent,
          name: expect.any(String),
          calls: 6,
          connected: 3,
          connect_rate: 0.5,
          promises: 3,
          promises_kept: 1,
          kept_rate: 0.3333,
        },
      ],
      hourly: [
        { username: agent, hour: 0, calls: 1 },
        { username: agent, hour: 10, calls: 2 },
        { username: agent, hour: 15, calls: 1 },
        { username: agent, hour: 17, calls: 2 },
      ],
    });
  });

  it("gives a desk's manager that desk only", async () => {
    const res = await h.call('getCallSupervision', {
      token: h.tokenOf('is_recovery_manager'),
      query: RANGE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agents).toEqual([
      expect.objectContaining({
        calls: 2,
        connected: 2,
        promises: 2,
        promises_kept: 1,
        kept_rate: 0.5,
      }),
    ]);
    const referral = await h.call('getCallSupervision', {
      token: h.tokenOf('is_referral_manager'),
      query: RANGE,
    });
    expect(referral.json().agents).toEqual([
      expect.objectContaining({ calls: 1, connected: 0, promises: 0, kept_rate: null }),
    ]);
  });

  it('refuses agents, and ranges that run backwards', async () => {
    const agentRes = await h.call('getCallSupervision', {
      token: h.tokenOf('is_recovery_agent'),
      query: RANGE,
    });
    expect(agentRes.statusCode).toBe(403);
    const backwards = await h.call('getCallSupervision', {
      query: { start_date: '2020-01-02', end_date: '2020-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('has seeded history for the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const res = await h.call('getCallSupervision', {
      query: { start_date: start, end_date: today },
    });
    const { agents, hourly } = res.json() as {
      agents: { calls: number; connected: number; promises: number; promises_kept: number }[];
      hourly: unknown[];
    };
    expect(agents.length).toBeGreaterThan(3);
    expect(agents.every((a) => a.calls > 0)).toBe(true);
    expect(agents.some((a) => a.connected > 0 && a.promises_kept > 0)).toBe(true);
    expect(hourly.length).toBeGreaterThan(20);
  });
});
