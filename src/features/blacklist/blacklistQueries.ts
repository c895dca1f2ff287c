import type { FeatureBlockActors } from '../../../machines/featureBlock/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { type QueryHooks, runQueryOptions } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type MainQueries = QueryHooks<paths>;

/** The tab's reads: the record and its audit trail, keyed by the username. */
export function blacklistQueries(queries: MainQueries, username: string) {
  const params = { query: { username } };
  return {
    record: queries.queryOptions('get', '/user/dashboard/blacklist', { params }),
    changes: queries.queryOptions('get', '/user/dashboard/blacklist/history', { params }),
  };
}

/** The feature-block save over the v1 client: the table shows the server's msg or words. */
export function createFeatureBlockActors(queries: MainQueries): FeatureBlockActors {
  return {
    saveBlacklist: fromAbortable(({ input, signal }) =>
      runQueryOptions(
        queries.queryOptions('put', '/user/dashboard/blacklist', { body: input }),
        signal,
      ),
    ),
  };
}
