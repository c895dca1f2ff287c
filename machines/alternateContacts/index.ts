export type { AlternateContactsActors } from './alternateContacts.actors.ts';
export * from './alternateContacts.connect.ts';
export {
  type AlternateContactsContext,
  type AlternateContactsEmitted,
  type AlternateContactsEvent,
  type AlternateContactsInput,
  alternateContactsMachine,
  type ContactEdit,
} from './alternateContacts.machine.ts';
export * from './alternateContacts.rules.ts';
export { CONTACT_TEXTS } from './alternateContacts.texts.ts';
