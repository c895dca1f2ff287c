import type { SnapshotFrom } from 'xstate';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { alternateContactsMachine } from './alternateContacts.machine.ts';
import { CONTACT_TEXTS as T } from './alternateContacts.texts.ts';

type Snapshot = SnapshotFrom<typeof alternateContactsMachine>;

const { addNew: ADD, submit: SUBMIT, save: SAVE, cancel: CANCEL } = T;

/** The dialog over the page: Submit usable once every field is set. */
const dialog = (submit: 'enabled' | 'disabled' | 'ready'): ShowsState<Snapshot> => ({
  // Its fields' labels are the table's column names too, so the title is what tells it apart.
  dialogs: [T.dialogTitle],
  ...(submit === 'ready'
    ? {
        enabled: [CANCEL],
        variants: [
          { when: (s) => s.can({ type: 'add.submit' }), enabled: [SUBMIT] },
          { when: (s) => !s.can({ type: 'add.submit' }), disabled: [SUBMIT] },
        ],
      }
    : { [submit]: [SUBMIT, CANCEL] }),
});

/** An editor in a cell: Save usable once there is a value, the rest of the page still there. */
const editor = (save: 'ready' | 'disabled'): ShowsState<Snapshot> =>
  save === 'ready'
    ? {
        enabled: [CANCEL],
        disabled: [ADD],
        variants: [
          { when: (s) => s.can({ type: 'edit.submit' }), enabled: [SAVE] },
          { when: (s) => !s.can({ type: 'edit.submit' }), disabled: [SAVE] },
        ],
      }
    : { disabled: [ADD, SAVE, CANCEL] };

const serverWords = (s: Snapshot) => (s.context.error ? [s.context.error] : []);

/**
 * What the user sees of the contacts' editing (ARCHITECTURE §4): the Add New Contact button, the
 * 'Add Details' dialog, an editor in place. The rows' own edit buttons depend on each row: the
 * view tests check them.
 */
export const alternateContactsShows = defineShows({
  machine: alternateContactsMachine,
  vocabulary: [T.invalid, T.viewOnly],
  controls: {
    [ADD]: [{ type: 'add.open' }],
    [SUBMIT]: [{ type: 'add.submit' }],
    [SAVE]: [{ type: 'edit.submit' }],
    [CANCEL]: [{ type: 'add.cancel' }, { type: 'edit.cancel' }],
  },
  states: {
    'alternateContacts.idle': {
      variants: [
        { when: (s) => s.can({ type: 'add.open' }), enabled: [ADD] },
        { when: (s) => !s.can({ type: 'add.open' }), texts: [T.viewOnly] },
      ],
    },
    'alternateContacts.adding': {},
    'alternateContacts.adding.filling': dialog('ready'),
    'alternateContacts.adding.invalid': {
      ...dialog('ready'),
      texts: [T.invalid],
    },
    // In flight: nothing can be changed or dismissed.
    'alternateContacts.adding.saving': dialog('disabled'),
    // The server's words; what was typed stays.
    'alternateContacts.adding.failed': {
      ...dialog('ready'),
      variants: [...(dialog('ready').variants ?? []), { when: () => true, texts: serverWords }],
    },
    'alternateContacts.editing': {},
    'alternateContacts.editing.filling': editor('ready'),
    'alternateContacts.editing.invalid': { ...editor('ready'), texts: [T.invalid] },
    'alternateContacts.editing.saving': editor('disabled'),
    'alternateContacts.editing.failed': {
      ...editor('ready'),
      variants: [...(editor('ready').variants ?? []), { when: () => true, texts: serverWords }],
    },
  },
});
