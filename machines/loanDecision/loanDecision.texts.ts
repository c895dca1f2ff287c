import type { LoanDecision } from '../../src/domain/access/permissions.ts';
import { messages } from '../../src/domain/messages.ts';

/**
 * Decision texts the message catalogue does not hold: the specification names the decide call
 * but no label for its choices, so these words are ours until the catalogue has them.
 */
export const DECISION_TEXTS = {
  labels: {
    approve: 'Approve',
    reject: 'Reject',
    ready_for_disbursal: 'Ready for Disbursal',
    disburse: 'Disburse',
  } satisfies Record<LoanDecision, string>,
  title: (decision: LoanDecision, loanId: number) =>
    `${DECISION_TEXTS.labels[decision]} loan ${loanId}?`,
  decided: (loanId: number, status: string) => `Loan ${loanId} is now ${status}.`,
  /** The confirmation dialog's words (the lists' texts take them from here). */
  dialog: {
    decision: 'Decision',
    comment: 'Comment (optional)',
    confirm: 'Confirm',
    retry: 'Retry',
    cancel: messages.labels.cancel,
  },
} as const;
