export type {
  ContactsSyncActors,
  SyncContactsInput,
  SyncContactsOutput,
} from './contactsSync.actors.ts';
export * from './contactsSync.connect.ts';
export {
  type ContactsSyncContext,
  type ContactsSyncEvent,
  type ContactsSyncMachineInput,
  contactsSyncMachine,
} from './contactsSync.machine.ts';
export { CONTACTS_SYNC_TEXTS } from './contactsSync.texts.ts';
