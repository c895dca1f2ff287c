import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;

/**
 * The Salary & EMI reads of one customer as query options, each key carrying every parameter.
 * Entries and FIP data have no saved versions; the loans (for FOIR) take the version picked.
 */
export function salaryEmiQueries(queries: MainQueries, username: string) {
  const path = { username };
  return {
    salary: queries.queryOptions('get', '/customers/{username}/salary-details', {
      params: { path },
    }),
    emi: queries.queryOptions('get', '/customers/{username}/credit-accounts', {
      params: { path },
    }),
    fip: queries.queryOptions('get', '/customers/{username}/fip-data', { params: { path } }),
    loans: (historyDate: string | null) =>
      queries.queryOptions('get', '/customers/{username}/loans', {
        params: { path, query: historyDate ? { history_date: historyDate } : {} },
      }),
    foir: (loanId: number) =>
      queries.queryOptions('get', '/customers/{username}/foir-score', {
        params: { path, query: { loan_id: loanId } },
      }),
  };
}

export type SalaryEmiReads = ReturnType<typeof salaryEmiQueries>;
