import { createMachine } from 'xstate';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import {
  EMPTY_ROUTE,
  LOCATION_DAY_WITH_DATA,
  LOCATION_DAY_WITHOUT,
  LOCATION_FUTURE_DAY,
  LOCATION_TODAY,
  SAMPLE_ROUTE,
  SAMPLE_TEAM,
} from './locationRoute.fixtures.ts';
import {
  type LocationRouteContext,
  type LocationRouteInput,
  locationRouteMachine,
} from './locationRoute.machine.ts';
import { locationRouteShows } from './locationRoute.shows.ts';

/** The server's refusal the walk meets (its words are shown as they come). */
export const LOCATION_ROUTE_FAILURE = serviceError('date must not be after today', 400);

export const LOCATION_ROUTE_EVENTS = {
  pickMember: { type: 'member.pick', username: SAMPLE_TEAM[0]!.username },
  dayWithData: { type: 'date.change', date: LOCATION_DAY_WITH_DATA },
  dayWithout: { type: 'date.change', date: LOCATION_DAY_WITHOUT },
  futureDay: { type: 'date.change', date: LOCATION_FUTURE_DAY },
  noDay: { type: 'date.change', date: '' },
  show: { type: 'route.show' },
  reload: { type: 'route.reload' },
  retry: { type: 'route.retry' },
  route: doneEvent('fetchRoute', SAMPLE_ROUTE),
  noPoints: doneEvent('fetchRoute', EMPTY_ROUTE),
  failed: { ...errorEvent('fetchRoute', LOCATION_ROUTE_FAILURE), error: LOCATION_ROUTE_FAILURE },
} as const;

const E = LOCATION_ROUTE_EVENTS;

/** The screen as it opens: today, nobody picked. */
export const LOCATION_ROUTE_INPUT: LocationRouteInput = { today: LOCATION_TODAY };

/** The machine as the screen starts it (the walk needs a fixed start). */
function walkedMachine(input: LocationRouteInput): typeof locationRouteMachine {
  const makeContext = locationRouteMachine.config.context as (args: {
    input: LocationRouteInput;
  }) => LocationRouteContext;
  return createMachine(
    { ...locationRouteMachine.config, context: () => makeContext({ input }) },
    locationRouteMachine.implementations as never,
  ) as unknown as typeof locationRouteMachine;
}

export const locationRoutePaths = definePathSpec({
  machine: walkedMachine(LOCATION_ROUTE_INPUT),
  events: Object.values(E),
  // A browser fires no change for the value a field already holds.
  filterEvents: onlyRealChanges({
    'member.pick': ['username', 'username'],
    'date.change': ['date', 'date'],
  }),
  stateKey: (s) => ({ value: s.value, u: s.context.username, d: s.context.date }),
  shows: locationRouteShows as never,
  describeEvent: (event) => {
    switch (event.type) {
      case 'member.pick':
        return `pick the team member ${event.username}`;
      case 'date.change':
        return event.date ? `enter the date ${event.date}` : 'clear the date';
      case 'route.show':
        return "press 'Click here to see Map'";
      case 'route.reload':
        return "press 'Reload'";
      case 'route.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.fetchRoute':
        return event.output.sampled_locations.length
          ? 'the server answers the day’s route'
          : 'the server answers a day without points';
      case 'xstate.error.actor.fetchRoute':
        return `the server refuses: ${event.error.message}`;
      default:
        return undefined;
    }
  },
});
