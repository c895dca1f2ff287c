// The customer's own loans (Self Loans): rejected ones left out, and the loans as of a version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../../server/customers.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

type Loan = { id: number; status: string; loanshare_status: string };

let h: Harness;
/** A customer with a share in a rejected loan and in a loan decided on after it was created. */
let username: string;
beforeAll(async () => {
  h = await startServer();
  const row = h.db
    .prepare(
      `SELECT c.username FROM customers c JOIN loan_shares s ON s.customer_id = c.id
       JOIN loans l ON l.id = s.loan_id GROUP BY c.id
       HAVING sum(l.status = 'rejected') > 0 AND sum(l.status <> 'rejected') > 0 LIMIT 1`,
    )
    .get() as { username: string };
  username = row.username;
});
afterAll(() => h.app.close());

const list = (query: Record<string, string> = {}, token?: string) =>
  h.call('listCustomerLoans', { params: { username }, query, ...(token ? { token } : {}) });

describe('listCustomerLoans', () => {
  it('lists the shares of the customer newest first, rejected loans left out', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    assertMatches('listCustomerLoans', 200, res.json());
    const { results } = res.json() as { results: Loan[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((loan) => loan.status !== 'rejected')).toBe(true);
  });

  it('as of a date before any loan: none', async () => {
    const res = await list({ history_date: '2000-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: Loan[] }).results).toEqual([]);
  });

  it('answers 400 for a history_date that is no date-time, 404 for nobody, 403 for a lender out of reach', async () => {
    expect((await list({ history_date: 'yesterday' })).statusCode).toBe(400);
    const nobody = await h.call('listCustomerLoans', { params: { username: '6000000000' } });
    expect(nobody.statusCode).toBe(404);
    const investor = await list({}, h.tokenOf('is_investors'));
    expect(investor.statusCode).toBe(403);
    expect(investor.json().detail).toBe(NO_ACCESS);
  });
});
