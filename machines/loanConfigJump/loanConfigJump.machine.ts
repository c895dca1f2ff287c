import { not, setup } from 'xstate';
import { offersLoanConfigJump } from '../../src/domain/loanPage.ts';
import type { LoanStatus } from '../../src/domain/loans.ts';

/** What the offer reads of the loan and the user. */
export type LoanConfigJumpInput = {
  isDisbursalTeam: boolean;
  loan: { status: LoanStatus; default_lender: string | null; emi_start_date: string | null };
};

export type LoanConfigJumpContext = LoanConfigJumpInput;

export type LoanConfigJumpEvent =
  | { type: 'jump.accept' }
  | { type: 'jump.decline' }
  | { type: 'tab.requested' };

/** How long the page waits before scrolling the requested tab into view (part 1 §2: 1 s). */
export const TAB_SCROLL_DELAY_MS = 1000;

/**
 * Arriving on a loan (part 1 §2, §4), two things at once: the disbursal team, opening a
 * loan_approved loan that lacks a default lender or an EMI start date, is asked whether to jump
 * to #loanConfig (`openLoanConfig`, given by the page, sets the hash); and the tab the address
 * asks for is scrolled to 1 s after each request (`scrollToTab`, given by the page), so the
 * header stays in view while the page paints.
 */
export const loanConfigJumpMachine = setup({
  types: {
    input: {} as LoanConfigJumpInput,
    context: {} as LoanConfigJumpContext,
    events: {} as LoanConfigJumpEvent,
  },
  guards: {
    lacksConfigForDisbursal: ({ context }) =>
      offersLoanConfigJump(context.isDisbursalTeam, context.loan),
  },
  actions: {
    // Given by the page: it opens #loanConfig.
    openLoanConfig: () => {},
    // Given by the page: it scrolls the open tab into view.
    scrollToTab: () => {},
  },
  delays: { tabScroll: TAB_SCROLL_DELAY_MS },
}).createMachine({
  id: 'loanConfigJump',
  context: ({ input }) => ({ isDisbursalTeam: input.isDisbursalTeam, loan: input.loan }),
  type: 'parallel',
  states: {
    offer: {
      initial: 'offering',
      states: {
        offering: {
          description: 'the question, with the way to Loan Config and Not now',
          // Left at once when there is nothing to offer (the loan is set, or not the team).
          always: { guard: not('lacksConfigForDisbursal'), target: 'notOffered' },
          on: {
            'jump.accept': { target: 'jumped', actions: 'openLoanConfig' },
            'jump.decline': 'dismissed',
          },
        },
        jumped: { description: 'the page is on Loan Config' },
        dismissed: { description: 'the page stays where it was' },
        notOffered: { description: 'nothing is missing, or not the disbursal team' },
      },
    },
    scroll: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { tabScroll: { target: 'settled', actions: 'scrollToTab' } },
          on: { 'tab.requested': { target: 'waiting', reenter: true } },
        },
        settled: { on: { 'tab.requested': 'waiting' } },
      },
    },
  },
});
