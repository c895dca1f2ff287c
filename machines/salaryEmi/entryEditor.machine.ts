import { assign, emit, setup } from 'xstate';
import { canEditSalaryEmi } from '../../src/domain/access/customerPage.ts';
import { NO_ROLE_FLAGS, type RoleFlags } from '../../src/domain/access/roles.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  type DeleteEntryInput,
  EMPTY_ENTRY,
  type EntryField,
  type EntryForm,
  type EntryKind,
  type EntryRow,
  editedEntryValue,
  formOfRow,
  isCompleteEntry,
  newEntryForm,
  type SaveEntryInput,
  saveInput,
} from './salaryEmi.rules.ts';

export type EntryEditorContext = {
  kind: EntryKind;
  flags: RoleFlags;
  /** The customer whose entries these are. */
  username: string;
  /** India's today, YYYY-MM-DD: a new EMI's date. */
  today: string;
  form: EntryForm;
  /** The row being edited (highlighted); null while adding. */
  editing: EntryRow | null;
  /** The row the delete confirmation names. */
  target: EntryRow | null;
  /** The server's words from the last failed save or delete. */
  error: string | null;
};

export type EntryEditorInput = {
  kind?: EntryKind;
  flags?: RoleFlags;
  username?: string;
  today?: string;
};

export type EntryEditorEvent =
  | { type: 'entry.add' }
  | { type: 'entry.edit'; entry: EntryRow }
  | { type: 'entry.delete'; entry: EntryRow }
  | { type: 'form.change'; field: EntryField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Told after a save or a delete, so the page refreshes the lists and FOIR. */
export type EntryEditorEmitted = { type: 'entry.changed'; kind: EntryKind };

const cleared = { form: EMPTY_ENTRY, editing: null, target: null, error: null } as const;

// Where the lists stand with nothing open: after a load, a save, a delete, or a cancel.
const rest = {
  'entry.add': { guard: 'canEdit', target: '#entryEditor.editing', actions: 'startAdd' },
  'entry.edit': {
    guard: 'canEdit',
    target: '#entryEditor.editing',
    actions: { type: 'startEdit', params: ({ event }: { event: { entry: EntryRow } }) => event },
  },
  'entry.delete': {
    guard: 'canEdit',
    target: '#entryEditor.deleting',
    actions: { type: 'pickTarget', params: ({ event }: { event: { entry: EntryRow } }) => event },
  },
} as const;

const change = { target: 'filling', actions: 'setField' } as const;
const cancel = { target: '#entryEditor.idle', actions: 'clear' } as const;
// Date and Amount are checked on Submit only: the spec's text says which are missing.
const submit = [
  { guard: 'isComplete', target: 'saving', actions: 'clearError' },
  'invalid',
] as const;
const failed = {
  target: 'failed',
  actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event },
} as const;

/**
 * One list's entries on the Salary & EMI tab (part 1 §4-§6): add or edit one entry in the form
 * (the edited row highlighted), or delete one after a confirmation naming its amount and date.
 * Only credit underwriters, admins and credit managers get past idle. Date and Amount are
 * required before anything is sent; a failure keeps the values and shows the server's words.
 * The same chart keeps Salary Details and EMI Details (`kind`).
 */
export const entryEditorMachine = setup({
  types: {
    context: {} as EntryEditorContext,
    events: {} as EntryEditorEvent,
    input: {} as EntryEditorInput,
    emitted: {} as EntryEditorEmitted,
    tags: {} as 'form' | 'dialog' | 'busy' | 'error',
  },
  actors: {
    saveEntry: unprovided<unknown, SaveEntryInput>('saveEntry'),
    deleteEntry: unprovided<unknown, DeleteEntryInput>('deleteEntry'),
  },
  guards: {
    canEdit: ({ context }) => canEditSalaryEmi(context.flags),
    isComplete: ({ context }) => isCompleteEntry(context.form),
  },
  actions: {
    clear: assign(cleared),
    startAdd: assign(({ context }) => ({
      ...cleared,
      form: newEntryForm(context.kind, context.today),
    })),
    startEdit: assign((_, params: { entry: EntryRow }) => ({
      ...cleared,
      editing: params.entry,
      form: formOfRow(params.entry),
    })),
    pickTarget: assign((_, params: { entry: EntryRow }) => ({ ...cleared, target: params.entry })),
    setField: assign(({ context, event }) =>
      event.type === 'form.change'
        ? { form: { ...context.form, [event.field]: editedEntryValue(event.field, event.value) } }
        : {},
    ),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    tellChanged: emit(({ context }) => ({ type: 'entry.changed' as const, kind: context.kind })),
  },
}).createMachine({
  id: 'entryEditor',
  context: ({ input }) => ({
    kind: input?.kind ?? 'salary',
    flags: input?.flags ?? NO_ROLE_FLAGS,
    username: input?.username ?? '',
    today: input?.today ?? '',
    ...cleared,
  }),
  initial: 'idle',
  states: {
    idle: { on: rest },
    // As idle, saying the save went through.
    saved: { on: rest },
    deleted: { on: rest },
    editing: {
      tags: 'form',
      initial: 'filling',
      states: {
        filling: { on: { 'form.change': change, 'form.submit': submit, 'form.cancel': cancel } },
        // 'Please fill mandatory fields Date and Amount.': nothing sent.
        invalid: {
          on: { 'form.change': change, 'form.submit': 'invalid', 'form.cancel': cancel },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) =>
              saveInput(context.kind, context.username, context.editing?.id ?? null, context.form),
            onDone: { target: '#entryEditor.saved', actions: ['clear', 'tellChanged'] },
            onError: failed,
          },
        },
        // The server's words; the values stay for another Submit.
        failed: {
          tags: 'error',
          on: { 'form.change': change, 'form.submit': 'saving', 'form.cancel': cancel },
        },
      },
    },
    deleting: {
      tags: 'dialog',
      initial: 'asking',
      states: {
        asking: {
          on: {
            'delete.confirm': 'removing',
            'delete.cancel': { target: '#entryEditor.idle', actions: 'clear' },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => ({ kind: context.kind, id: context.target!.id }),
            onDone: { target: '#entryEditor.deleted', actions: ['clear', 'tellChanged'] },
            onError: failed,
          },
        },
        failed: {
          tags: 'error',
          on: {
            'delete.confirm': 'removing',
            'delete.cancel': { target: '#entryEditor.idle', actions: 'clear' },
          },
        },
      },
    },
  },
});
