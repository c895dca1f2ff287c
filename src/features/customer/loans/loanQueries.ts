import type { MainQueries } from '../customerQueries.ts';
import type { AchProvider } from './loanTypes.ts';

/**
 * The Loans tab's reads as query options. The loans take the version picked (its key carries the
 * history_date, so each version is its own cache entry); debits and deleted shares take none.
 */
export function loanTabQueries(queries: MainQueries, username: string) {
  const path = { username };
  return {
    loans: (historyDate: string | null) =>
      queries.queryOptions('get', '/customers/{username}/loans', {
        params: { path, query: historyDate ? { history_date: historyDate } : {} },
      }),
    achDebits: (provider: AchProvider) =>
      queries.queryOptions('get', '/customers/{username}/ach-debits/{provider}', {
        params: { path: { username, provider } },
      }),
    deletedLoanshares: queries.queryOptions('get', '/customers/{username}/deleted-loanshares', {
      params: { path },
    }),
  };
}
