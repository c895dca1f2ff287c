// The wallet tab's reads: balance and totals as of a day, the daily window and its paging total,
// a day's transactions, the week's paid-out amount, the withdrawal-limit breakdown, repayments,
// bad input and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_REVERSED, WINDOW_TOO_LONG } from '../../server/handlers/wallet.ts';
import { dayTransactions, NO_WALLET_ID, SHOWCASE_WALLET_DAYS } from '../../server/seed/wallet.ts';
import { addDaysToDay } from '../../server/time.ts';
import { WALLET_SHOWCASE } from './cases/wallet.ts';
import { assertMatches } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const params = { username: WALLET_SHOWCASE };
// The seed's last wallet day: the day the seed ran for (the start of today, UTC).
const today = new Date().toISOString().slice(0, 10);
const noWallet = () =>
  (
    h.db.prepare('SELECT username FROM customers WHERE id = ?').get(NO_WALLET_ID) as {
      username: string;
    }
  ).username;
const wallet = (start_date: string, end_date: string, username = WALLET_SHOWCASE) =>
  h.call('getWallet', { params: { username }, query: { start_date, end_date } });

describe('getWallet', () => {
  it('lists every day of the window newest first, with the days since the first transaction', async () => {
    const res = await wallet(addDaysToDay(today, -29), today);
    expect(res.statusCode, res.body).toBe(200);
    assertMatches('getWallet', 200, res.json());
    const data = res.json().wallet_data;
    expect(data.days_total).toBe(SHOWCASE_WALLET_DAYS);
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(today);
    expect(data.days[29].date).toBe(addDaysToDay(today, -29));
  });

  it('nets each day: credits less debits, a rejected withdrawal counting for nothing', async () => {
    const data = (await wallet(addDaysToDay(today, -9), today)).json().wallet_data;
    // The showcase (id 1) seeds day index i with pattern i + 1; today is index 419.
    data.days.forEach((row: { date: string; net_earned: number }, k: number) => {
      const expected = dayTransactions(SHOWCASE_WALLET_DAYS - 1 - k + 1).reduce(
        (sum, [type, status, amount]) =>
          sum + (type === 'credit' ? amount : status === 'REJECTED' ? 0 : -amount),
        0,
      );
      expect(row.net_earned, row.date).toBe(expected);
    });
  });

  it('counts balance and totals up to end_date only (an old version sees the wallet as it was)', async () => {
    const now = (await wallet(today, today)).json().wallet_data;
    const before = (await wallet(addDaysToDay(today, -100), addDaysToDay(today, -100))).json()
      .wallet_data;
    expect(now.current_balance).toBeCloseTo(now.total_credit - now.total_debit, 6);
    expect(before.total_credit).toBeLessThan(now.total_credit);
    expect(before.days_total).toBe(SHOWCASE_WALLET_DAYS - 100);
    expect(now.total_earned).toBeGreaterThan(0);
    expect(now.score).toBeGreaterThan(0);
  });

  it('answers no days and zeros for a customer without a wallet, and for a window before it', async () => {
    const none = (await wallet(addDaysToDay(today, -29), today, noWallet())).json().wallet_data;
    expect(none).toMatchObject({ days_total: 0, days: [], current_balance: 0, score: 0 });
    const early = (await wallet('2001-01-01', '2001-01-31')).json().wallet_data;
    expect(early).toMatchObject({ days_total: 0, days: [] });
  });

  it('answers 400 with the reason for a reversed or too long window', async () => {
    const reversed = await wallet(today, addDaysToDay(today, -1));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(WINDOW_REVERSED);
    const long = await wallet(addDaysToDay(today, -366), today);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(WINDOW_TOO_LONG);
    const malformed = await h.call('getWallet', {
      params,
      query: { start_date: 'x', end_date: today },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is refused to a user who may not open the customer, and 404 for an unknown one', async () => {
    const refused = await h.call('getWallet', {
      params,
      query: { start_date: today, end_date: today },
      token: h.tokenOf('is_investor'),
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await wallet(today, today, '6000000000');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await h.call('getWallet', {
      params,
      query: { start_date: today, end_date: today },
      token: null,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the day, week, breakdown and repayments', () => {
  it("lists a day's transactions with every status the panel labels across the seeded days", async () => {
    const statuses = new Set<string>();
    for (let k = 0; k < 40; k++) {
      const res = await h.call('listWalletDayTransactions', {
        params,
        query: { date: addDaysToDay(today, -k) },
      });
      expect(res.statusCode).toBe(200);
      assertMatches('listWalletDayTransactions', 200, res.json());
      for (const txn of res.json().results) statuses.add(txn.status);
    }
    expect([...statuses].sort()).toEqual(
      ['CREDIT', 'FLAGGED', 'LATE_FEE', 'PAID_OUT', 'REJECTED', 'REQUESTED'].sort(),
    );
  });

  it('sums PAID_OUT from the Monday of the week up to the day', async () => {
    const res = await h.call('getWeeklyApproved', { params, query: { date: today } });
    expect(res.statusCode).toBe(200);
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const row = h.db
      .prepare(
        `SELECT coalesce(sum(amount), 0) AS amt FROM wallet_transactions
         WHERE customer_id = 1 AND status = 'PAID_OUT' AND day BETWEEN ? AND ?`,
      )
      .get(addDaysToDay(today, -weekday), today) as { amt: number };
    expect(res.json()).toEqual({ amt: row.amt });
  });

  it('breaks the withdrawal limit down per loan with a Total, other transactions and totals', async () => {
    const res = await h.call('getWithdrawalLimitBreakdown', { params, query: { date: today } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assertMatches('getWithdrawalLimitBreakdown', 200, body);
    const loans = Object.values(body.loan_txns_dict) as { type: string; amount: number }[][];
    expect(loans.length).toBeGreaterThan(0);
    for (const items of loans) {
      expect(items.map((i) => i.type)).toEqual(['Main', 'Weekly', 'TAT', 'NS', 'Total']);
      const total = items.slice(0, 4).reduce((sum, i) => sum + i.amount, 0);
      expect(items[4]!.amount).toBe(total);
    }
    expect(body.other_txns_dict.length).toBe(2);
    const { loan_txns_amt, other_txns_amt, total_amt } = body.total_dict;
    expect(total_amt).toBe(loan_txns_amt + other_txns_amt);
    const wallet_data = (await wallet(today, today)).json().wallet_data;
    expect(wallet_data.score).toBe(total_amt);
  });

  it('lists repayments up to the day, newest first; none for a customer without a wallet', async () => {
    const res = await h.call('listRepayments', { params, query: { date: today } });
    expect(res.statusCode).toBe(200);
    assertMatches('listRepayments', 200, res.json());
    const times = res.json().results.map((r: { time: string }) => r.time);
    expect(times.length).toBe(Math.ceil(SHOWCASE_WALLET_DAYS / 30));
    expect([...times].sort().reverse()).toEqual(times);
    const earlier = await h.call('listRepayments', {
      params,
      query: { date: addDaysToDay(today, -200) },
    });
    expect(earlier.json().results.length).toBeLessThan(times.length);
    const none = await h.call('listRepayments', {
      params: { username: noWallet() },
      query: { date: today },
    });
    expect(none.json().results).toEqual([]);
  });
});
