import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type MainQueries = QueryHooks<paths>;

/**
 * The customer page's reads as query options. Each key carries every parameter of its request
 * (the username, and the profile's history_date), so a picked version is its own cache entry.
 */
export function customerPageQueries(queries: MainQueries, username: string) {
  const path = { username };
  return {
    access: queries.queryOptions('get', '/customers/{username}/access', { params: { path } }),
    versions: queries.queryOptions('get', '/customers/{username}/history-versions', {
      params: { path },
    }),
    /** The current profile (null) or the version saved at `historyDate`. */
    profile: (historyDate: string | null) =>
      queries.queryOptions('get', '/customers/{username}/profile', {
        params: { path, query: historyDate ? { history_date: historyDate } : {} },
      }),
    activity: queries.queryOptions('get', '/customers/{username}/activity', { params: { path } }),
    alternateContacts: queries.queryOptions('get', '/customers/{username}/alternate-contacts', {
      params: { path },
    }),
  };
}

/** The username of the customer with this user id; the key carries the id. */
export function customerByUserIdQuery(queries: MainQueries, userId: number) {
  return queries.queryOptions('get', '/customers-by-user-id/{user_id}', {
    params: { path: { user_id: userId } },
  });
}
