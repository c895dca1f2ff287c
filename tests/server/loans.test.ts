// Loan lists (defaults, filters, paging, lenders) and the decision rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISBURSED_FAMILY,
  LIST_DEFAULT_STATUSES,
  LOAN_DECISIONS,
  LOAN_STATUSES,
  type LoanStatus,
  nextLoanStatus,
} from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

type Page = {
  count: number;
  results: { id: number; status: LoanStatus; created_at: string; co_borrower_count: number }[];
};
let h: Harness;

beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

const countWhere = (where: string, ...params: (string | number)[]) =>
  (h.db.prepare(`SELECT count(*) AS n FROM loans WHERE ${where}`).get(...params) as { n: number })
    .n;
const inList = (statuses: readonly string[]) =>
  `status IN (${statuses.map((s) => `'${s}'`).join(', ')})`;
const loanIn = (status: LoanStatus) =>
  (
    h.db.prepare('SELECT id FROM loans WHERE status = ? ORDER BY id DESC LIMIT 1').get(status) as {
      id: number;
    }
  ).id;
const page = async (
  op: string,
  query: Record<string, string | number | string[]> = {},
  token?: string,
) => {
  const res = await h.call(op, { query, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('loan lists', () => {
  it('applications, approved and disbursed default to their own statuses; search shows all', async () => {
    const lists = [
      ['listLoanApplications', LIST_DEFAULT_STATUSES.applications],
      ['listApprovedLoans', LIST_DEFAULT_STATUSES.approved],
      ['listDisbursedLoans', LIST_DEFAULT_STATUSES.disbursed],
    ] as const;
    for (const [op, statuses] of lists) {
      const result = await page(op, { entries: 100 });
      expect(result.count, op).toBe(countWhere(inList(statuses)));
      expect(
        result.results.every((loan) => (statuses as readonly string[]).includes(loan.status)),
        op,
      ).toBe(true);
    }
    expect((await page('searchLoans')).count).toBe(countWhere('1 = 1'));
  });

  it('a status filter replaces the default', async () => {
    const result = await page('listLoanApplications', { status: ['rejected', 'hold'] });
    expect(result.count).toBe(countWhere(inList(['rejected', 'hold'])));
  });

  it('filters by team lead, created date range and loan id', async () => {
    const credit = await page('searchLoans', { team_lead: 'credit' });
    expect(credit.count).toBe(countWhere("team_lead = 'credit'"));

    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const [from, to, after] = [day(60), day(31), day(30)];
    const ranged = await page('searchLoans', { from_date: from, to_date: to, entries: 100 });
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.count).toBe(countWhere('created_at >= ? AND created_at < ?', from, after));
    for (const loan of ranged.results) {
      expect(loan.created_at.slice(0, 10) >= from && loan.created_at.slice(0, 10) <= to).toBe(true);
    }

    const id = loanIn('settled');
    const one = await page('searchLoans', { loan_id: id });
    expect(one.count).toBe(1);
    expect(one.results[0]).toMatchObject({ id, status: 'settled' });
  });

  it('pages with start and entries, newest first, without overlap', async () => {
    const first = await page('searchLoans', { start: 0, entries: 8 });
    const second = await page('searchLoans', { start: 8, entries: 8 });
    expect(first.results).toHaveLength(8);
    const ids = [...first.results, ...second.results].map((loan) => loan.id);
    expect(new Set(ids).size).toBe(16);
    const dates = [...first.results, ...second.results].map((loan) => loan.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.results.every((loan) => loan.co_borrower_count >= 1)).toBe(true);
  });

  it('rejects bad filters with 400 and an error', async () => {
    const bad: Record<string, string | number>[] = [
      { entries: 101 },
      { start: -1 },
      { from_date: '01-01-2025' },
      { team_lead: 'sales' },
    ];
    for (const query of bad) {
      const res = await h.call('searchLoans', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('lenders only ever see disbursed-family loans', async () => {
    for (const who of ['is_lender', 'is_lender_read_only'] as const) {
      const token = h.tokenOf(who);
      expect((await page('listLoanApplications', {}, token)).count).toBe(0);
      expect((await page('listApprovedLoans', {}, token)).count).toBe(0);
      const all = await page('searchLoans', { entries: 100 }, token);
      expect(all.count).toBe(countWhere(inList(DISBURSED_FAMILY)));
      expect(all.results.every((loan) => DISBURSED_FAMILY.includes(loan.status))).toBe(true);
      expect(
        (await page('searchLoans', { status: ['loan_approved', 'completed'] }, token)).count,
      ).toBe(countWhere("status = 'completed'"));
    }
  });
});

describe('loan decisions', () => {
  it('follow the status rules for every decision from every status', () => {
    for (const decision of LOAN_DECISIONS) {
      for (const status of LOAN_STATUSES) {
        const expected =
          decision === 'approve'
            ? status === 'ready_for_review'
              ? 'loan_approved'
              : null
            : decision === 'ready_for_disbursal'
              ? status === 'loan_approved'
                ? 'ready_for_disbursal'
                : null
              : decision === 'disburse'
                ? status === 'ready_for_disbursal'
                  ? 'loan_disbursed'
                  : null
                : ['loan_disbursed', 'completed', 'written_off', 'settled', 'rejected'].includes(
                      status,
                    )
                  ? null
                  : 'rejected';
        expect(nextLoanStatus(decision, status), `${decision} ${status}`).toBe(expected);
      }
    }
  });

  it('walks a loan from review to disbursed and records who decided', async () => {
    const id = loanIn('ready_for_review');
    const token = h.tokenOf('is_credit_underwriter');
    const approved = await h.call('decideLoan', {
      token,
      params: { loan_id: id },
      body: { decision: 'approve', comment: 'Good group' },
    });
    expect(approved.json()).toMatchObject({
      id,
      status: 'loan_approved',
      approved_at: expect.any(String),
    });

    const disbursal = h.tokenOf('is_disbursal_team');
    // Without its loan config the loan may be made ready but is not disbursed.
    h.db
      .prepare('UPDATE loans SET default_lender = ?, emi_start_date = NULL WHERE id = ?')
      .run('-', id);
    const ready = await h.call('decideLoan', {
      token: disbursal,
      params: { loan_id: id },
      body: { decision: 'ready_for_disbursal' },
    });
    expect(ready.json().status).toBe('ready_for_disbursal');
    const refused = await h.call('decideLoan', {
      token: disbursal,
      params: { loan_id: id },
      body: { decision: 'disburse' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'A default lender and an EMI start date must be set in the loan config before the loan is disbursed.',
    );
    h.db
      .prepare('UPDATE loans SET default_lender = ?, emi_start_date = ? WHERE id = ?')
      .run('Kosh Finance', '2026-12-28', id);
    const paid = await h.call('decideLoan', {
      token: disbursal,
      params: { loan_id: id },
      body: { decision: 'disburse' },
    });
    expect(paid.json()).toMatchObject({
      status: 'loan_disbursed',
      disbursed_at: expect.any(String),
      disbursal_date: expect.any(String),
      default_lender: expect.any(String),
      emi_start_date: expect.any(String),
    });

    const shares = h.db
      .prepare('SELECT DISTINCT status FROM loan_shares WHERE loan_id = ?')
      .all(id);
    expect(shares).toEqual([{ status: 'loan_disbursed' }]);
    const decisions = h.db
      .prepare(
        'SELECT d.decision, u.username FROM loan_decisions d JOIN users u ON u.id = d.decided_by WHERE loan_id = ? ORDER BY d.id',
      )
      .all(id)
      .map((row) => ({ ...row }));
    expect(decisions).toEqual([
      { decision: 'approve', username: demoUser('is_credit_underwriter').username },
      { decision: 'ready_for_disbursal', username: demoUser('is_disbursal_team').username },
      { decision: 'disburse', username: demoUser('is_disbursal_team').username },
    ]);
  });

  it('rejects a pending loan with its shares, and refuses decisions the status does not allow', async () => {
    const id = loanIn('group_proposed');
    const rejected = await h.call('decideLoan', {
      params: { loan_id: id },
      body: { decision: 'reject' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejected_at: expect.any(String) });
    expect(
      h.db.prepare('SELECT DISTINCT status FROM loan_shares WHERE loan_id = ?').all(id),
    ).toEqual([{ status: 'rejected' }]);

    const again = await h.call('decideLoan', {
      params: { loan_id: id },
      body: { decision: 'reject' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Cannot reject a loan in status rejected' });
    const disbursed = await h.call('decideLoan', {
      params: { loan_id: loanIn('loan_disbursed') },
      body: { decision: 'disburse' },
    });
    expect(disbursed.json()).toEqual({ error: 'Cannot disburse a loan in status loan_disbursed' });
  });

  it('only credit, disbursal and admin staff decide; read-only staff cannot write at all', async () => {
    const id = loanIn('ready_for_review');
    for (const who of [
      'is_reminder_agent',
      'is_lender',
      'is_read_only',
      'is_lender_read_only',
    ] as const) {
      const res = await h.call('decideLoan', {
        token: h.tokenOf(who),
        params: { loan_id: id },
        body: { decision: 'approve' },
      });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().detail, who).toBeTruthy();
    }
    const readOnly = h.tokenOf('is_read_only');
    expect((await h.call('searchLoans', { token: readOnly })).statusCode).toBe(200);
    expect(
      (await h.call('registerPushToken', { token: readOnly, body: { token: 't' } })).statusCode,
    ).toBe(403);
    expect(h.db.prepare('SELECT status FROM loans WHERE id = ?').get(id)).toEqual({
      status: 'ready_for_review',
    });
  });

  it('answers 404 for an unknown loan', async () => {
    const res = await h.call('decideLoan', {
      params: { loan_id: 999999 },
      body: { decision: 'approve' },
    });
    expect(res.statusCode).toBe(404);
  });
});
