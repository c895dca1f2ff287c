import type { SnapshotFrom } from 'xstate';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { entryEditorMachine } from './entryEditor.machine.ts';
import { SALARY_TEXTS as T } from './salaryEmi.texts.ts';

type Snapshot = SnapshotFrom<typeof entryEditorMachine>;

const add = (s: Snapshot) => [T.add(s.context.kind)];
const serverWords = (s: Snapshot) => (s.context.error ? [s.context.error] : []);

/** Nothing open: Add (or, for those who may only read, the note); a save's or delete's word. */
const resting = (texts: readonly string[]): ShowsState<Snapshot> => ({
  texts,
  variants: [
    { when: (s) => s.can({ type: 'entry.add' }), enabled: add },
    { when: (s) => !s.can({ type: 'entry.add' }), texts: [T.viewOnly] },
  ],
});

/** The form open: Add unusable, Submit and Cancel usable unless a save is in flight. */
const form = (busy: boolean): ShowsState<Snapshot> => ({
  disabled: (s: Snapshot) => [...add(s), ...(busy ? [T.submit, T.cancel] : [])],
  enabled: busy ? [] : [T.submit, T.cancel],
});

/** The delete confirmation: its title, and the entry's amount and date. */
const confirm = (busy: boolean, texts: (s: Snapshot) => readonly string[] = () => []) => ({
  dialogs: (s: Snapshot) => [T.deleteTitle(s.context.kind)],
  texts: (s: Snapshot) => [T.deleteWhat(s.context.target!), ...texts(s)],
  ...(busy ? { disabled: [T.confirmDelete, T.cancel] } : { enabled: [T.confirmDelete, T.cancel] }),
});

/**
 * What the user sees of one list's editing (ARCHITECTURE §4). The rows' Edit and Delete depend on
 * each row: the view tests check them.
 */
export const entryEditorShows = defineShows({
  machine: entryEditorMachine,
  vocabulary: [T.fillDateAndAmount, T.viewOnly, T.saved, T.deleted],
  controls: {
    [T.add('salary')]: [{ type: 'entry.add' }],
    [T.add('emi')]: [{ type: 'entry.add' }],
    [T.submit]: [{ type: 'form.submit' }],
    [T.cancel]: [{ type: 'form.cancel' }, { type: 'delete.cancel' }],
    [T.confirmDelete]: [{ type: 'delete.confirm' }],
  },
  states: {
    'entryEditor.idle': resting([]),
    'entryEditor.saved': resting([T.saved]),
    'entryEditor.deleted': resting([T.deleted]),
    'entryEditor.editing.filling': form(false),
    'entryEditor.editing.invalid': { ...form(false), texts: [T.fillDateAndAmount] },
    'entryEditor.editing.saving': form(true),
    'entryEditor.editing.failed': { ...form(false), texts: serverWords },
    'entryEditor.deleting.asking': confirm(false),
    'entryEditor.deleting.removing': confirm(true),
    'entryEditor.deleting.failed': confirm(false, serverWords),
  },
});
