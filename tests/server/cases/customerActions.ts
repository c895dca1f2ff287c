// Contract cases of the customer 360 Actions tab operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export const SHOWCASE = '8157415868';

export function customerActionCases(h: Harness): Record<string, Case> {
  /** A disbursed share of the showcase customer. */
  const share = () =>
    h.db
      .prepare(
        `SELECT s.loan_id FROM loan_shares s JOIN loans l ON l.id = s.loan_id
         WHERE s.customer_id = 1 AND l.status = 'loan_disbursed' ORDER BY s.id LIMIT 1`,
      )
      .get() as { loan_id: number };
  const params = { username: SHOWCASE };
  return {
    // The loan picker's read (the loans tab's operation, which had no contract case yet).
    listCustomerLoans: {
      valid: async () => [await h.call('listCustomerLoans', { params }), 200],
      invalid: async () => [
        await h.call('listCustomerLoans', { params, query: { history_date: 'yesterday' } }),
        400,
      ],
    },
    getEarlyPayAmount: {
      valid: async () => [
        await h.call('getEarlyPayAmount', {
          params,
          query: { loan_id: share().loan_id, date: '2099-01-01' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getEarlyPayAmount', { params, query: { loan_id: share().loan_id } }),
        400,
      ],
    },
    getCrifReport: {
      valid: async () => [await h.call('getCrifReport', { params }), 200],
      invalid: async () => [
        await h.call('getCrifReport', { params: { username: '6000000000' } }),
        404,
      ],
    },
    downloadCrifReport: {
      valid: async () => [await h.call('downloadCrifReport', { params }), 200],
      invalid: async () => [await h.call('downloadCrifReport', { params, token: null }), 401],
    },
    lookupCallDetails: {
      valid: async () => [
        await h.call('lookupCallDetails', { query: { customer_number: SHOWCASE } }),
        200,
      ],
      invalid: async () => [
        await h.call('lookupCallDetails', { query: { customer_number: '12' } }),
        400,
      ],
    },
  };
}
