// The loans dashboard: totals, status groups, loan types, India days, refusals; all bodies
// checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISBURSED_FAMILY, LOAN_STATUSES } from '../../server/domain.ts';
import { DASHBOARD_GROUPS } from '../../server/handlers/dashboard.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

type Dashboard = {
  total_loans: number;
  total_amount: number;
  loan_types: string[];
  per_day: { date: string; status: string; count: number }[];
  rows: { loan_id: number; status: string; amount: number; created_at: string }[];
  next: string | null;
};
type Page = Pick<Dashboard, 'rows' | 'next'>;

let h: Harness;
let range: { from_date: string; to_date: string };

beforeAll(async () => {
  h = await startServer();
  // Every seeded loan: from the day before the first to the day after the last (any time zone).
  const span = h.db
    .prepare('SELECT min(created_at) AS first, max(created_at) AS last FROM loans')
    .get() as { first: string; last: string };
  const shift = (iso: string, days: number) =>
    new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
  range = { from_date: shift(span.first, -1), to_date: shift(span.last, 1) };
});
afterAll(async () => {
  await h.close();
});

async function dashboard(query: Record<string, string>, token?: string): Promise<Dashboard> {
  const res = await h.call('getLoansDashboard', { query, token });
  expect(res.statusCode, res.body).toBe(200);
  assertMatches('getLoansDashboard', 200, res.json());
  return res.json() as Dashboard;
}

async function nextPage(query: Record<string, string>, after: string): Promise<Page> {
  const res = await h.call('listDashboardLoans', { query: { ...query, after } });
  expect(res.statusCode, res.body).toBe(200);
  assertMatches('listDashboardLoans', 200, res.json());
  return res.json() as Page;
}

/** Every row of a dashboard: its first page, then page after page from `next`. */
async function everyRow(query: Record<string, string>) {
  const first = await dashboard(query);
  const rows = [...first.rows];
  let next = first.next;
  while (next) {
    const page = await nextPage(query, next);
    rows.push(...page.rows);
    next = page.next;
  }
  return rows;
}

const sqlCount = (where: string, ...params: string[]) =>
  h.db
    .prepare(`SELECT count(*) AS n, sum(amount) AS amount FROM loans WHERE ${where}`)
    .get(...params) as { n: number; amount: number };

