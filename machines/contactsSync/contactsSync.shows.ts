import { defineShows } from '../shared/shows.ts';
import { contactsSyncMachine } from './contactsSync.machine.ts';
import { CONTACTS_SYNC_TEXTS as T } from './contactsSync.texts.ts';

/** What the user sees of the contacts sync: the button, locked while syncing; the count; or the error with Retry. */
export const contactsSyncShows = defineShows({
  machine: contactsSyncMachine,
  controls: {
    [T.sync]: [{ type: 'contacts.sync' }],
    [T.retry]: [{ type: 'contacts.retry' }],
  },
  states: {
    'contactsSync.idle': { enabled: [T.sync] },
    'contactsSync.syncing': { disabled: [T.sync], texts: [T.syncing] },
    'contactsSync.synced': { enabled: [T.sync], texts: (s) => [T.synced(s.context.synced!)] },
    'contactsSync.failed': {
      disabled: [T.sync],
      enabled: [T.retry],
      texts: (s) => [s.context.error!],
    },
  },
  vocabulary: [T.syncing],
});
