import type { PromiseActorLogic } from 'xstate';
import type { CustomerPage, FetchCustomerPageInput } from './customerList.types.ts';

/**
 * The call the customers list makes. The app backs it with the API client (passing the actor's
 * `signal`, so a new search or leaving the page aborts the request); tests and stories with fakes.
 */
export type CustomerListActors = {
  fetchCustomerPage: PromiseActorLogic<CustomerPage, FetchCustomerPageInput>;
};
