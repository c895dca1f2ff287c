import type { PromiseActorLogic } from 'xstate';
import type { FetchLoanPagesInput, LoanPage } from './loanList.types.ts';

/**
 * The call a loan list makes, by the name the machine invokes it with: `pages` requests of the
 * spec's page size made together, answered as one page (rows in order up to the first short
 * page). The app backs it with the API client (passing the actor's `signal`, so leaving a list
 * or changing its filters aborts every request); tests and stories with fakes.
 */
export type LoanListActors = {
  fetchPages: PromiseActorLogic<LoanPage, FetchLoanPagesInput>;
};
