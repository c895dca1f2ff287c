import type { SnapshotFrom } from 'xstate';
import type { LocationRouteEvent, locationRouteMachine } from './locationRoute.machine.ts';
import { formatDistanceKm, pickProblem } from './locationRoute.rules.ts';
import { LOCATION_ROUTE_TEXTS as T } from './locationRoute.texts.ts';

type Snapshot = SnapshotFrom<typeof locationRouteMachine>;
type Send = (event: LocationRouteEvent) => void;

export type LocationRouteIntents = {
  onMember: (username: string) => void;
  onDate: (date: string) => void;
  onShow: () => void;
  onReload: () => void;
  onRetry: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, LocationRouteIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LocationRouteIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onMember: (username) => send({ type: 'member.pick', username }),
      onDate: (date) => send({ type: 'date.change', date }),
      onShow: () => send({ type: 'route.show' }),
      onReload: () => send({ type: 'route.reload' }),
      onRetry: () => send({ type: 'route.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** A sample as the map takes it, with when it was recorded. */
export type RoutePointView = { lat: number; lng: number; time: string };

/** The Location screen as its view renders it. */
export type LocationRouteModel = LocationRouteIntents & {
  username: string;
  date: string;
  today: string;
  /** Shown under the pick, with 'Click here to see Map'. */
  showsButton: boolean;
  canShow: boolean;
  busy: boolean;
  /** Why the button waits; null when it does not. */
  problem: string | null;
  /** The map: the day's samples in order and the server's distance; null otherwise. */
  route: { points: RoutePointView[]; distance: string; username: string; date: string } | null;
  noData: boolean;
  /** The server's words, with Retry; null otherwise. */
  failure: string | null;
};

export function connectLocationRoute(snapshot: Snapshot, send: Send = ignore): LocationRouteModel {
  const c = snapshot.context;
  const problem = pickProblem(c.username, c.date, c.today);
  const picking = snapshot.matches('picking');
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    username: c.username,
    date: c.date,
    today: c.today,
    showsButton: picking || busy,
    canShow: snapshot.can({ type: 'route.show' }),
    busy,
    problem: picking && problem ? T.problem[problem] : null,
    route:
      snapshot.matches('map') && c.route && c.shown
        ? {
            points: c.route.sampled_locations.map((s) => ({
              lat: s.location.latitude,
              lng: s.location.longitude,
              time: s.time,
            })),
            distance: formatDistanceKm(c.route.total_distance_traveled_km),
            ...c.shown,
          }
        : null,
    noData: snapshot.matches('empty'),
    failure: snapshot.matches('failed') ? c.error : null,
  };
}
