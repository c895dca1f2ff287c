import { withInput } from '../callActions/withInput.ts';
import { afterEvent, definePathSpec } from '../pathSpec.ts';
import type { LoanConfigJumpInput } from './loanConfigJump.machine.ts';
import { loanConfigJumpMachine } from './loanConfigJump.machine.ts';
import { loanConfigJumpShows } from './loanConfigJump.shows.ts';

/** An approved loan without an EMI start date, opened by the disbursal team; and one complete. */
export const LOAN_CONFIG_JUMP_SAMPLE = {
  lacking: {
    isDisbursalTeam: true,
    loan: { status: 'loan_approved', default_lender: 'Northern Arc', emi_start_date: null },
  },
  complete: {
    isDisbursalTeam: true,
    loan: { status: 'loan_approved', default_lender: 'Northern Arc', emi_start_date: '2026-12-05' },
  },
} as const satisfies Record<string, LoanConfigJumpInput>;

export const TAB_SCROLLED = afterEvent('tabScroll', 'loanConfigJump.scroll.waiting');

const walk = (input: LoanConfigJumpInput) =>
  definePathSpec({
    machine: withInput(loanConfigJumpMachine, input),
    shows: loanConfigJumpShows as never,
    events: [
      { type: 'jump.accept' },
      { type: 'jump.decline' },
      { type: 'tab.requested' },
      TAB_SCROLLED,
    ],
    // A tab cannot be clicked behind the modal question.
    filterEvents: (snapshot, event) =>
      event.type !== 'tab.requested' || !snapshot.matches({ offer: 'offering' }),
    stateKey: (snapshot) => snapshot.value,
    describeEvent: (event) => {
      switch (event.type) {
        case 'jump.accept':
          return "press 'Go to Loan Config'";
        case 'jump.decline':
          return "press 'Not now'";
        case 'tab.requested':
          return 'open a tab (a click or the address)';
        case TAB_SCROLLED.type:
          return '1 s passes: the tab scrolls into view';
        default:
          return undefined;
      }
    },
  });

/** The walk from a loan that lacks its configuration, then from one that has it. */
export const LOAN_CONFIG_JUMP_WALKS = [
  walk(LOAN_CONFIG_JUMP_SAMPLE.lacking),
  walk(LOAN_CONFIG_JUMP_SAMPLE.complete),
] as const;

export const loanConfigJumpPaths = {
  ...LOAN_CONFIG_JUMP_WALKS[0],
  alsoWalk: [LOAN_CONFIG_JUMP_WALKS[1]],
};
