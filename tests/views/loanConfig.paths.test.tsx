// @vitest-environment jsdom
// The Loan Config form's generated paths replayed through the real form: choose, type, Save,
// the saved loan put on the page's read, a refusal kept with Retry.
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type LoanConfigActors, LOAN_CONFIG_TEXTS as T } from '../../machines/loanConfig/index.ts';
import {
  loanConfigPaths,
  LOAN_CONFIG_SAMPLE as SAMPLE,
} from '../../machines/loanConfig/loanConfig.paths.ts';
import { loanConfigShows } from '../../machines/loanConfig/loanConfig.shows.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { LoanConfigSection } from '../../src/features/loanPage/components/LoanConfigSection.tsx';
import { loanPageQueries } from '../../src/features/loanPage/loanQueries.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import { sampleLoan } from '../support/fixtures/loanPage.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { typedDay } from '../support/typedDay.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<LoanConfigActors> & {
  client: ReturnType<typeof createQueryClient>;
  server: ReturnType<typeof fakeCustomerServer>;
};

const loan = sampleLoan({ id: SAMPLE.loanId, default_lender: SAMPLE.lender, emi_start_date: null });
const lenderBox = () => screen.getByRole('combobox', { name: T.lender });
const dateBox = () => screen.getByRole('textbox', { name: T.emiStartDate });

function configDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({
      ...deferredActors<LoanConfigActors>(['saveLoanConfig']),
      client: createQueryClient({ retryDelay: 0 }),
      server: fakeCustomerServer(),
    }),
    render: (fakes) => (
      <QueryClientProvider client={fakes.client}>
        <LoanConfigSection
          queries={fakes.server.queries}
          loan={loan}
          lenders={['Northern Arc', 'Vivriti Capital']}
          saveLoanConfig={fakes.actors.saveLoanConfig}
        />
      </QueryClientProvider>
    ),
    gestures: {
      'lender.change': (event, { user }) =>
        user.selectOptions(lenderBox(), event.value || T.chooseLender),
      'emiDate.change': async (event, { user }) => {
        await user.clear(dateBox());
        if (event.value) await user.type(dateBox(), typedDay(event.value));
      },
      'config.save': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
      'config.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: (state: AnyMachineSnapshot, { fakes, path, step }: ReplayContext<Fakes>) => {
      expectScreenShows(loanConfigShows as never, state, screen);
      expect(lenderBox()).toHaveValue(state.context.lender);
      expect(dateBox()).toHaveValue(typedDay(state.context.emiStartDate));
      if (state.matches('saving')) {
        expect(fakes.latest('saveLoanConfig').input).toEqual({
          loanId: SAMPLE.loanId,
          default_lender: state.context.lender,
          emi_start_date: state.context.emiStartDate,
          attempt: state.context.attempt,
        });
      }
      // A save puts the saved loan where the page reads it.
      const saved = path.steps
        .slice(0, step + 1)
        .some((s) => s.event.type === 'xstate.done.actor.saveLoanConfig');
      const cached = fakes.client.getQueryData(
        loanPageQueries(fakes.server.queries, SAMPLE.loanId).loan.queryKey,
      );
      expect(cached !== undefined).toBe(saved);
    },
  };
}

describe('Loan Config form', () => {
  it.each(viewCases(loanConfigPaths))('$title', async ({ path }) => {
    await replayThroughView(path, configDriver());
  });
});
