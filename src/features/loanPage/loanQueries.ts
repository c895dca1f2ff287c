import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;

/** The loan page's reads as query options; each key carries the loan id. */
export function loanPageQueries(queries: MainQueries, loanId: number) {
  const path = { loan_id: loanId };
  return {
    loan: queries.queryOptions('get', '/loans/{loan_id}', { params: { path } }),
    extras: queries.queryOptions('get', '/loans/{loan_id}/extras', { params: { path } }),
    lenders: queries.queryOptions('get', '/lenders'),
  };
}
