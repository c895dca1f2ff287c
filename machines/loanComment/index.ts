export type {
  AddLoanCommentInput,
  LoanCommentActors,
  LoanCommentKind,
} from './loanComment.actors.ts';
export * from './loanComment.connect.ts';
export {
  type LoanCommentContext,
  type LoanCommentEvent,
  type LoanCommentInput,
  loanCommentMachine,
} from './loanComment.machine.ts';
export * from './loanComment.rules.ts';
export { LOAN_COMMENT_TEXTS } from './loanComment.texts.ts';
