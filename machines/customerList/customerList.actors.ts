import type { PromiseActorLogic } from 'xstate';
import type { CustomerPage, FetchCustomerPagesInput } from './customerList.types.ts';

/**
 * The call the customers list makes: `pages` requests of the spec's page size made together,
 * answered as one page (rows in order up to the first short page). The app backs it with the API
 * client (passing the actor's `signal`, so a new search or leaving the page aborts every
 * request); tests and stories with fakes.
 */
export type CustomerListActors = {
  fetchPages: PromiseActorLogic<CustomerPage, FetchCustomerPagesInput>;
};
