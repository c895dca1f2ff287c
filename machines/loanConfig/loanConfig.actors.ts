import type { PromiseActorLogic } from 'xstate';
import type { LoanRecord } from '../../src/domain/loanPage.ts';

export type SaveLoanConfigInput = {
  loanId: number;
  default_lender: string;
  emi_start_date: string;
  /** Which save this is: a retry keeps it, so the change is made once (Idempotency-Key). */
  attempt: number;
};

/** updateLoanConfig: resolves with the loan as saved, rejects with the server's words. */
export type LoanConfigActors = {
  saveLoanConfig: PromiseActorLogic<LoanRecord, SaveLoanConfigInput>;
};
