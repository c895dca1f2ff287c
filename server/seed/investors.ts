// The investors' pools, investments, the disbursed loans they fund and monthly payouts, for every
// staff login with an investor flag. Deterministic from each investor's place in the list.
import type { Db } from '../db/database.ts';
import { addDays, before, isoDay } from './random.ts';
import type { SeededStaff } from './staff.ts';

const POOLS: [name: string, ratePct: number, tenureMonths: number][] = [
  ['Group Loans Pool A (Bihar)', 12.5, 12],
  ['Group Loans Pool B (Uttar Pradesh)', 13, 18],
  ['Salaried Loans Pool', 11, 6],
];

/** Per investor: [pool index, amount in rupees, days ago invested]. */
const PLANS: [pool: number, amount: number, daysAgo: number][][] = [
  [
    [0, 500_000, 400],
    [1, 1_000_000, 200],
    [2, 250_000, 60],
  ],
  [
    [1, 750_000, 300],
    [0, 300_000, 120],
  ],
];

const MONTH_DAYS = 30;
const LOANS_PER_INVESTMENT = 4;

export function seedInvestors(db: Db, staff: readonly SeededStaff[], now: Date): number {
  const investors = staff.filter((s) =>
    s.flags.some((f) => f === 'is_investors' || f === 'is_investor'),
  );
  const insertPool = db.prepare(
    'INSERT INTO investor_pools (name, rate_pct, tenure_months) VALUES (?, ?, ?)',
  );
  const poolIds = POOLS.map(([name, rate, tenure]) =>
    Number(insertPool.run(name, rate, tenure).lastInsertRowid),
  );
  const loans = db
    .prepare(
      `SELECT id, amount FROM loans WHERE status IN ('loan_disbursed', 'completed') ORDER BY id LIMIT 200`,
    )
    .all() as { id: number; amount: number }[];
  const insertInvestment = db.prepare(
    'INSERT INTO investments (investor_id, pool_id, amount, invested_on) VALUES (?, ?, ?, ?)',
  );
  const insertLoan = db.prepare(
    'INSERT INTO investment_loans (investment_id, loan_id, amount) VALUES (?, ?, ?)',
  );
  const insertPayout = db.prepare(
    'INSERT INTO investor_payouts (investment_id, paid_on, principal, interest) VALUES (?, ?, ?, ?)',
  );
  let count = 0;
  let nextLoan = 0;
  investors.forEach((investor, i) => {
    for (const [pool, amount, daysAgo] of PLANS[i % PLANS.length]!) {
      const [, rate, tenure] = POOLS[pool]!;
      const investedOn = before(now, daysAgo);
      const id = Number(
        insertInvestment.run(investor.id, poolIds[pool]!, amount, isoDay(investedOn))
          .lastInsertRowid,
      );
      count++;
      // The investment is spread evenly over a few disbursed loans.
      for (let n = 0; n < LOANS_PER_INVESTMENT && loans.length; n++) {
        const loan = loans[nextLoan++ % loans.length]!;
        insertLoan.run(id, loan.id, Math.round(amount / LOANS_PER_INVESTMENT));
      }
      // Monthly: an equal part of the principal and the month's interest on what is still out.
      let out = amount;
      const part = Math.round(amount / tenure);
      for (let month = 1; month <= tenure; month++) {
        const paidOn = addDays(investedOn, month * MONTH_DAYS);
        if (paidOn > now) break;
        const principal = month === tenure ? out : part;
        insertPayout.run(id, isoDay(paidOn), principal, Math.round((out * rate) / 1200));
        out -= principal;
      }
    }
  });
  return count;
}
