import type { PromiseActorLogic } from 'xstate';
import type { FetchLoanPageInput, LoanPage } from './loanList.types.ts';

/**
 * The call a loan list makes, by the name the machine invokes it with. The app backs it with
 * the API client (passing the actor's `signal`, so leaving a list aborts the request); tests and
 * stories with fakes.
 */
export type LoanListActors = {
  fetchLoanPage: PromiseActorLogic<LoanPage, FetchLoanPageInput>;
};
