import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SyncContactsInput, SyncContactsOutput } from './contactsSync.actors.ts';

export type ContactsSyncContext = {
  username: string;
  /** Contacts copied by the last sync. */
  synced: number | null;
  /** The server's words after a refused sync. */
  error: string | null;
};

export type ContactsSyncEvent = { type: 'contacts.sync' } | { type: 'contacts.retry' };

export type ContactsSyncMachineInput = { username: string };

/**
 * The profile variant's contacts sync (spec part 1 §2, §7 sync-user-contacts): a POST; a refusal
 * shows the server's words with Retry; a sync says how many contacts came and reads the contacts
 * again (the named action `reloadContacts`, given by the panel).
 */
export const contactsSyncMachine = setup({
  types: {
    input: {} as ContactsSyncMachineInput,
    context: {} as ContactsSyncContext,
    events: {} as ContactsSyncEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    syncContacts: unprovided<SyncContactsOutput, SyncContactsInput>('syncContacts'),
  },
  actions: {
    // Given by the panel: it asks for the contacts again. Without it nothing is reloaded.
    reloadContacts: () => {},
  },
}).createMachine({
  id: 'contactsSync',
  context: ({ input }) => ({ username: input.username, synced: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'contacts.sync': 'syncing' } },
    syncing: {
      tags: 'busy',
      invoke: {
        id: 'syncContacts',
        src: 'syncContacts',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: 'synced',
          actions: [
            assign(({ event }) => ({ synced: event.output.synced, error: null })),
            'reloadContacts',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    synced: {
      description: 'how many contacts came; the contacts are read again',
      on: { 'contacts.sync': 'syncing' },
    },
    failed: {
      description: "the server's words, with Retry",
      tags: 'error',
      on: { 'contacts.retry': 'syncing' },
    },
  },
});
