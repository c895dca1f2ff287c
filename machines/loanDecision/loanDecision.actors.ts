import type { PromiseActorLogic } from 'xstate';
import type { LoanSummary } from '../loanList/loanList.types.ts';
import type { LoanDecision } from './loanDecision.rules.ts';

export type DecideLoanInput = { loan_id: number; decision: LoanDecision; comment?: string };

/**
 * The call a decision makes, by the name the machine invokes it with: it resolves with the loan
 * after the decision and rejects with an Error carrying the server's words (and the status).
 */
export type LoanDecisionActors = {
  decideLoan: PromiseActorLogic<LoanSummary, DecideLoanInput>;
};
