import type { SnapshotFrom } from 'xstate';
import type { EntryEditorEvent, entryEditorMachine } from './entryEditor.machine.ts';
import type { EntryField, EntryForm, EntryKind, EntryRow } from './salaryEmi.rules.ts';
import { SALARY_TEXTS as T } from './salaryEmi.texts.ts';

type Snapshot = SnapshotFrom<typeof entryEditorMachine>;
type Send = (event: EntryEditorEvent) => void;

/** What a user does with one list, as intents: the view builds no event. */
export type EntryIntents = {
  onAdd: () => void;
  onEdit: (entry: EntryRow) => void;
  onDelete: (entry: EntryRow) => void;
  onChange: (field: EntryField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
};

const intentsBySend = new WeakMap<Send, EntryIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): EntryIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onAdd: () => send({ type: 'entry.add' }),
      onEdit: (entry) => send({ type: 'entry.edit', entry }),
      onDelete: (entry) => send({ type: 'entry.delete', entry }),
      onChange: (field, value) => send({ type: 'form.change', field, value }),
      onSubmit: () => send({ type: 'form.submit' }),
      onCancel: () => send({ type: 'form.cancel' }),
      onConfirmDelete: () => send({ type: 'delete.confirm' }),
      onCancelDelete: () => send({ type: 'delete.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

type Control = { label: string; disabled: boolean };

export type EntryEditorModel = EntryIntents & {
  kind: EntryKind;
  heading: string;
  addLabel: string;
  /** Only credit underwriters, admins and credit managers may change entries. */
  canEdit: boolean;
  viewOnlyNote: string | null;
  canAdd: boolean;
  /** 'Entry saved.' or 'Entry deleted.' after a save or a delete. */
  status: string | null;
  form: {
    open: boolean;
    title: string;
    values: EntryForm;
    /** The id of the row being edited (highlighted); null while adding. */
    editingId: number | null;
    saving: boolean;
    canSubmit: boolean;
    canCancel: boolean;
    /** The spec's 'Please fill mandatory fields Date and Amount.' */
    invalid: string | null;
    error: string | null;
  };
  confirm: {
    open: boolean;
    title: string;
    /** The entry's amount and date. */
    what: string;
    busy: boolean;
    canConfirm: boolean;
    dismissable: boolean;
    error: string | null;
  };
  /** A row's Edit and Delete, when offered, and whether they can be pressed now. */
  rowControls: (entry: EntryRow) => { edit: Control; remove: Control } | null;
};

export function connectEntryEditor(snapshot: Snapshot, send: Send = ignore): EntryEditorModel {
  const { context } = snapshot;
  const { kind } = context;
  const intents = intentsOf(send);
  const atRest = !snapshot.hasTag('form') && !snapshot.hasTag('dialog');
  // Only someone who may edit gets out of the resting states.
  const canEdit = atRest ? snapshot.can({ type: 'entry.add' }) : true;
  const formOpen = snapshot.hasTag('form');
  const dialogOpen = snapshot.hasTag('dialog');
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.hasTag('error');
  return {
    ...intents,
    kind,
    heading: T.heading[kind],
    addLabel: T.add(kind),
    canEdit,
    viewOnlyNote: canEdit ? null : T.viewOnly,
    canAdd: snapshot.can({ type: 'entry.add' }),
    status: snapshot.matches('saved') ? T.saved : snapshot.matches('deleted') ? T.deleted : null,
    form: {
      open: formOpen,
      title: T.formTitle(kind, context.editing !== null),
      values: context.form,
      editingId: formOpen ? (context.editing?.id ?? null) : null,
      saving: formOpen && busy,
      canSubmit: snapshot.can({ type: 'form.submit' }),
      canCancel: snapshot.can({ type: 'form.cancel' }),
      invalid: snapshot.matches({ editing: 'invalid' }) ? T.fillDateAndAmount : null,
      error: formOpen && failed ? context.error : null,
    },
    confirm: {
      open: dialogOpen,
      title: T.deleteTitle(kind),
      what: context.target ? T.deleteWhat(context.target) : '',
      busy: dialogOpen && busy,
      canConfirm: snapshot.can({ type: 'delete.confirm' }),
      dismissable: snapshot.can({ type: 'delete.cancel' }),
      error: dialogOpen && failed ? context.error : null,
    },
    rowControls: (entry) => {
      if (!canEdit) return null;
      return {
        edit: {
          label: T.editRow(kind, entry),
          disabled: !snapshot.can({ type: 'entry.edit', entry }),
        },
        remove: {
          label: T.deleteRow(kind, entry),
          disabled: !snapshot.can({ type: 'entry.delete', entry }),
        },
      };
    },
  };
}
