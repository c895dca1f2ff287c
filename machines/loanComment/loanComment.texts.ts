import { messages } from '../../src/domain/messages.ts';
import type { LoanCommentKind } from './loanComment.actors.ts';

/** The comment box: the alerts are the spec's (catalogue), the labels ours. */
export const LOAN_COMMENT_TEXTS = {
  headings: {
    recovery: 'Recovery Comment',
    marketing: 'Marketing Comment',
    credit: 'Credit Comment',
    disbursal: 'Disbursal Comment',
  } satisfies Record<LoanCommentKind, string>,
  // The spec's column name for a loan's id.
  loan: 'Loan Id',
  pickLoan: 'Select loan id',
  comment: 'Comment',
  add: 'Add',
  retry: 'Retry',
  adding: 'Adding the comment…',
  selectLoanFirst: messages.comments.selectLoanFirst,
  added: messages.comments.added,
  noPermission: messages.comments.noPermission,
} as const;