describe('getLoansDashboard', () => {
  it('totals every loan of the range, with counts per day that add up and a first page of rows', async () => {
    const all = await dashboard(range);
    const expected = sqlCount('1 = 1');
    expect(all.total_loans).toBe(expected.n);
    expect(all.total_loans).toBeGreaterThan(10_000);
    expect(all.rows).toHaveLength(100);
    expect(all.next).not.toBeNull();
    expect(all.total_amount).toBe(expected.amount);
    expect(all.per_day.reduce((sum, day) => sum + day.count, 0)).toBe(all.total_loans);
    expect(all.loan_types).toEqual(['b2b_loan', 'group_loan', 'topup_loan']);
  });

  it('pages every row exactly once, newest first, by cursor', async () => {
    const query = { ...range, entries: '1000' };
    const rows = await everyRow(query);
    expect(rows).toHaveLength(sqlCount('1 = 1').n);
    expect(new Set(rows.map((row) => row.loan_id)).size).toBe(rows.length);
    const order = rows.map((row) => `${row.created_at}|${String(row.loan_id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    // A small group pages the same way and ends with next: null.
    const rejected = await everyRow({ ...range, status: 'rejected_loans', entries: '250' });
    expect(rejected).toHaveLength(sqlCount("status = 'rejected'").n);
    const last = await dashboard({ ...range, status: 'rejected_loans', entries: '1000' });
    expect(last.next === null).toBe(last.total_loans <= 1000);
  });

  it('refuses a cursor it did not give', async () => {
    for (const after of ['bad', Buffer.from('2025-01-01T00:00:00.000Z|0').toString('base64url')]) {
      const res = await h.call('listDashboardLoans', { query: { ...range, after } });
      expect(res.statusCode, after).toBe(400);
      assertMatches('listDashboardLoans', 400, res.json());
      expect(res.json().error).toBe('after must be the next of an earlier dashboard answer');
    }
    const investor = await h.call('listDashboardLoans', {
      query: { ...range, after: (await dashboard(range)).next! },
      token: h.tokenOf('is_investor'),
    });
    expect(investor.statusCode).toBe(403);
  });

  it('groups statuses into approved, disbursed, rejected and other, which partition all loans', async () => {
    expect(Object.values(DASHBOARD_GROUPS).flat().sort()).toEqual([...LOAN_STATUSES].sort());
    expect(DASHBOARD_GROUPS.disbursed_loans).toEqual(DISBURSED_FAMILY);
    expect(DASHBOARD_GROUPS.rejected_loans).toEqual(['rejected']);
    expect(DASHBOARD_GROUPS.other).toEqual(
      expect.arrayContaining(['group_proposed', 'ready_for_review', 'hold']),
    );
    let sum = 0;
    for (const [status, statuses] of Object.entries(DASHBOARD_GROUPS)) {
      const group = await dashboard({ ...range, status });
      const placeholders = statuses.map(() => '?').join(', ');
      expect(group.total_loans, status).toBe(
        sqlCount(`status IN (${placeholders})`, ...statuses).n,
      );
      expect(group.rows.every((row) => (statuses as string[]).includes(row.status))).toBe(true);
      expect(group.per_day.every((day) => day.status === status)).toBe(true);
      sum += group.total_loans;
    }
    expect(sum).toBe((await dashboard({ ...range, status: 'all_loans' })).total_loans);
  });

  it('filters by loan type and counts days as Indian calendar days', async () => {
    const topups = await dashboard({ ...range, loan_type: 'topup_loan' });
    expect(topups.total_loans).toBe(sqlCount("loan_type = 'topup_loan'").n);
    expect(topups.loan_types).toHaveLength(3);
    expect((await dashboard({ ...range, loan_type: 'no_such_type' })).total_loans).toBe(0);

    // 19:00 UTC on 1 Jan is 00:30 on 2 Jan in India.
    const leader = h.db.prepare('SELECT leader_id FROM loans LIMIT 1').get() as {
      leader_id: number;
    };
    h.db
      .prepare(
        `INSERT INTO loans (id, status, amount, loan_type, leader_id, loan_channel, created_at,
           updated_at) VALUES (900001, 'rejected', 12345, 'probe_loan', ?, 'kosh/loan/900001',
           '2020-01-01T19:00:00.000Z', '2020-01-01T19:00:00.000Z')`,
      )
      .run(leader.leader_id);
    const day = (date: string) =>
      dashboard({ from_date: date, to_date: date, loan_type: 'probe_loan' });
    expect((await day('2020-01-01')).total_loans).toBe(0);
    const second = await day('2020-01-02');
    expect(second).toMatchObject({
      total_loans: 1,
      total_amount: 12345,
      per_day: [{ date: '2020-01-02', status: 'rejected_loans', count: 1 }],
      rows: [{ loan_id: 900001, status: 'rejected', amount: 12345, approved_at: null }],
    });
    expect(second.loan_types).toContain('probe_loan');
    h.db.prepare('DELETE FROM loans WHERE id = 900001').run();
  });

  it('shows lenders the disbursed group only and refuses investors', async () => {
    const lender = h.tokenOf('is_lender');
    const seen = await dashboard(range, lender);
    expect(seen.total_loans).toBe(
      sqlCount(`status IN (${DISBURSED_FAMILY.map((s) => `'${s}'`).join(', ')})`).n,
    );
    expect((await dashboard({ ...range, status: 'rejected_loans' }, lender)).total_loans).toBe(0);
    const investor = await h.call('getLoansDashboard', {
      query: range,
      token: h.tokenOf('is_investor'),
    });
    expect(investor.statusCode).toBe(403);
    assertMatches('getLoansDashboard', 403, investor.json());
  });

  it('answers a bad request with a 400 ErrorBody and no token with 401', async () => {
    const bad = async (query: Record<string, string>, status = 400) => {
      const res = await h.call('getLoansDashboard', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(status);
      assertMatches('getLoansDashboard', status, res.json());
      return res.json() as { error: string };
    };
    expect((await bad({ from_date: '2025-02-01', to_date: '2025-01-31' })).error).toBe(
      'from_date must not be after to_date',
    );
    await bad({ from_date: '2025-01-01' });
    await bad({ from_date: '2025-01-01', to_date: '2025-13-01' });
    await bad({ ...range, status: 'approved' });
    await bad({ ...range, loan_type: "x' OR 1=1" });
    const anonymous = await h.call('getLoansDashboard', { query: range, token: null });
    expect(anonymous.statusCode).toBe(401);
  });
});
