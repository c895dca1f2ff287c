// Contract cases of the collections operations (main service).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const SHOWCASE = '8157415868';
const MONTH = new Date().toISOString().slice(0, 7);

export function collectionCases(h: Harness): Record<string, Case> {
  const params = { username: SHOWCASE };
  return {
    getDisbursedStats: {
      valid: async () => [
        await h.call('getDisbursedStats', {
          params,
          query: { start_date: '2020-01-01', end_date: '2099-12-31' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('getDisbursedStats', {
          params,
          query: { start_date: '2026-02-01', end_date: '2026-01-01' },
        }),
        400,
      ],
    },
    listCollections: {
      valid: async () => [
        await h.call('listCollections', { query: { usernames: [SHOWCASE], date_month: MONTH } }),
        200,
      ],
      invalid: async () => [
        await h.call('listCollections', {
          query: { usernames: [SHOWCASE], date_month: '2026-13' },
        }),
        400,
      ],
    },
    getCohortAnalysis: {
      valid: async () => [await h.call('getCohortAnalysis', { params }), 200],
      invalid: async () => [
        await h.call('getCohortAnalysis', { params: { username: '6000000000' } }),
        404,
      ],
    },
    getNonStarterCases: {
      valid: async () => [
        await h.call('getNonStarterCases', { params, query: { date_month: MONTH } }),
        200,
      ],
      invalid: async () => [
        await h.call('getNonStarterCases', { params, query: { date_month: 'May' } }),
        400,
      ],
    },
    listGroupLeaders: {
      valid: async () => [await h.call('listGroupLeaders', { query: { search: '8157' } }), 200],
      invalid: async () => [await h.call('listGroupLeaders', { query: {} }), 400],
    },
  };
}
