import type { MainQueries } from '../customerQueries.ts';

/**
 * The Actions tab's calls as query options (keys carry every parameter). The loans are read as
 * the tab opens; the rest are asked on a press, through the query client, so they run through the
 * same client and middleware and get a signal.
 */
export function actionQueries(queries: MainQueries, username: string) {
  const path = { username };
  return {
    loans: queries.queryOptions('get', '/customers/{username}/loans', { params: { path } }),
    earlyPay: (loan_id: number, date: string) =>
      queries.queryOptions('get', '/customers/{username}/early-pay', {
        params: { path, query: { loan_id, date } },
      }),
    crifReport: queries.queryOptions('get', '/customers/{username}/crif-report', {
      params: { path },
    }),
    crifFile: queries.queryOptions('get', '/customers/{username}/crif-report/file', {
      params: { path },
      parseAs: 'blob',
    }),
    callDetails: queries.queryOptions('get', '/call-details', {
      params: { query: { customer_number: username } },
    }),
  };
}

export type ActionQueries = ReturnType<typeof actionQueries>;
