import type { SnapshotFrom } from 'xstate';
import { EDITABLE_FIELDS } from '../../src/domain/profileEdits.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { profileEditMachine } from './profileEdit.machine.ts';
import { PROFILE_EDIT_TEXTS as T } from './profileEdit.texts.ts';

type Snapshot = SnapshotFrom<typeof profileEditMachine>;

const EDITS = EDITABLE_FIELDS.map((field) => T.edit(T.labels[field]));
const SWITCH = T.employeeIdValid;

/** Nothing open: an Edit button per field and the switch, as the role and version allow. */
const viewing: ShowsState<Snapshot> = {
  variants: [
    { when: (s) => s.can({ type: 'edit.start', field: 'name', value: '' }), enabled: EDITS },
    { when: (s) => s.can({ type: 'employeeId.toggle' }), enabled: [SWITCH] },
  ],
};

/** One field open: Save and Cancel; the other fields' buttons are hidden until it closes. */
const open: ShowsState<Snapshot> = { enabled: [T.save, T.cancel] };

/**
 * What the user sees of the profile edit (ARCHITECTURE §4), over the profile tab: the Edit
 * buttons and the employee-id switch, one field open at a time, the field rule's words, the
 * spec's failure text with the typed value kept, and a word once a change was saved.
 */
export const profileEditShows = defineShows({
  machine: profileEditMachine,
  vocabulary: [T.failed, ...Object.values(T.problems)],
  controls: {
    ...Object.fromEntries(
      EDITABLE_FIELDS.map((field) => [
        T.edit(T.labels[field]),
        [{ type: 'edit.start', field, value: '' }],
      ]),
    ),
    [T.save]: [{ type: 'edit.save' }],
    [T.cancel]: [{ type: 'edit.cancel' }],
    [SWITCH]: [{ type: 'employeeId.toggle' }],
  },
  states: {
    'profileEdit.viewing': viewing,
    'profileEdit.viewing.idle': {},
    'profileEdit.viewing.saved': {
      texts: (s) => {
        const saved = s.context.saved!;
        return [T.saved(saved === 'employee_id_valid' ? SWITCH : T.labels[saved])];
      },
    },
    'profileEdit.viewing.toggleFailed': { texts: [T.failed] },
    'profileEdit.editing': open,
    'profileEdit.editing.ready': {},
    'profileEdit.editing.invalid': {
      variants: Object.entries(T.problems).map(([problem, text]) => ({
        when: (s: Snapshot) => s.context.problem === problem,
        texts: [text],
      })),
    },
    // What was typed stays in the field for another try.
    'profileEdit.editing.failed': { texts: [T.failed] },
    // In flight: nothing can be changed or dismissed.
    'profileEdit.saving': { disabled: [T.save, T.cancel] },
    'profileEdit.toggling': { disabled: [SWITCH] },
  },
});
