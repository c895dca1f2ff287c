// Contract cases of the wallet operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

export const WALLET_SHOWCASE = '8157415868';

export function walletCases(h: Harness): Record<string, Case> {
  const params = { username: WALLET_SHOWCASE };
  const day = { date: '2099-01-01' };
  const dayCase = (operationId: string): Case => ({
    valid: async () => [await h.call(operationId, { params, query: day }), 200],
    invalid: async () => [
      await h.call(operationId, { params, query: { date: '01/01/2099' } }),
      400,
    ],
  });
  return {
    getWallet: {
      valid: async () => [
        await h.call('getWallet', {
          params,
          query: { start_date: '2098-12-01', end_date: '2099-01-01' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getWallet', {
          params,
          query: { start_date: '2099-01-02', end_date: '2099-01-01' },
        }),
        400,
      ],
    },
    listWalletDayTransactions: dayCase('listWalletDayTransactions'),
    getWeeklyApproved: dayCase('getWeeklyApproved'),
    getWithdrawalLimitBreakdown: dayCase('getWithdrawalLimitBreakdown'),
    listRepayments: dayCase('listRepayments'),
  };
}
