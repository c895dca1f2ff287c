import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

/** The v1 query hooks a host page passes (the customer page's `queries`). */
export type CollectionQueryHooks = QueryHooks<paths>;

/** The collection view's reads as query options; every key carries every parameter. */
export function collectionQueries(queries: CollectionQueryHooks) {
  return {
    disbursed: (username: string, start: string, end: string) =>
      queries.queryOptions('get', '/customers/{username}/disbursed-stats', {
        params: { path: { username }, query: { start_date: start, end_date: end } },
      }),
    collections: (usernames: readonly string[], month: string, download = false) =>
      queries.queryOptions('get', '/collections', {
        params: {
          query: {
            usernames: [...usernames],
            date_month: month,
            ...(download ? { download } : {}),
          },
        },
      }),
    cohorts: (username: string) =>
      queries.queryOptions('get', '/customers/{username}/cohorts', {
        params: { path: { username } },
      }),
    nonStarters: (username: string, month: string) =>
      queries.queryOptions('get', '/customers/{username}/non-starters', {
        params: { path: { username }, query: { date_month: month } },
      }),
    groupLeaders: (search: string) =>
      queries.queryOptions('get', '/group-leaders', { params: { query: { search } } }),
  };
}
