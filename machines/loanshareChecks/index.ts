export type {
  LoanshareChecksActors,
  SetLoanshareCheckInput,
  SetLoanshareCheckOutput,
} from './loanshareChecks.actors.ts';
export * from './loanshareChecks.connect.ts';
export {
  type LoanshareChecksContext,
  type LoanshareChecksEvent,
  type LoanshareChecksInput,
  loanshareChecksMachine,
} from './loanshareChecks.machine.ts';
export * from './loanshareChecks.rules.ts';
export { checkLabel, LOANSHARE_CHECKS_TEXTS } from './loanshareChecks.texts.ts';
