// The Loans tab's other reads: ACH debits per provider, deleted loan shares, and the seeded
// showcase whose saved versions give different loan tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../server/customers.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

type Debit = { status: string; failure_message: string | null; date_charge: string };
type Loan = { id: number; status: string; tenure: number | null; video_url: string | null };

const PROVIDERS = ['razorpay', 'cashfree', 'digio'];

let h: Harness;
/** User id 1: the showcase of the Loans tab. */
let showcase: string;
let unfunded: string;
beforeAll(async () => {
  h = await startServer();
  const pick = (sql: string) => (h.db.prepare(sql).get() as { username: string }).username;
  showcase = pick('SELECT username FROM customers WHERE id = 1');
  unfunded = pick(`SELECT username FROM customers
    WHERE id NOT IN (SELECT customer_id FROM funded_customers) ORDER BY id LIMIT 1`);
});
afterAll(() => h.app.close());

const debits = (username: string, provider: string, token?: string) =>
  h.call('listAchDebits', { params: { username, provider }, ...(token ? { token } : {}) });
const deleted = (username: string, token?: string) =>
  h.call('listDeletedLoanshares', { params: { username }, ...(token ? { token } : {}) });

describe('listAchDebits', () => {
  it.each(PROVIDERS)(
    'lists the showcase debits through %s, newest first, one failed with its reason',
    async (provider) => {
      const res = await debits(showcase, provider);
      expect(res.statusCode).toBe(200);
      assertMatches('listAchDebits', 200, res.json());
      const { results } = res.json() as { results: Debit[] };
      expect(results.length).toBeGreaterThan(0);
      const dates = results.map((d) => d.date_charge);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(results.some((d) => d.status === 'failed' && d.failure_message)).toBe(true);
    },
  );

  it('answers 400 for an unknown provider, 404 for nobody, 403 for an investor and an unfunded customer to a lender', async () => {
    expect((await debits(showcase, 'paypal')).statusCode).toBe(400);
    expect((await debits('6000000000', 'razorpay')).statusCode).toBe(404);
    const investor = await debits(showcase, 'razorpay', h.tokenOf('is_investors'));
    expect(investor.statusCode).toBe(403);
    expect(investor.json().detail).toBe(NO_ACCESS);
    expect((await debits(unfunded, 'razorpay', h.tokenOf('is_lender'))).statusCode).toBe(403);
    expect((await debits(showcase, 'razorpay', h.tokenOf('is_lender'))).statusCode).toBe(200);
    const anonymous = h.call('listAchDebits', {
      params: { username: showcase, provider: 'razorpay' },
      token: null,
    });
    expect((await anonymous).statusCode).toBe(401);
  });
});

describe('listDeletedLoanshares', () => {
  it('lists the showcase deleted shares, newest first, with who deleted them and why', async () => {
    const res = await deleted(showcase);
    expect(res.statusCode).toBe(200);
    assertMatches('listDeletedLoanshares', 200, res.json());
    const { results } = res.json() as { results: { deleted_on: string; reason: string }[] };
    expect(results.length).toBe(2);
    expect(results[0]!.deleted_on >= results[1]!.deleted_on).toBe(true);
    expect(results.every((r) => r.reason.length > 0)).toBe(true);
  });

  it('answers 400 for a malformed username, 404 for nobody, 403 for an investor and an unfunded customer to a lender', async () => {
    expect((await deleted('12ab')).statusCode).toBe(400);
    expect((await deleted('6000000000')).statusCode).toBe(404);
    expect((await deleted(showcase, h.tokenOf('is_investors'))).statusCode).toBe(403);
    expect((await deleted(unfunded, h.tokenOf('is_lender'))).statusCode).toBe(403);
  });
});

describe('the showcase loans', () => {
  const loans = async (history_date?: string) => {
    const res = await h.call('listCustomerLoans', {
      params: { username: showcase },
      query: history_date ? { history_date } : {},
    });
    assertMatches('listCustomerLoans', 200, res.json());
    return (res.json() as { results: Loan[] }).results;
  };

  it('has tenure, a video and a written-off loan', async () => {
    const current = await loans();
    expect(current.every((loan) => loan.tenure !== null && loan.tenure >= 1)).toBe(true);
    expect(current.some((loan) => loan.video_url !== null)).toBe(true);
    expect(current.some((loan) => loan.status === 'written_off')).toBe(true);
  });

  it('gives different loan tables for its two saved versions', async () => {
    const res = await h.call('listProfileVersions', { params: { username: showcase } });
    const { versions } = res.json() as { versions: { history_date: string }[] };
    expect(versions).toHaveLength(2);
    const [newer, older] = await Promise.all(versions.map((v) => loans(v.history_date)));
    expect(newer!.map((loan) => loan.id)).not.toEqual(older!.map((loan) => loan.id));
  });
});
