import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type SupportQueryHooks = QueryHooks<paths>;

/** Customer Support's reads as query options; every key carries every parameter. */
export function supportQueries(queries: SupportQueryHooks) {
  return {
    search: (username: string, page: number) =>
      queries.queryOptions('get', '/support-calls/search', {
        params: { query: { username, page } },
      }),
    assigned: (page: number) =>
      queries.queryOptions('get', '/support-calls/assigned', { params: { query: { page } } }),
    analytics: (start: string, end: string) =>
      queries.queryOptions('get', '/support-calls/analytics', {
        params: { query: { start_date: start, end_date: end } },
      }),
    supervision: (start: string, end: string) =>
      queries.queryOptions('get', '/call-desks/supervisor', {
        params: { query: { start_date: start, end_date: end } },
      }),
  };
}
