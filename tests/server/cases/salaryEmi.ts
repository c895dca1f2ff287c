// Contract cases of the Salary & EMI tab's operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const SHOWCASE = '8157415868';

export function salaryEmiCases(h: Harness): Record<string, Case> {
  const params = { username: SHOWCASE };
  const loanId = () =>
    (
      h.db.prepare('SELECT loan_id FROM loan_shares WHERE customer_id = 1 LIMIT 1').get() as {
        loan_id: number;
      }
    ).loan_id;
  const salaryId = () =>
    (h.db.prepare('SELECT max(id) AS id FROM salary_entries').get() as { id: number }).id;
  const emiId = () =>
    (h.db.prepare('SELECT max(id) AS id FROM emi_entries').get() as { id: number }).id;
  const salary = { salary_date: '2026-10-05', salary_amount: 25000, salary_mode: 'account' };
  const emi = { emi_date: '2026-10-10', emi_amount: 3200, comment: 'EMI' };
  return {
    listSalaryDetails: {
      valid: async () => [await h.call('listSalaryDetails', { params }), 200],
      invalid: async () => [
        await h.call('listSalaryDetails', { params: { username: '6000000000' } }),
        404,
      ],
    },
    addSalaryEntry: {
      valid: async () => [
        await h.call('addSalaryEntry', { body: { ...salary, username: SHOWCASE } }),
        200,
      ],
      // Both pairs at once.
      invalid: async () => [
        await h.call('addSalaryEntry', {
          body: { ...salary, misc_date: '2026-10-01', misc_amount: 10, username: SHOWCASE },
        }),
        400,
      ],
    },
    updateSalaryEntry: {
      valid: async () => [
        await h.call('updateSalaryEntry', { body: { ...salary, id: salaryId() } }),
        200,
      ],
      invalid: async () => [
        await h.call('updateSalaryEntry', { body: { id: salaryId(), salary_mode: 'account' } }),
        400,
      ],
    },
    deleteSalaryEntry: {
      valid: async () => [await h.call('deleteSalaryEntry', { params: { id: salaryId() } }), 200],
      invalid: async () => [await h.call('deleteSalaryEntry', { params: { id: 999999 } }), 404],
    },
    listEmiEntries: {
      valid: async () => [await h.call('listEmiEntries', { params }), 200],
      invalid: async () => [await h.call('listEmiEntries', { params, token: null }), 401],
    },
    addEmiEntry: {
      valid: async () => [
        await h.call('addEmiEntry', { body: { ...emi, username: SHOWCASE } }),
        200,
      ],
      invalid: async () => [
        await h.call('addEmiEntry', { body: { ...emi, emi_amount: 0, username: SHOWCASE } }),
        400,
      ],
    },
    updateEmiEntry: {
      valid: async () => [await h.call('updateEmiEntry', { body: { ...emi, id: emiId() } }), 200],
      invalid: async () => [
        await h.call('updateEmiEntry', { body: { ...emi, id: emiId(), emi_date: '10/10/2026' } }),
        400,
      ],
    },
    deleteEmiEntry: {
      valid: async () => [await h.call('deleteEmiEntry', { params: { id: emiId() } }), 200],
      invalid: async () => [
        await h.call('deleteEmiEntry', {
          params: { id: emiId() },
          token: h.tokenOf('is_recovery_agent'),
        }),
        403,
      ],
    },
    getFoirScore: {
      valid: async () => [
        await h.call('getFoirScore', { params, query: { loan_id: loanId() } }),
        200,
      ],
      invalid: async () => [await h.call('getFoirScore', { params }), 400],
    },
    getFipData: {
      valid: async () => [await h.call('getFipData', { params }), 200],
      invalid: async () => [await h.call('getFipData', { params: { username: 'abc' } }), 400],
    },
  };
}
