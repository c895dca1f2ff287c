// Salary & EMI: the showcase's seeded entries and FIP transactions of both kinds, who may write,
// one pair per salary entry, FOIR derived from the entries, and a moved transaction saved once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleFlag } from '../../server/domain.ts';
import { NO_PERMISSION } from '../../server/errors.ts';
import { LOAN_NOT_OF_CUSTOMER, ONE_PAIR } from '../../server/handlers/salaryEmi.ts';
import { type Harness, startServer } from './harness.ts';

const SHOWCASE = '8157415868';
const params = { username: SHOWCASE };
let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});

const as = (flag: RoleFlag) => ({ token: h.tokenOf(flag) });

describe('Salary & EMI reads', () => {
  it('lists the showcase salary (account and cash), a misc income and EMIs, newest first', async () => {
    const salary = (await h.call('listSalaryDetails', { params })).json().results;
    expect(salary.length).toBe(5);
    expect(new Set(salary.map((e: { salary_mode: string }) => e.salary_mode))).toEqual(
      new Set(['account', 'cash']),
    );
    expect(
      salary.filter((e: { misc_amount: number | null }) => e.misc_amount !== null),
    ).toHaveLength(1);
    const dates = salary.map(
      (e: { salary_date: string; misc_date: string }) => e.salary_date ?? e.misc_date,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const emi = (await h.call('listEmiEntries', { params })).json().results;
    expect(emi).toHaveLength(3);
  });

  it('gives FIP records, one matched and one mismatched, with CREDIT and DEBIT transactions', async () => {
    const records = (await h.call('getFipData', { params })).json().results;
    expect(records.map((r: { matched: boolean }) => r.matched)).toEqual([true, false]);
    expect(records[1].mismatched_reason).toBeTruthy();
    const types = new Set(records[0].transactions_list.map((t: { type: string }) => t.type));
    expect(types).toEqual(new Set(['CREDIT', 'DEBIT']));
  });

  it('derives FOIR per loan from the monthly averages and the loan external EMI', async () => {
    const share = h.db
      .prepare(
        `SELECT s.loan_id, f.external_emi_amount AS ext FROM loan_shares s
         JOIN foir_external_emis f ON f.loan_id = s.loan_id AND f.customer_id = s.customer_id
         WHERE s.customer_id = 1 LIMIT 1`,
      )
      .get() as { loan_id: number; ext: number };
    const foir = (
      await h.call('getFoirScore', { params, query: { loan_id: share.loan_id } })
    ).json();
    expect(foir.external_emi_amount).toBe(share.ext);
    expect(foir.avg_monthly_emi).toBe(3200);
    expect(foir.foir_score).toBeCloseTo(((3200 + share.ext) / foir.avg_monthly_income) * 100, 2);
    const other = h.db
      .prepare(
        'SELECT id FROM loans WHERE id NOT IN (SELECT loan_id FROM loan_shares WHERE customer_id = 1) LIMIT 1',
      )
      .get() as { id: number };
    const refused = await h.call('getFoirScore', { params, query: { loan_id: other.id } });
    expect([refused.statusCode, refused.json().error]).toEqual([400, LOAN_NOT_OF_CUSTOMER]);
  });
});

describe('Salary & EMI writes', () => {
  const body = {
    salary_date: '2026-10-05',
    salary_amount: 25750,
    salary_mode: 'account',
    username: SHOWCASE,
  };

  it.each<RoleFlag>(['is_kosh_superadmin', 'is_credit_manager', 'is_credit_underwriter'])(
    '%s may add, edit and delete',
    async (flag) => {
      const added = await h.call('addSalaryEntry', { ...as(flag), body });
      expect(added.statusCode).toBe(200);
      const { id } = added.json();
      const edited = await h.call('updateSalaryEntry', {
        ...as(flag),
        body: { id, misc_date: '2026-10-06', misc_amount: 500, salary_mode: 'cash' },
      });
      expect(edited.json()).toMatchObject({
        id,
        misc_amount: 500,
        salary_amount: null,
        salary_mode: 'cash',
      });
      expect((await h.call('deleteSalaryEntry', { ...as(flag), params: { id } })).statusCode).toBe(
        200,
      );
    },
  );

  it.each<RoleFlag>(['is_recovery_agent', 'is_disbursal_team', 'is_technology'])(
    '%s is refused with 403',
    async (flag) => {
      const refused = await h.call('addEmiEntry', {
        ...as(flag),
        body: { emi_date: '2026-10-10', emi_amount: 3200, username: SHOWCASE },
      });
      expect(refused.statusCode).toBe(403);
      expect(JSON.stringify(refused.json())).toContain(NO_PERMISSION);
    },
  );

  it('refuses a salary entry with both pairs or none', async () => {
    for (const bad of [
      { ...body, misc_date: '2026-10-01', misc_amount: 5 },
      { salary_mode: 'cash', username: SHOWCASE },
      { salary_date: '2026-10-01', salary_mode: 'cash', username: SHOWCASE },
    ]) {
      const res = await h.call('addSalaryEntry', { body: bad });
      expect([res.statusCode, res.json().error]).toEqual([400, ONE_PAIR]);
    }
  });

  it('saves a moved transaction once for one Idempotency-Key', async () => {
    const before = (await h.call('listEmiEntries', { params })).json().results.length;
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/customers/credit-accounts',
        headers: {
          authorization: `Bearer ${h.tokenOf('is_credit_underwriter')}`,
          'idempotency-key': 'move-TXN700102',
        },
        payload: {
          emi_date: '2026-11-12',
          emi_amount: 3200,
          comment: 'NACH EMI',
          username: SHOWCASE,
        },
      });
    const [first, second] = [await send(), await send()];
    expect(second.json()).toEqual(first.json());
    expect((await h.call('listEmiEntries', { params })).json().results.length).toBe(before + 1);
  });
});
