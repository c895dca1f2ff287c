import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { locationRouteMachine } from './locationRoute.machine.ts';
import { formatDistanceKm, PICK_PROBLEMS, pickProblem } from './locationRoute.rules.ts';
import { LOCATION_ROUTE_TEXTS as T } from './locationRoute.texts.ts';

type Snapshot = SnapshotFrom<typeof locationRouteMachine>;

const problemOf = ({ context: c }: Snapshot) => pickProblem(c.username, c.date, c.today);

/**
 * What the Location screen shows under the pick (always there): 'Click here to see Map', usable
 * once the pick is complete (else why not); the busy line; then in its place the map with
 * 'Distance Traveled' and Reload, 'NO DATA EXIST' with Reload, or the server's words with Retry.
 */
export const locationRouteShows = defineShows({
  machine: locationRouteMachine,
  controls: {
    [T.show]: [{ type: 'route.show' }],
    [T.reload]: [{ type: 'route.reload' }],
    [T.retry]: [{ type: 'route.retry' }],
  },
  states: {
    'locationRoute.picking': {
      variants: [
        { when: (s: Snapshot) => problemOf(s) === null, enabled: [T.show] },
        ...PICK_PROBLEMS.map((problem) => ({
          when: (s: Snapshot) => problemOf(s) === problem,
          disabled: [T.show],
          texts: [T.problem[problem]],
        })),
      ],
    },
    'locationRoute.loading': { disabled: [T.show], texts: [T.loading] },
    'locationRoute.map': {
      enabled: [T.reload],
      texts: [T.distance],
      // The server's figure, as the screen writes it.
      variants: [
        {
          when: () => true,
          texts: (s: Snapshot) => [
            formatDistanceKm(s.context.route?.total_distance_traveled_km ?? 0),
          ],
        },
      ],
    },
    'locationRoute.empty': { enabled: [T.reload], texts: [T.noData] },
    'locationRoute.failed': {
      enabled: [T.retry],
      texts: (s: Snapshot) => [s.context.error ?? ''],
    },
  },
  vocabulary: [T.loading, T.noData, T.distance, ...PICK_PROBLEMS.map((p) => T.problem[p])],
});
