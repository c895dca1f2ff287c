// @vitest-environment jsdom
// The config jump's generated paths replayed through the loan page: the question for the
// disbursal team, Loan Config opened on accepting, the tab scrolled to 1 s after each request.
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SAMPLE_PROFILE } from '../../machines/appSession/index.ts';
import {
  LOAN_CONFIG_JUMP_TEXTS as T,
  TAB_SCROLL_DELAY_MS,
} from '../../machines/loanConfigJump/index.ts';
import {
  LOAN_CONFIG_JUMP_SAMPLE as JUMP,
  LOAN_CONFIG_JUMP_WALKS,
  TAB_SCROLLED,
} from '../../machines/loanConfigJump/loanConfigJump.paths.ts';
import { loanConfigJumpShows } from '../../machines/loanConfigJump/loanConfigJump.shows.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { LoanPageRoute } from '../../src/features/loanPage/index.ts';
import { LOAN_PAGE_TEXTS } from '../../src/features/loanPage/loanPageTexts.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import { loanPageAnswer, sampleLoan } from '../support/fixtures/loanPage.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const scrolls = vi.fn();
beforeEach(() => {
  scrolls.mockClear();
  Element.prototype.scrollIntoView = scrolls;
  // The address names a tab (a link or a reload): it is scrolled to.
  window.history.replaceState(null, '', '/lender/loan/4105#leader');
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** The page over the fake server, its hash in the address as the app keeps it. */
function Page({ loan, server }: { loan: ReturnType<typeof sampleLoan>; server: Fakes }) {
  return (
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <HashedRoute loan={loan} server={server} />
    </QueryClientProvider>
  );
}

import { useLocationHash } from '../../src/ui/hooks/useLocationHash.ts';

function HashedRoute({ loan, server }: { loan: ReturnType<typeof sampleLoan>; server: Fakes }) {
  const [hash, setHash] = useLocationHash();
  return (
    <LoanPageRoute
      queries={server.queries}
      loanSegment={String(loan.id)}
      hash={hash}
      onHashChange={setHash}
      me={SAMPLE_PROFILE}
      flags={roleFlagsOf('is_disbursal_team')}
    />
  );
}

type Fakes = ReturnType<typeof fakeCustomerServer>;

function jumpDriver(input: typeof JUMP.lacking | typeof JUMP.complete): ViewDriver<Fakes> {
  const loan = sampleLoan({ ...input.loan });
  return {
    fakes: () => fakeCustomerServer(loanPageAnswer(loan)),
    render: (server) => <Page loan={loan} server={server} />,
    prepare: async () => {
      await screen.findByText(LOAN_PAGE_TEXTS.tabs.loanConfig, {}, { timeout: 5000 });
    },
    delays: { tabScroll: TAB_SCROLL_DELAY_MS },
    gestures: {
      'jump.accept': (_e, { user }) => user.click(screen.getByRole('button', { name: T.accept })),
      'jump.decline': (_e, { user }) => user.click(screen.getByRole('button', { name: T.decline })),
      'tab.requested': async (_e, { user }) => {
        const other = screen
          .getAllByRole('tab')
          .find((tab) => tab.getAttribute('aria-selected') !== 'true');
        await user.click(other!);
      },
    },
    expectState: async (state: AnyMachineSnapshot, { path, step }: ReplayContext<Fakes>) => {
      await waitFor(() => expectScreenShows(loanConfigJumpShows as never, state, screen));
      const steps = path.steps.slice(0, step + 1);
      if (steps.at(-1)!.event.type === 'jump.accept') {
        expect(window.location.hash).toBe('#loanConfig');
        expect(screen.getByRole('tab', { name: LOAN_PAGE_TEXTS.tabs.loanConfig })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }
      // The tab bar scrolled into view once per elapsed delay.
      expect(scrolls).toHaveBeenCalledTimes(
        steps.filter((s) => s.event.type === TAB_SCROLLED.type).length,
      );
    },
  };
}

describe('the loan-config jump through the loan page', () => {
  const [lacking, complete] = LOAN_CONFIG_JUMP_WALKS;
  it.each(viewCases(lacking))('$title', async ({ path }) => {
    await replayThroughView(path, jumpDriver(JUMP.lacking));
  });
  it.each(viewCases(complete))('complete loan: $title', async ({ path }) => {
    await replayThroughView(path, jumpDriver(JUMP.complete));
  });
});
