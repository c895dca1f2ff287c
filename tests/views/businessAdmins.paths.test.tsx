// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { businessAdminsPaths } from '../../machines/businessAdmins/businessAdmins.paths.ts';
import { businessAdminsShows } from '../../machines/businessAdmins/businessAdmins.shows.ts';
import {
  type BusinessAdminsActors,
  connectBusinessAdmins,
  numbersOf,
  BUSINESS_ADMINS_TEXTS as T,
} from '../../machines/businessAdmins/index.ts';
import { BusinessAdmins } from '../../src/features/businessProfile/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<BusinessAdminsActors>;

const numbers = () => screen.getByRole('textbox', { name: T.numbers });

function expectAdminsState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(businessAdminsShows as never, state, screen);
  const view = connectBusinessAdmins(state as never);
  expect(numbers()).toHaveValue(view.text);
  expect(numbers()).toHaveProperty('disabled', view.busy);
  const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
  if (view.busy) {
    expect(fakes.latest('addBusinessAdmins').input).toEqual({ usernames: numbersOf(view.text) });
  }
  for (const admin of view.admins) {
    expect(screen.getByText(`${admin.username} ${admin.name}`)).toBeInTheDocument();
  }
}

function adminsDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<BusinessAdminsActors>(['addBusinessAdmins']),
    render: (fakes) => <BusinessAdmins actors={fakes.actors} />,
    gestures: {
      'numbers.change': async (e, { user }) => {
        await user.clear(numbers());
        if (e.value) await user.type(numbers(), e.value);
      },
      'admins.add': (_e, { user }) => user.click(screen.getByRole('button', { name: T.add })),
      'admins.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: expectAdminsState,
  };
}

describe('business admins through BusinessAdmins', () => {
  it.each(viewCases(businessAdminsPaths))('$title', async ({ path }) => {
    await replayThroughView(path, adminsDriver());
  });
});
