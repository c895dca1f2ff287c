import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;

/**
 * The two panels' reads as query options, keyed by the username and the version on screen
 * (history_date); the report's address and file are the Actions tab's operations.
 */
export function bureauQueries(queries: MainQueries, username: string, historyDate: string | null) {
  const path = { username };
  const query = historyDate ? { history_date: historyDate } : {};
  return {
    bureau: queries.queryOptions('get', '/customers/{username}/bureau', {
      params: { path, query },
    }),
    creditScore: queries.queryOptions('get', '/customers/{username}/credit-score-details', {
      params: { path, query },
    }),
    crifReport: queries.queryOptions('get', '/customers/{username}/crif-report', {
      params: { path },
    }),
    crifFile: queries.queryOptions('get', '/customers/{username}/crif-report/file', {
      params: { path },
      parseAs: 'blob',
    }),
  };
}

export type BureauQueries = ReturnType<typeof bureauQueries>;
