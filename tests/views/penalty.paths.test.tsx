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
const dateBox = () => form().getByLabelText(T.datetime);

function expectPenaltyState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(penaltyShows as never, state, screen);
  const view = connectPenalty(state as never);
  expect(form().getByRole('combobox', { name: T.decision })).toHaveValue(view.decision);
  expect(amountBox()).toHaveValue(view.amount);
  expect(commentBox()).toHaveValue(view.comment);
  expect(dateBox()).toHaveValue(view.datetime);
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
      // jsdom's datetime-local takes a value, not keystrokes.
      'datetime.change': async (e) => {
        fireEvent.change(dateBox(), { target: { value: e.value } });
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
