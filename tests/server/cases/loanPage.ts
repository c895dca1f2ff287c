// Contract cases of the loan page's operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

/** Lookups of the seeded loan page: a loan with its co-borrowers, a video of one of them. */
export function loanPageLookups(h: Harness) {
  const get = <T>(sql: string, ...params: (string | number)[]) =>
    h.db.prepare(sql).get(...params) as T;
  const shareIn = (status: string) =>
    get<{ loan_id: number; username: string }>(
      `SELECT s.loan_id, c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
       JOIN loans l ON l.id = s.loan_id WHERE l.status = ? ORDER BY s.id LIMIT 1`,
      status,
    );
  const video = () =>
    get<{ loan_id: number; username: string; doc_id: number }>(
      `SELECT s.loan_id, c.username, d.id AS doc_id FROM documents d
       JOIN customers c ON c.id = d.customer_id JOIN loan_shares s ON s.customer_id = d.customer_id
       WHERE d.kind = 'video' AND d.group_id IS NOT NULL ORDER BY d.id, s.id LIMIT 1`,
    );
  return { shareIn, video };
}

export function loanPageCases(h: Harness): Record<string, Case> {
  const { shareIn, video } = loanPageLookups(h);
  const inFuture = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    getLoan: {
      valid: async () => [await h.call('getLoan', { params: { loan_id: 13 } }), 200],
      invalid: async () => [await h.call('getLoan', { params: { loan_id: 0 } }), 400],
    },
    getLoanProfiles: {
      valid: async () => {
        const { loan_id, username } = shareIn('loan_disbursed');
        return [
          await h.call('getLoanProfiles', { params: { loan_id }, query: { username: [username] } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('getLoanProfiles', { params: { loan_id: 13 }, query: { username: 'abc' } }),
        400,
      ],
    },
    getLoanExtras: {
      valid: async () => [await h.call('getLoanExtras', { params: { loan_id: 13 } }), 200],
      invalid: async () => [
        await h.call('getLoanExtras', { params: { loan_id: 99_999_999 } }),
        404,
      ],
    },
    updateLoanConfig: {
      valid: async () => {
        const { loan_id } = shareIn('loan_approved');
        return [
          await h.call('updateLoanConfig', {
            params: { loan_id },
            body: { default_lender: 'Kosh Finance', emi_start_date: inFuture(30) },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('updateLoanConfig', {
          params: { loan_id: 6 },
          body: { default_lender: 'Nobody Bank', emi_start_date: inFuture(30) },
        }),
        400,
      ],
    },
    listLenders: {
      valid: async () => [await h.call('listLenders'), 200],
      invalid: async () => [await h.call('listLenders', { token: null }), 401],
    },
    setLoanshareCheck: {
      valid: async () => {
        const { loan_id, username } = shareIn('ready_for_review');
        return [
          await h.call('setLoanshareCheck', {
            body: { username, loan_id, check_type: 'bank_verified', checked: true },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('setLoanshareCheck', {
          body: { username: '8157415868', loan_id: 5, check_type: 'pan_verified', checked: true },
        }),
        400,
      ],
    },
    assignLoanshareVideo: {
      valid: async () => {
        const { loan_id, username, doc_id } = video();
        return [await h.call('assignLoanshareVideo', { body: { loan_id, username, doc_id } }), 200];
      },
      invalid: async () => [
        await h.call('assignLoanshareVideo', { body: { loan_id: 13, username: '8157415868' } }),
        400,
      ],
    },
  };
}
