import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectLocationRoute,
  formatDistanceKm,
  type LocationRouteActors,
  locationRouteMachine,
  pickProblem,
  LOCATION_ROUTE_TEXTS as T,
} from '../../machines/locationRoute/index.ts';
import {
  EMPTY_ROUTE,
  LOCATION_DAY_WITH_DATA,
  LOCATION_FUTURE_DAY,
  LOCATION_TODAY,
  SAMPLE_ROUTE,
  SAMPLE_TEAM,
} from '../../machines/locationRoute/locationRoute.fixtures.ts';
import {
  LOCATION_ROUTE_EVENTS as E,
  locationRoutePaths,
} from '../../machines/locationRoute/locationRoute.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof locationRouteMachine.transition>;

describeMachinePaths('locationRoute', locationRoutePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectLocationRoute(state);
  const c = state.context;
  expect(view.busy).toBe(state.matches('loading'));
  expect(view.noData).toBe(state.matches('empty'));
  expect(view.canShow).toBe(
    state.matches('picking') && pickProblem(c.username, c.date, c.today) === null,
  );
  if (state.matches('map')) {
    expect(view.route?.distance).toBe(formatDistanceKm(SAMPLE_ROUTE.total_distance_traveled_km));
    expect(view.route?.points).toHaveLength(SAMPLE_ROUTE.sampled_locations.length);
    expect(view.route?.username).toBe(c.username);
  } else expect(view.route).toBeNull();
  const last = history.at(-1)!.event;
  if (state.matches('failed')) expect(view.failure).toBe(E.failed.error.message);
  else expect(view.failure).toBeNull();
  // Whatever was shown is of the pick it was asked for; a change of pick puts it away.
  if (last.type === 'member.pick' || last.type === 'date.change') {
    expect(state.value).toBe('picking');
    expect([c.shown, c.route, c.error]).toEqual([null, null, null]);
  }
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('locationRoute with a live actor', () => {
  const start = () => {
    const fakes = deferredActors<LocationRouteActors>(['fetchRoute']);
    const actor = createActor(locationRouteMachine.provide({ actors: fakes.actors }), {
      input: { today: LOCATION_TODAY },
    }).start();
    return { fakes, actor };
  };

  it('opens on today with nobody picked, and asks for nothing until someone is', () => {
    const { fakes, actor } = start();
    const view = connectLocationRoute(actor.getSnapshot());
    expect([view.date, view.username, view.problem]).toEqual([
      LOCATION_TODAY,
      '',
      T.problem.noMember,
    ]);
    actor.send({ type: 'route.show' });
    expect(fakes.calls.fetchRoute).toHaveLength(0);
  });

  it('asks for the picked person and day, once per press', () => {
    const { fakes, actor } = start();
    actor.send(E.pickMember);
    actor.send(E.dayWithData);
    actor.send({ type: 'route.show' });
    actor.send({ type: 'route.show' });
    expect(fakes.calls.fetchRoute).toHaveLength(1);
    expect(fakes.latest('fetchRoute').input).toEqual({
      username: SAMPLE_TEAM[0]!.username,
      date: LOCATION_DAY_WITH_DATA,
    });
  });

  it('never asks for a day after today', () => {
    const { fakes, actor } = start();
    actor.send(E.pickMember);
    actor.send({ type: 'date.change', date: LOCATION_FUTURE_DAY });
    actor.send({ type: 'route.show' });
    expect(fakes.calls.fetchRoute).toHaveLength(0);
    expect(connectLocationRoute(actor.getSnapshot()).problem).toBe(T.problem.futureDate);
  });

  it('reloads the same pick, and shows NO DATA EXIST when the day has none', async () => {
    const { fakes, actor } = start();
    actor.send(E.pickMember);
    actor.send({ type: 'route.show' });
    fakes.latest('fetchRoute').resolve(SAMPLE_ROUTE);
    await settle();
    expect(actor.getSnapshot().value).toBe('map');
    actor.send({ type: 'route.reload' });
    expect(fakes.calls.fetchRoute).toHaveLength(2);
    expect(fakes.latest('fetchRoute').input).toEqual(fakes.calls.fetchRoute[0]!.input);
    fakes.latest('fetchRoute').resolve(EMPTY_ROUTE);
    await settle();
    expect(connectLocationRoute(actor.getSnapshot()).noData).toBe(true);
  });

  it('stops asking when the screen goes away', () => {
    const { fakes, actor } = start();
    actor.send(E.pickMember);
    actor.send({ type: 'route.show' });
    const call = fakes.latest('fetchRoute');
    actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});
