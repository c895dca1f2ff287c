// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectPenalty,
  type PenaltyActors,
  PENALTY_TEXTS as T,
} from '../../machines/penalty/index.ts';
import { penaltyPaths, PENALTY_SAMPLE as SAMPLE } from '../../machines/penalty/penalty.paths.ts';
import { penaltyShows } from '../../machines/penalty/penalty.shows.ts';
import { formatDate } from '../../src/domain/format.ts';
import { PenaltySection } from '../../src/features/blacklist/PenaltySection.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<PenaltyActors>;

const form = () => within(screen.getByRole('region', { name: T.heading }));
const amountBox = () => form().getByRole('textbox', { name: T.amount });
const commentBox = () => form().getByRole('textbox', { name: T.comment });
const dateBox = () => form().getByRole('textbox', { name: T.date });
const timeBox = () => form().getByLabelText(T.time);

function expectPenaltyState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(penaltyShows as never, state, screen);
  const view = connectPenalty(state as never);
  expect(form().getByRole('combobox', { name: T.decision })).toHaveValue(view.decision);
  expect(amountBox()).toHaveValue(view.amount);
  expect(commentBox()).toHaveValue(view.comment);
  // The day as dd/mm/yyyy and the time, of the one value the machine holds.
  const [day = '', time = ''] = view.datetime.split('T');
  expect(dateBox()).toHaveValue(day ? formatDate(day) : '');
  // With no day, the time typed stays in its box for when the day comes.
  if (day) expect(timeBox()).toHaveValue(time);
  expect(amountBox()).toHaveProperty('disabled', view.busy);
  if (view.busy) {
    expect(fakes.latest('applyPenalty').input.amount).toBe(Number(view.amount));
  }
}

function penaltyDriver(): ViewDriver<Fakes> {
  const server = fakeCustomerServer();
  return {
    fakes: () => deferredActors<PenaltyActors>(['applyPenalty']),
    render: (fakes) => (
      <PenaltySection
        queries={server.queries}
        username={SAMPLE.username}
        applyPenalty={fakes.actors.applyPenalty}
      />
    ),
    gestures: {
      'decision.change': (e, { user }) =>
        user.selectOptions(form().getByRole('combobox', { name: T.decision }), e.value),
      'amount.change': async (e, { user }) => {
        await user.clear(amountBox());
        await user.type(amountBox(), e.value);
      },
      // The day typed as people type it; jsdom's time input takes a value, not keystrokes.
      'datetime.change': async (e, { user }) => {
        const [day = '', time = ''] = e.value.split('T');
        await user.clear(dateBox());
        if (!day) return;
        await user.type(dateBox(), formatDate(day));
        fireEvent.change(timeBox(), { target: { value: time } });
      },
      'comment.change': async (e, { user }) => {
        await user.clear(commentBox());
        if (e.value) await user.type(commentBox(), e.value);
      },
      'penalty.apply': (_e, { user }) => user.click(form().getByRole('button', { name: T.apply })),
    },
    expectState: expectPenaltyState,
  };
}

describe('reward and penalty through PenaltySection', () => {
  it.each(viewCases(penaltyPaths))('$title', async ({ path }) => {
    await replayThroughView(path, penaltyDriver());
  });
});
