import type { SnapshotFrom } from 'xstate';
import { canSetReferenceCheck } from '../../src/domain/access/customerPage.ts';
import type {
  AlternateContactsEvent,
  alternateContactsMachine,
} from './alternateContacts.machine.ts';
import {
  type AlternateContact,
  CONTACT_DIGITS,
  type ContactField,
  type ContactForm,
} from './alternateContacts.rules.ts';
import { CONTACT_TEXTS as T } from './alternateContacts.texts.ts';

type Snapshot = SnapshotFrom<typeof alternateContactsMachine>;
type Send = (event: AlternateContactsEvent) => void;

/** What a user does with the contacts, as intents: the view builds no event. */
export type ContactIntents = {
  onAdd: () => void;
  onFieldChange: (field: keyof ContactForm, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onEdit: (contact: AlternateContact, field: ContactField) => void;
  onEditChange: (value: string) => void;
  onSave: () => void;
  onEditCancel: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, ContactIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ContactIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onAdd: () => send({ type: 'add.open' }),
      onFieldChange: (field, value) => send({ type: 'add.change', field, value }),
      onSubmit: () => send({ type: 'add.submit' }),
      onCancel: () => send({ type: 'add.cancel' }),
      onEdit: (contact, field) => send({ type: 'edit.start', contact, field }),
      onEditChange: (value) => send({ type: 'edit.change', value }),
      onSave: () => send({ type: 'edit.submit' }),
      onEditCancel: () => send({ type: 'edit.cancel' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The editor open in one cell. */
export type CellEditor = {
  contactId: number;
  field: ContactField;
  value: string;
  /** The editor's accessible name, e.g. 'New name of Rita Guha'. */
  label: string;
  saving: boolean;
  canSave: boolean;
  /** The spec's refusal of a bad number or name, or the server's words. */
  invalid: string | null;
  error: string | null;
};

export type AlternateContactsModel = ContactIntents & {
  /** Lender read-only and technology may only view: no Add, no edit buttons, a note. */
  canEdit: boolean;
  viewOnlyNote: string | null;
  /** Add New Contact can be pressed (nothing else is being edited). */
  canAdd: boolean;
  dialog: {
    open: boolean;
    form: ContactForm;
    contactMax: number;
    saving: boolean;
    /** Submit stays disabled until every field is set. */
    canSubmit: boolean;
    invalid: string | null;
    error: string | null;
    dismissable: boolean;
  };
  editor: CellEditor | null;
  /** Whether a cell offers its edit button, and whether it can be pressed now. */
  editControl: (
    contact: AlternateContact,
    field: ContactField,
  ) => { label: string; disabled: boolean } | null;
};

export function connectAlternateContacts(
  snapshot: Snapshot,
  send: Send = ignore,
): AlternateContactsModel {
  const { context } = snapshot;
  const intents = intentsOf(send);
  const open = snapshot.hasTag('dialog');
  const busy = snapshot.hasTag('busy');
  const edit = snapshot.hasTag('editing') ? context.edit : null;
  // Only someone who may edit gets out of idle, so elsewhere the answer is yes.
  const canEdit = snapshot.matches('idle') ? snapshot.can({ type: 'add.open' }) : true;
  const refused = (state: 'adding' | 'editing') =>
    snapshot.matches({ [state]: 'invalid' }) ? T.invalid : null;
  const failed = snapshot.matches({ adding: 'failed' }) || snapshot.matches({ editing: 'failed' });
  return {
    ...intents,
    canEdit,
    viewOnlyNote: canEdit ? null : T.viewOnly,
    canAdd: snapshot.can({ type: 'add.open' }),
    dialog: {
      open,
      form: context.form,
      contactMax: CONTACT_DIGITS,
      saving: open && busy,
      canSubmit: open && snapshot.can({ type: 'add.submit' }),
      invalid: refused('adding'),
      error: open && failed ? context.error : null,
      dismissable: open && !busy,
    },
    editor: edit
      ? {
          contactId: edit.contact.id,
          field: edit.field,
          value: edit.value,
          label: T.editor(edit.field, edit.contact.name),
          saving: busy,
          canSave: snapshot.can({ type: 'edit.submit' }),
          invalid: refused('editing'),
          error: failed ? context.error : null,
        }
      : null,
    editControl: (contact, field) => {
      // A reference check only by those who may set one (part 1 §5); one edit at a time.
      const offered =
        canEdit && (field !== 'reference_check' || canSetReferenceCheck(context.flags));
      if (!offered) return null;
      return {
        label: T.edit(field, contact.name),
        disabled: !snapshot.can({ type: 'edit.start', contact, field }),
      };
    },
  };
}
