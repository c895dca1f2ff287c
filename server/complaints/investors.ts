// An investor's own detail: figures summed in SQL from investments, the loans they fund and payouts.
import type { components } from '../../openapi/generated/main.ts';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/statements.ts';

type Detail = components['schemas']['InvestorDetail'];
type Investment = Detail['investments'][number];

export function investorDetail(db: Db, userId: number, today: string): Detail {
  const investor = one<{ username: string; name: string }>(
    db,
    'SELECT username, name FROM users WHERE id = ?',
    userId,
  )!;
  const rows = all<Omit<Investment, 'loans' | 'status'>>(
    db,
    `SELECT i.id, p.name AS pool, p.rate_pct, p.tenure_months, i.amount, i.invested_on,
       date(i.invested_on, '+' || (p.tenure_months * 30) || ' days') AS matures_on,
       coalesce(sum(o.principal), 0) AS principal_returned,
       coalesce(sum(o.interest), 0) AS interest_earned
     FROM investments i JOIN investor_pools p ON p.id = i.pool_id
     LEFT JOIN investor_payouts o ON o.investment_id = i.id
     WHERE i.investor_id = ? GROUP BY i.id ORDER BY i.invested_on DESC, i.id DESC`,
    userId,
  );
  const loans = all<{
    investment_id: number;
    loan_id: number;
    amount: number;
    loan_status: string;
  }>(
    db,
    `SELECT l.investment_id, l.loan_id, l.amount, n.status AS loan_status
     FROM investment_loans l JOIN investments i ON i.id = l.investment_id
     JOIN loans n ON n.id = l.loan_id WHERE i.investor_id = ? ORDER BY l.loan_id`,
    userId,
  );
  const investments: Investment[] = rows.map((row) => ({
    ...row,
    // Matured once every rupee of principal came back or its tenure ended.
    status: row.principal_returned >= row.amount || row.matures_on <= today ? 'MATURED' : 'ACTIVE',
    loans: loans
      .filter((loan) => loan.investment_id === row.id)
      .map(({ loan_id, amount, loan_status }) => ({ loan_id, amount, loan_status })),
  }));
  const payouts = all<Detail['payouts'][number]>(
    db,
    `SELECT o.id, o.investment_id, p.name AS pool, o.paid_on, o.principal, o.interest
     FROM investor_payouts o JOIN investments i ON i.id = o.investment_id
     JOIN investor_pools p ON p.id = i.pool_id
     WHERE i.investor_id = ? ORDER BY o.paid_on DESC, o.id DESC`,
    userId,
  );
  const sum = (pick: (i: Investment) => number) =>
    investments.reduce((total, each) => total + pick(each), 0);
  const invested = sum((i) => i.amount);
  const principal = sum((i) => i.principal_returned);
  return {
    investor,
    as_of: today,
    summary: {
      invested,
      principal_returned: principal,
      outstanding: Math.max(0, invested - principal),
      interest_earned: sum((i) => i.interest_earned),
      active_investments: investments.filter((i) => i.status === 'ACTIVE').length,
      loans_funded: new Set(loans.map((l) => l.loan_id)).size,
    },
    investments,
    payouts,
  };
}
