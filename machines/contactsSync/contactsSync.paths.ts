import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { contactsSyncMachine } from './contactsSync.machine.ts';
import { contactsSyncShows } from './contactsSync.shows.ts';

/** The showcase customer, a sync's answer and a refusal in the server's words. */
export const CONTACTS_SYNC_SAMPLE = {
  username: '8157415868',
  synced: { msg: 'Contacts synced', synced: 508 },
  refused: 'No contacts on this customer’s devices to sync',
} as const;

export const contactsSyncPaths = definePathSpec({
  machine: withInput(contactsSyncMachine, { username: CONTACTS_SYNC_SAMPLE.username }),
  shows: contactsSyncShows as never,
  events: [
    { type: 'contacts.sync' },
    { type: 'contacts.retry' },
    doneEvent('syncContacts', CONTACTS_SYNC_SAMPLE.synced),
    errorEvent('syncContacts', serviceError(CONTACTS_SYNC_SAMPLE.refused, 400)),
  ],
  stateKey: (snapshot) => ({ value: snapshot.value, synced: snapshot.context.synced !== null }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'contacts.sync':
        return "press 'Sync contacts'";
      case 'contacts.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.syncContacts':
        return 'the server copies the contacts';
      case 'xstate.error.actor.syncContacts':
        return `the server refuses: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
