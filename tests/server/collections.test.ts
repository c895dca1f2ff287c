// Collections of group leaders: the derived figures agree with the rows, the rising-PAR leader is
// seeded, and the customer page's access rule holds for every username asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../server/customers.ts';
import { collectionPercent, monthRange } from '../../server/handlers/collections.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

type Cohort = {
  month: string;
  pos: number;
  pos_dpd_1: number;
  pos_dpd_30: number;
  pos_dpd_90: number;
};
type Collections = {
  results: { interval_paid: number; loanshare_status: string }[];
  total_rows: number;
  summary: Record<string, number>;
};

const SHOWCASE = '8157415868';
const MONTH = new Date().toISOString().slice(0, 7);
let h: Harness;
let rising: string;
let unfunded: string;
beforeAll(async () => {
  h = await startServer();
  const pick = (sql: string) => (h.db.prepare(sql).get() as { username: string }).username;
  rising = pick(`SELECT c.username FROM loans l JOIN customers c ON c.id = l.leader_id
    WHERE l.status IN ('loan_disbursed', 'completed', 'settled', 'written_off') AND l.leader_id <> 1
      AND l.disbursal_date IS NOT NULL GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`);
  unfunded = pick(`SELECT username FROM customers
    WHERE id NOT IN (SELECT customer_id FROM funded_customers) ORDER BY id LIMIT 1`);
});
afterAll(() => h.app.close());

describe('derivations', () => {
  it('computes the collection percent with 2 decimals, 0 when nothing is due', () => {
    expect(collectionPercent(1, 3)).toBe(33.33);
    expect(collectionPercent(2, 3)).toBe(66.67);
    expect(collectionPercent(5, 0)).toBe(0);
  });
  it('knows the last day of a month, leap years and December too', () => {
    expect(monthRange('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('listCollections', () => {
  it("sums the month's rows into the summary", async () => {
    const res = await h.call('listCollections', {
      query: { usernames: [rising], date_month: MONTH },
    });
    expect(res.statusCode).toBe(200);
    assertMatches('listCollections', 200, res.json());
    const { results, summary, total_rows } = res.json() as Collections;
    expect(total_rows).toBe(results.length);
    const collected = results
      .filter((r) => r.loanshare_status !== 'written_off')
      .reduce((sum, r) => sum + r.interval_paid, 0);
    expect(summary.collected_amount).toBeCloseTo(collected, 2);
    expect(summary.pending_amount).toBeCloseTo(summary.amount_to_collect! - collected, 2);
    expect(summary.collection_percent).toBe(
      collectionPercent(summary.collected_amount!, summary.amount_to_collect!),
    );
  });
  it('gives every row with the download flag, the same rows as on screen when few', async () => {
    const query = { usernames: [SHOWCASE], date_month: MONTH };
    const screen = (await h.call('listCollections', { query })).json() as Collections;
    const file = (
      await h.call('listCollections', { query: { ...query, download: 'true' } })
    ).json() as Collections;
    expect(file.results).toEqual(screen.results);
    expect(screen.results.length).toBeGreaterThan(0);
  });
  it('refuses a lender a leader whose loans it did not fund, and an unknown username', async () => {
    const lender = h.tokenOf('is_lender');
    const res = await h.call('listCollections', {
      token: lender,
      query: { usernames: [unfunded], date_month: MONTH },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: NO_ACCESS });
    const unknown = await h.call('listCollections', {
      query: { usernames: ['6000000000'], date_month: MONTH },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('getCohortAnalysis', () => {
  it("shows the rising-PAR leader's newer cohorts overdue, PAR never above POS", async () => {
    const res = await h.call('getCohortAnalysis', { params: { username: rising } });
    assertMatches('getCohortAnalysis', 200, res.json());
    const { results } = res.json() as { results: Cohort[] };
    for (const row of results) {
      expect(row.pos_dpd_90).toBeLessThanOrEqual(row.pos_dpd_30);
      expect(row.pos_dpd_30).toBeLessThanOrEqual(row.pos_dpd_1);
      expect(row.pos_dpd_1).toBeLessThanOrEqual(row.pos);
    }
    const par = (r: Cohort) => (r.pos ? r.pos_dpd_1 / r.pos : 0);
    const half = Math.floor(results.length / 2);
    const older = Math.max(...results.slice(0, half).map(par));
    const newer = Math.max(...results.slice(half).map(par));
    expect(newer).toBeGreaterThan(older);
  });
});

describe('getNonStarterCases', () => {
  it('totals the unpaid first EMIs of the month', async () => {
    const months = ['08', '09', '10'].map((m) => `${new Date().getUTCFullYear()}-${m}`);
    let seen = 0;
    for (const date_month of months) {
      const res = await h.call('getNonStarterCases', {
        params: { username: rising },
        query: { date_month },
      });
      assertMatches('getNonStarterCases', 200, res.json());
      const body = res.json() as {
        emi_sum: number;
        emi_count: number;
        non_starter_loans: { emi_amount: number }[];
      };
      expect(body.emi_count).toBe(body.non_starter_loans.length);
      expect(body.emi_sum).toBeCloseTo(
        body.non_starter_loans.reduce((sum, l) => sum + l.emi_amount, 0),
        2,
      );
      seen += body.emi_count;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('getDisbursedStats and listGroupLeaders', () => {
  it('counts and sums the disbursed loans of the range', async () => {
    const res = await h.call('getDisbursedStats', {
      params: { username: SHOWCASE },
      query: { start_date: '2000-01-01', end_date: '2099-12-31' },
    });
    const body = res.json() as {
      loans: { amount: number }[];
      number_of_loan: number;
      total_mount: number;
    };
    expect(body.number_of_loan).toBe(body.loans.length);
    expect(body.total_mount).toBe(body.loans.reduce((sum, l) => sum + l.amount, 0));
    expect(body.number_of_loan).toBeGreaterThan(0);
  });
  it('finds leaders by username prefix; investors find none', async () => {
    const res = await h.call('listGroupLeaders', { query: { search: SHOWCASE.slice(0, 6) } });
    expect(
      (res.json() as { results: { username: string }[] }).results.map((r) => r.username),
    ).toContain(SHOWCASE);
    const investor = await h.call('listGroupLeaders', {
      token: h.tokenOf('is_investors'),
      query: { search: '8' },
    });
    expect(investor.json()).toEqual({ results: [] });
  });
  it('finds leaders by a part of their name, any case, short or long, most loans first', async () => {
    const usernames = async (search: string) =>
      (
        (await h.call('listGroupLeaders', { query: { search } })).json() as {
          results: { username: string; loans: number }[];
        }
      ).results;
    for (const search of ['alok mal', 'MALIK', 'ok']) {
      expect((await usernames(search)).map((r) => r.username)).toContain(SHOWCASE);
    }
    const loans = (await usernames('a')).map((r) => r.loans);
    expect(loans).toEqual([...loans].sort((a, b) => b - a));
  });
});
