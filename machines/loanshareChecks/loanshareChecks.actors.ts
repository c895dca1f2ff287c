import type { PromiseActorLogic } from 'xstate';
import type { LoanshareCheckType } from './loanshareChecks.rules.ts';

/** setLoanshareCheck's body (spec part 1 §7: {username, check_type, loan_id, checked}). */
export type SetLoanshareCheckInput = {
  username: string;
  check_type: LoanshareCheckType;
  loan_id: number;
  checked: boolean;
};

export type SetLoanshareCheckOutput = { check_type: LoanshareCheckType; checked: boolean };

/** The check call (setLoanshareCheck); rejects with the server's words. */
export type LoanshareChecksActors = {
  setLoanshareCheck: PromiseActorLogic<SetLoanshareCheckOutput, SetLoanshareCheckInput>;
};
