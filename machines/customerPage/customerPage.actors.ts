import type { PromiseActorLogic } from 'xstate';
import type {
  CustomerAccess,
  CustomerActivity,
  CustomerProfile,
  FetchProfileInput,
  ProfileVersions,
  UsernameInput,
} from './customerPage.types.ts';

/**
 * The calls the customer page makes, named after their operations. The app backs them with the
 * API client (passing the actor's `signal`, so leaving the page or picking another version aborts
 * the request); tests and stories with fakes. A rejection carries the server's words and status.
 */
export type CustomerPageActors = {
  checkCustomerAccess: PromiseActorLogic<CustomerAccess, UsernameInput>;
  getCustomerProfile: PromiseActorLogic<CustomerProfile, FetchProfileInput>;
  listProfileVersions: PromiseActorLogic<ProfileVersions, UsernameInput>;
  getCustomerActivity: PromiseActorLogic<CustomerActivity, UsernameInput>;
};
