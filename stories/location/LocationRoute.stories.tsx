import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  connectLocationRoute,
  formatDistanceKm,
  LOCATION_ROUTE_TEXTS as T,
} from '../../machines/locationRoute/index.ts';
import {
  LOCATION_DAY_WITH_DATA,
  SAMPLE_ROUTE,
  SAMPLE_TEAM,
} from '../../machines/locationRoute/locationRoute.fixtures.ts';
import {
  LOCATION_ROUTE_EVENTS as E,
  locationRoutePaths,
} from '../../machines/locationRoute/locationRoute.paths.ts';
import { locationRouteShows } from '../../machines/locationRoute/locationRoute.shows.ts';
import { LocationView } from '../../src/features/location/LocationView.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

/** The screen where these events left the statechart (intents spied on). */
const story = (...events: AnyEventObject[]) => {
  const snapshot = snapshotAfter(locationRoutePaths.machine, ...events);
  const view = {
    ...connectLocationRoute(snapshot),
    onMember: fn(),
    onDate: fn(),
    onShow: fn(),
    onReload: fn(),
    onRetry: fn(),
  };
  return {
    args: { view, members: SAMPLE_TEAM },
    parameters: renders(locationRouteShows as never, snapshot),
  };
};

const picked = [E.pickMember, E.dayWithData];

const meta = {
  title: 'Team/Location',
  component: LocationView,
  parameters: { layout: 'padded' },
  args: {
    view: connectLocationRoute(snapshotAfter(locationRoutePaths.machine)),
    members: SAMPLE_TEAM,
  },
} satisfies Meta<typeof LocationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on today with nobody picked: the button waits and says why. */
export const NobodyPicked: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.show })).toBeDisabled();
    await expect(canvas.getByText(T.problem.noMember)).toBeVisible();
  },
};

/** Someone and a day picked: the search narrows the list, the select picks, the button asks. */
export const Picked: Story = {
  ...story(...picked),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: T.search }), 'jaipur');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: T.member }),
      SAMPLE_TEAM[2]!.username,
    );
    await expect(args.view.onMember).toHaveBeenCalledWith(SAMPLE_TEAM[2]!.username);
    await userEvent.click(canvas.getByRole('button', { name: T.show }));
    await expect(args.view.onShow).toHaveBeenCalledTimes(1);
  },
};

/** A day still to come: refused before any call. */
export const FutureDay: Story = {
  ...story(E.pickMember, E.futureDay),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.show })).toBeDisabled();
    await expect(canvas.getByText(T.problem.futureDate)).toBeVisible();
  },
};

/** No day typed (the text is not a date). */
export const NoDay: Story = {
  ...story(E.pickMember, E.noDay),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.problem.noDate)).toBeVisible();
  },
};

/** Asking for the route: the button busy, the busy line. */
export const Loading: Story = {
  ...story(...picked, E.show),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(T.loading);
    await expect(canvas.getByRole('button', { name: T.show })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The day's route: the line, start and end markers, 'Distance Traveled' in km, Reload. */
export const RouteOnMap: Story = {
  ...story(...picked, E.show, E.route),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.distance)).toBeVisible();
    await expect(
      canvas.getByText(formatDistanceKm(SAMPLE_ROUTE.total_distance_traveled_km)),
    ).toBeVisible();
    const map = await canvas.findByRole('region', {
      name: new RegExp(`^Route of ${SAMPLE_TEAM[0]!.name}`),
    });
    await expect(map).toBeVisible();
    await expect(LOCATION_DAY_WITH_DATA).toBe(args.view.route?.date);
    await userEvent.click(canvas.getByRole('button', { name: T.reload }));
    await expect(args.view.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A day without points: 'NO DATA EXIST', with Reload. */
export const NoDataExist: Story = {
  ...story(...picked, E.show, E.noPoints),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.noData)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Route of / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: T.reload }));
    await expect(args.view.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The server refused: its words, Retry; the pick stays. */
export const Failed: Story = {
  ...story(...picked, E.show, E.failed),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(E.failed.error.message);
    await expect(canvas.getByRole('combobox', { name: T.member })).toHaveValue(
      SAMPLE_TEAM[0]!.username,
    );
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.view.onRetry).toHaveBeenCalledTimes(1);
  },
};
