import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { FetchRouteInput, LocationRoute } from './locationRoute.actors.ts';
import { hasPoints, pickProblem } from './locationRoute.rules.ts';

export type LocationRouteContext = {
  /** India's today: the latest day that may be asked for. */
  today: string;
  /** Who and which day are picked (YYYY-MM-DD; '' while the typed text is no day). */
  username: string;
  date: string;
  /** The pick the shown route (or NO DATA EXIST) is of. */
  shown: FetchRouteInput | null;
  route: LocationRoute | null;
  /** The server's words when the route did not come. */
  error: string | null;
};

export type LocationRouteEvent =
  | { type: 'member.pick'; username: string }
  | { type: 'date.change'; date: string }
  | { type: 'route.show' }
  | { type: 'route.reload' }
  | { type: 'route.retry' };

export type LocationRouteInput = { today: string; username?: string; date?: string };

/**
 * The Location screen (issue 21 §1; spec part 2 §2 'Location map panel'): pick one of the field
 * staff and a day up to today, then 'Click here to see Map' asks for the day's route (the named
 * actor `fetchRoute`). A day with samples shows the map and 'Distance Traveled'; a day without
 * shows 'NO DATA EXIST'; both offer Reload. A failure shows the server's words with Retry.
 * Changing the pick puts away what was shown: it was of the other pick.
 */
export const locationRouteMachine = setup({
  types: {
    input: {} as LocationRouteInput,
    context: {} as LocationRouteContext,
    events: {} as LocationRouteEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchRoute: unprovided<LocationRoute, FetchRouteInput>('fetchRoute'),
  },
  guards: {
    isPickComplete: ({ context: c }) => pickProblem(c.username, c.date, c.today) === null,
    hasPoints: (_, params: { route: LocationRoute }) => hasPoints(params.route),
  },
  actions: {
    takePick: assign({
      shown: ({ context }) => ({ username: context.username, date: context.date }),
      route: null,
      error: null,
    }),
  },
}).createMachine({
  id: 'locationRoute',
  context: ({ input }) => ({
    today: input.today,
    username: input.username ?? '',
    date: input.date ?? input.today,
    shown: null,
    route: null,
    error: null,
  }),
  initial: 'picking',
  on: {
    'member.pick': {
      target: '.picking',
      actions: assign(({ event }) => ({
        username: event.username,
        shown: null,
        route: null,
        error: null,
      })),
    },
    'date.change': {
      target: '.picking',
      actions: assign(({ event }) => ({ date: event.date, shown: null, route: null, error: null })),
    },
  },
  states: {
    picking: {
      description: "Who and which day; 'Click here to see Map' once both are there",
      on: { 'route.show': { guard: 'isPickComplete', target: 'loading', actions: 'takePick' } },
    },
    loading: {
      description: 'Asking for the day’s route',
      tags: 'busy',
      invoke: {
        id: 'fetchRoute',
        src: 'fetchRoute',
        input: ({ context }) => context.shown!,
        onDone: [
          {
            guard: { type: 'hasPoints', params: ({ event }) => ({ route: event.output }) },
            target: 'map',
            actions: assign({ route: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ route: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toServiceError(event.error).message }),
        },
      },
    },
    map: {
      description: "The route on the map with its start and end, 'Distance Traveled' in km",
      on: { 'route.reload': { target: 'loading', actions: 'takePick' } },
    },
    empty: {
      description: "No samples that day: 'NO DATA EXIST'",
      on: { 'route.reload': { target: 'loading', actions: 'takePick' } },
    },
    failed: {
      description: 'The server’s words, with Retry; the pick is kept',
      tags: 'error',
      on: { 'route.retry': { target: 'loading', actions: 'takePick' } },
    },
  },
});
