import type { LocationRouteActors } from '../../../machines/locationRoute/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { runQueryOptions as call } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type MainQueries = QueryHooks<paths>;

/** The field staff to pick from (lender/get-team-members), read as a query. */
export const teamMembersQuery = (queries: MainQueries) =>
  queries.queryOptions('get', '/lender/get-team-members');

/** The Location screen's call over the v1 client (spec part 2 §7 'live-location-route'). */
export function createLocationRouteActors(queries: MainQueries): LocationRouteActors {
  return {
    fetchRoute: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('get', '/live-location/live-location-route', {
          params: { query: { username: input.username, date: input.date } },
        }),
        signal,
      ),
    ),
  };
}
