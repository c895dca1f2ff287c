// Contract cases of the loan history panel's operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

/** The seed's showcase customer: every operation has rows for them. */
const SHOWCASE = '8157415868';
const params = { username: SHOWCASE };

export function loanHistoryCases(h: Harness): Record<string, Case> {
  return {
    listLoanHistory: {
      valid: async () => [
        await h.call('listLoanHistory', { query: { username: [SHOWCASE] } }),
        200,
      ],
      invalid: async () => [await h.call('listLoanHistory', { query: { username: ['1'] } }), 400],
    },
    listContactsLoanHistory: {
      valid: async () => [await h.call('listContactsLoanHistory', { params }), 200],
      invalid: async () => [
        await h.call('listContactsLoanHistory', { params, query: { loan_id: 0 } }),
        400,
      ],
    },
    listCoborrowerContacts: {
      valid: async () => [await h.call('listCoborrowerContacts', { params }), 200],
      invalid: async () => [
        await h.call('listCoborrowerContacts', { params: { username: '6000000000' } }),
        404,
      ],
    },
    listCustomerRelationships: {
      valid: async () => [await h.call('listCustomerRelationships', { params }), 200],
      invalid: async () => [
        await h.call('listCustomerRelationships', {
          params,
          token: h.tokenOf('is_area_sales_manager'),
        }),
        403,
      ],
    },
    listPhoneContacts: {
      valid: async () => [await h.call('listPhoneContacts', { params }), 200],
      invalid: async () => [
        await h.call('listPhoneContacts', { params, query: { history_date: 'x' } }),
        400,
      ],
    },
  };
}
