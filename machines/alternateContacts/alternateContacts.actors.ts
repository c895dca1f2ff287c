import type { PromiseActorLogic } from 'xstate';
import type {
  AddContactBody,
  AlternateContact,
  UpdateContactBody,
} from './alternateContacts.rules.ts';

/**
 * The calls, by the names the machine invokes them with: each resolves with the contact as saved
 * and rejects with an Error carrying the server's words (and the status).
 */
export type AlternateContactsActors = {
  addContact: PromiseActorLogic<AlternateContact, AddContactBody>;
  updateContact: PromiseActorLogic<AlternateContact, UpdateContactBody>;
};
