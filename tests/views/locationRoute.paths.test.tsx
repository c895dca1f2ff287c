// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type LocationRouteActors,
  LOCATION_ROUTE_TEXTS as T,
} from '../../machines/locationRoute/index.ts';
import {
  LOCATION_DAY_WITH_DATA,
  LOCATION_TODAY,
  SAMPLE_ROUTE,
  SAMPLE_TEAM,
} from '../../machines/locationRoute/locationRoute.fixtures.ts';
import {
  LOCATION_ROUTE_EVENTS as E,
  locationRoutePaths,
} from '../../machines/locationRoute/locationRoute.paths.ts';
import { locationRouteShows } from '../../machines/locationRoute/locationRoute.shows.ts';
import { formatDate } from '../../src/domain/format.ts';
import { LocationFlow } from '../../src/features/location/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

// The map island needs WebGL: here it is its props, as a screen reader would meet them.
vi.mock('../../src/ui/map/MapCanvas.tsx', () => ({
  MapCanvas: (props: {
    label: string;
    markers: readonly { id: string; label: string }[];
    line?: readonly unknown[];
  }) => (
    <section aria-label={props.label} data-line-points={props.line?.length ?? 0}>
      {props.markers.map((m) => (
        <span key={m.id} role="img" aria-label={m.label} />
      ))}
    </section>
  ),
}));

type Fakes = DeferredActors<LocationRouteActors>;

const renderFlow = (fakes: Fakes) => (
  <LocationFlow
    queries={{} as never}
    actors={fakes.actors}
    today={LOCATION_TODAY}
    members={SAMPLE_TEAM}
  />
);
const memberBox = () => screen.getByRole('combobox', { name: T.member }) as HTMLSelectElement;
const dateBox = () => screen.getByLabelText(T.date) as HTMLInputElement;

function expectLocationState(state: AnyMachineSnapshot) {
  expectScreenShows(locationRouteShows as never, state, screen);
  const c = state.context as { username: string; date: string };
  expect(memberBox().value).toBe(c.username);
  expect(dateBox().value).toBe(c.date ? formatDate(c.date) : dateBox().value);
  const map = screen.queryByRole('region', { name: /^Route of / });
  expect(map !== null).toBe(state.matches('map'));
  if (map) {
    expect(map).toHaveAttribute('data-line-points', String(SAMPLE_ROUTE.sampled_locations.length));
    expect(within(map).getAllByRole('img')).toHaveLength(2);
  }
}

function driver(): ViewDriver<Fakes> {
  const click =
    (name: string) =>
    async (_e: unknown, { user }: { user: ReturnType<typeof userEvent.setup> }) =>
      user.click(screen.getByRole('button', { name }));
  return {
    fakes: () => deferredActors<LocationRouteActors>(['fetchRoute']),
    render: renderFlow,
    gestures: {
      'member.pick': async (event, { user }) => user.selectOptions(memberBox(), event.username),
      'date.change': async (event) => {
        await act(async () => {
          fireEvent.change(dateBox(), {
            target: { value: event.date ? formatDate(event.date) : '' },
          });
        });
      },
      'route.show': click(T.show),
      'route.reload': click(T.reload),
      'route.retry': click(T.retry),
    },
    expectState: expectLocationState,
  };
}

describe('the Location screen', () => {
  it.each(viewCases(locationRoutePaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });

  it('narrows the team by search, and asks for the picked person and day from the keyboard', async () => {
    const user = userEvent.setup();
    const fakes = deferredActors<LocationRouteActors>(['fetchRoute']);
    render(renderFlow(fakes));
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'pune');
    expect(
      within(memberBox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', expect.stringContaining(SAMPLE_TEAM[1]!.name)]);
    await user.selectOptions(memberBox(), SAMPLE_TEAM[1]!.username);
    await act(async () => {
      fireEvent.change(dateBox(), { target: { value: formatDate(LOCATION_DAY_WITH_DATA) } });
    });
    act(() => screen.getByRole('button', { name: T.show }).focus());
    await user.keyboard('{Enter}');
    expect(fakes.latest('fetchRoute').input).toEqual({
      username: SAMPLE_TEAM[1]!.username,
      date: LOCATION_DAY_WITH_DATA,
    });
    await act(async () => fakes.latest('fetchRoute').resolve(SAMPLE_ROUTE));
    expect(screen.getByText('0.75 km')).toBeInTheDocument();
    expect(
      screen.getByRole('region', {
        name: T.mapLabel(SAMPLE_TEAM[1]!.name, formatDate(LOCATION_DAY_WITH_DATA)),
      }),
    ).toBeInTheDocument();
  });

  it('keeps the pick when the server refuses, and shows its words', async () => {
    const user = userEvent.setup();
    const fakes = deferredActors<LocationRouteActors>(['fetchRoute']);
    render(renderFlow(fakes));
    await user.selectOptions(memberBox(), SAMPLE_TEAM[0]!.username);
    await user.click(screen.getByRole('button', { name: T.show }));
    await act(async () => {
      const call = fakes.latest('fetchRoute');
      call.reject(E.failed.error);
      await call.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(E.failed.error.message);
    expect(memberBox().value).toBe(SAMPLE_TEAM[0]!.username);
    expect(dateBox().value).toBe(formatDate(LOCATION_TODAY));
  });
});
