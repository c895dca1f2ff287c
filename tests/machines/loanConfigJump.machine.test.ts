import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectLoanConfigJump,
  type LoanConfigJumpInput,
  loanConfigJumpMachine,
  TAB_SCROLL_DELAY_MS,
} from '../../machines/loanConfigJump/index.ts';
import {
  loanConfigJumpPaths,
  LOAN_CONFIG_JUMP_SAMPLE as SAMPLE,
} from '../../machines/loanConfigJump/loanConfigJump.paths.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof loanConfigJumpMachine.transition>;

describeMachinePaths('loanConfigJump', loanConfigJumpPaths, (anyState) => {
  const state = anyState as Snapshot;
  const view = connectLoanConfigJump(state);
  expect(view.asking).toBe(state.matches({ offer: 'offering' }));
  // Nothing is offered for a loan that has its configuration.
  if (state.context.loan.emi_start_date && state.context.loan.default_lender) {
    expect(state.matches({ offer: 'notOffered' })).toBe(true);
  }
});

describe('loanConfigJump with the page actions', () => {
  const start = (input: LoanConfigJumpInput) => {
    const openLoanConfig = vi.fn();
    const scrollToTab = vi.fn();
    const actor = createActor(
      loanConfigJumpMachine.provide({ actions: { openLoanConfig, scrollToTab } }),
      { input },
    ).start();
    return { actor, openLoanConfig, scrollToTab };
  };

  it('opens Loan Config once on accepting, never on declining', () => {
    const accepted = start(SAMPLE.lacking);
    accepted.actor.send({ type: 'jump.accept' });
    accepted.actor.send({ type: 'jump.accept' });
    expect(accepted.openLoanConfig).toHaveBeenCalledTimes(1);
    const declined = start(SAMPLE.lacking);
    declined.actor.send({ type: 'jump.decline' });
    declined.actor.send({ type: 'jump.accept' });
    expect(declined.openLoanConfig).not.toHaveBeenCalled();
  });

  it('asks nobody but the disbursal team, and only about a loan_approved loan', () => {
    const other = start({ ...SAMPLE.lacking, isDisbursalTeam: false });
    expect(connectLoanConfigJump(other.actor.getSnapshot()).asking).toBe(false);
    const later = start({
      ...SAMPLE.lacking,
      loan: { ...SAMPLE.lacking.loan, status: 'ready_for_disbursal' },
    });
    expect(connectLoanConfigJump(later.actor.getSnapshot()).asking).toBe(false);
  });

  it('scrolls to the tab 1 s after the last request', () => {
    vi.useFakeTimers();
    try {
      const { actor, scrollToTab } = start(SAMPLE.complete);
      vi.advanceTimersByTime(TAB_SCROLL_DELAY_MS - 1);
      actor.send({ type: 'tab.requested' });
      vi.advanceTimersByTime(TAB_SCROLL_DELAY_MS - 1);
      expect(scrollToTab).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(scrollToTab).toHaveBeenCalledTimes(1);
      actor.send({ type: 'tab.requested' });
      vi.advanceTimersByTime(TAB_SCROLL_DELAY_MS);
      expect(scrollToTab).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
