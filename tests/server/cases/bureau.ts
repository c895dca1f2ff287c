// Contract cases of the bureau and credit profile operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export const SHOWCASE = '8157415868';

export function bureauCases(h: Harness): Record<string, Case> {
  const params = { username: SHOWCASE };
  return {
    getCustomerBureau: {
      valid: async () => [await h.call('getCustomerBureau', { params }), 200],
      invalid: async () => [
        await h.call('getCustomerBureau', { params, query: { history_date: 'yesterday' } }),
        400,
      ],
    },
    pullCrif: {
      valid: async () => [await h.call('pullCrif', { params }), 200],
      invalid: async () => [
        await h.call('pullCrif', { params, token: h.tokenOf('is_recovery_manager') }),
        403,
      ],
    },
    getCreditScoreDetails: {
      valid: async () => [await h.call('getCreditScoreDetails', { params }), 200],
      invalid: async () => [
        await h.call('getCreditScoreDetails', { params: { username: '6000000000' } }),
        404,
      ],
    },
  };
}
