// Contract cases of the Loans tab's operations (main service).
import type { Harness } from '../harness.ts';
import { type Case, lookups } from './shared.ts';

export function customerLoanCases(h: Harness): Record<string, Case> {
  const { row } = lookups(h);
  /** User id 1, the showcase of the Loans tab: loans, debits of each provider, deleted shares. */
  const showcase = () => row<{ username: string }>('SELECT username FROM customers WHERE id = 1');
  return {
    listCustomerLoans: {
      valid: async () => [
        await h.call('listCustomerLoans', { params: { username: showcase().username } }),
        200,
      ],
      invalid: async () => [
        await h.call('listCustomerLoans', {
          params: { username: showcase().username },
          query: { history_date: 'yesterday' },
        }),
        400,
      ],
    },
    listAchDebits: {
      valid: async () => [
        await h.call('listAchDebits', {
          params: { username: showcase().username, provider: 'cashfree' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('listAchDebits', {
          params: { username: showcase().username, provider: 'paypal' },
        }),
        400,
      ],
    },
    listDeletedLoanshares: {
      valid: async () => [
        await h.call('listDeletedLoanshares', { params: { username: showcase().username } }),
        200,
      ],
      invalid: async () => [
        await h.call('listDeletedLoanshares', { params: { username: '6000000000' } }),
        404,
      ],
    },
  };
}
