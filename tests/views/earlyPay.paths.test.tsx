// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  earlyPayPaths,
  EARLY_PAY_SAMPLE as SAMPLE,
} from '../../machines/earlyPay/earlyPay.paths.ts';
import { earlyPayShows } from '../../machines/earlyPay/earlyPay.shows.ts';
import {
  connectEarlyPay,
  type EarlyPayActors,
  EARLY_PAY_TEXTS as T,
} from '../../machines/earlyPay/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { formatDate } from '../../src/domain/format.ts';
import { actionQueries } from '../../src/features/customer/actions/actionQueries.ts';
import { EarlyPaySection } from '../../src/features/customer/actions/EarlyPaySection.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<EarlyPayActors>;

const form = () => within(screen.getByRole('region', { name: T.heading }));
const picker = () => form().getByRole('combobox', { name: T.loan });
const dateBox = () => form().getByRole('textbox', { name: T.date });

async function retypeDate(user: UserEvent, value: string) {
  await user.clear(dateBox());
  if (value) await user.type(dateBox(), formatDate(value));
}

function expectEarlyPayState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(earlyPayShows as never, state, screen);
  const view = connectEarlyPay(state as never);
  // The values stay on screen through every state, locked while asking.
  expect(picker()).toHaveValue(view.loan);
  expect(dateBox()).toHaveValue(view.date ? formatDate(view.date) : '');
  expect(picker()).toHaveProperty('disabled', view.busy);
  const alerts = form()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual([view.alert, view.error].filter(Boolean));
  if (view.busy) {
    expect(fakes.latest('fetchEarlyPayAmount').input).toEqual({
      username: SAMPLE.username,
      loan_id: Number(view.loan),
      date: view.date,
    });
  }
}

function earlyPayDriver(): ViewDriver<Fakes> {
  const server = fakeCustomerServer();
  return {
    fakes: () => deferredActors<EarlyPayActors>(['fetchEarlyPayAmount']),
    render: (fakes) => (
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <EarlyPaySection
          username={SAMPLE.username}
          loans={SAMPLE.loans}
          calls={actionQueries(server.queries, SAMPLE.username)}
          fetchEarlyPayAmount={fakes.actors.fetchEarlyPayAmount}
        />
      </QueryClientProvider>
    ),
    gestures: {
      'loan.change': (e, { user }) => user.selectOptions(picker(), e.value),
      'date.change': (e, { user }) => retypeDate(user, e.value),
      'amount.request': (_e, { user }) =>
        user.click(form().getByRole('button', { name: T.request })),
      'amount.retry': (_e, { user }) => user.click(form().getByRole('button', { name: T.retry })),
    },
    expectState: expectEarlyPayState,
  };
}

describe('early-pay amount through EarlyPaySection', () => {
  it.each(viewCases(earlyPayPaths))('$title', async ({ path }) => {
    await replayThroughView(path, earlyPayDriver());
  });

  it('lists the loan in review but does not let it be picked', async () => {
    const driver = earlyPayDriver();
    const { render } = await import('@testing-library/react');
    render(driver.render(driver.fakes()));
    const review = within(picker()).getByRole('option', { name: 'Loan 37 · Ready For Review' });
    expect(review).toBeDisabled();
    expect(
      within(picker()).getByRole('option', { name: 'Loan 41 · Loan Disbursed' }),
    ).toBeEnabled();
  });
});
