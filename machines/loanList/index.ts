export type { LoanListActors } from './loanList.actors.ts';
export * from './loanList.connect.ts';
export { approvedLoan, sampleLoan, sampleLoans, samplePage } from './loanList.fixtures.ts';
export {
  type LoanListContext,
  type LoanListEvent,
  type LoanListInput,
  loanListMachine,
  provideLoanList,
} from './loanList.machine.ts';
export * from './loanList.rules.ts';
export { LOAN_LIST_TEXTS } from './loanList.texts.ts';
export * from './loanList.types.ts';
