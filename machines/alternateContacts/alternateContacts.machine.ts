import { assign, emit, setup } from 'xstate';
import {
  canEditAlternateContacts,
  canSetReferenceCheck,
} from '../../src/domain/access/customerPage.ts';
import { NO_ROLE_FLAGS, type RoleFlags } from '../../src/domain/access/roles.ts';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  type AddContactBody,
  type AlternateContact,
  addBody,
  type ContactField,
  type ContactForm,
  EMPTY_FORM,
  editedValue,
  fieldValue,
  isComplete,
  isSendable,
  isValidField,
  type UpdateContactBody,
  updateBody,
} from './alternateContacts.rules.ts';

/** The contact being edited in place, the field, and what is typed so far. */
export type ContactEdit = { contact: AlternateContact; field: ContactField; value: string };

export type AlternateContactsContext = {
  flags: RoleFlags;
  /** The customer whose contacts these are. */
  username: string;
  /** The signed-in user: a new contact's added_by. */
  me: string;
  form: ContactForm;
  edit: ContactEdit | null;
  /** The server's words from the last failed save. */
  error: string | null;
};

export type AlternateContactsInput = { flags?: RoleFlags; username?: string; me?: string };

export type AlternateContactsEvent =
  | { type: 'add.open' }
  | { type: 'add.change'; field: keyof ContactForm; value: string }
  | { type: 'add.submit' }
  | { type: 'add.cancel' }
  | { type: 'edit.start'; contact: AlternateContact; field: ContactField }
  | { type: 'edit.change'; value: string }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' };

/** Told after a save, so the page refreshes the list (the view provides nothing else). */
export type AlternateContactsEmitted = { type: 'contact.saved'; contact: AlternateContact };

const cleared = { form: EMPTY_FORM, edit: null, error: null } as const;

// What the dialog takes while it can be changed (not while saving). Submit checks the values in
// `filling` only: `invalid` holds values already refused, `failed` values already found good.
const addChange = { target: 'filling', actions: 'setField' } as const;
const addCancel = { target: '#alternateContacts.idle', actions: 'clear' } as const;
const addSubmit = [
  { guard: 'isSendable', target: 'saving', actions: 'clearError' },
  { guard: 'isComplete', target: 'invalid' },
] as const;

// The same for an in-place editor.
const editChange = { target: 'filling', actions: 'setEdit' } as const;
const editCancel = { target: '#alternateContacts.idle', actions: 'clear' } as const;
const editSubmit = [
  { guard: 'isValidEdit', target: 'saving', actions: 'clearError' },
  { guard: 'isTypedEdit', target: 'invalid' },
] as const;

/**
 * Adding and editing a customer's alternate contacts (spec part 1 §2, §5, §6): the 'Add Details'
 * dialog, or one field of one contact edited in place, never both at once. A bad number or name
 * is refused with the spec's text before anything is sent; a save is made once; a failure shows
 * the server's words and keeps what was typed for another try.
 */
export const alternateContactsMachine = setup({
  types: {
    context: {} as AlternateContactsContext,
    events: {} as AlternateContactsEvent,
    input: {} as AlternateContactsInput,
    emitted: {} as AlternateContactsEmitted,
    tags: {} as 'dialog' | 'editing' | 'busy' | 'error',
  },
  actors: {
    addContact: unprovided<AlternateContact, AddContactBody>('addContact'),
    updateContact: unprovided<AlternateContact, UpdateContactBody>('updateContact'),
  },
  guards: {
    // Lender read-only and technology may only view (part 1 §6).
    canEdit: ({ context }) => canEditAlternateContacts(context.flags),
    canEditField: ({ context }, params: { field: ContactField }) =>
      canEditAlternateContacts(context.flags) &&
      (params.field !== 'reference_check' || canSetReferenceCheck(context.flags)),
    isSendable: ({ context }) => isSendable(context.form),
    isComplete: ({ context }) => isComplete(context.form),
    isValidEdit: ({ context }) => isValidField(context.edit!.field, context.edit!.value),
    // A number or name typed but not acceptable; a select's value is always one it offers.
    isTypedEdit: ({ context }) => context.edit!.value.trim() !== '',
  },
  actions: {
    clear: assign(cleared),
    // Typed into the dialog: a number keeps its digits only, ten at most.
    setField: assign(({ context, event }) =>
      event.type === 'add.change'
        ? {
            form: {
              ...context.form,
              [event.field]: editedValue(event.field, event.value),
            },
          }
        : {},
    ),
    startEdit: assign((_, params: { contact: AlternateContact; field: ContactField }) => ({
      ...cleared,
      edit: { ...params, value: fieldValue(params.contact, params.field) },
    })),
    setEdit: assign(({ context, event }) =>
      event.type === 'edit.change'
        ? { edit: { ...context.edit!, value: editedValue(context.edit!.field, event.value) } }
        : {},
    ),
    clearError: assign({ error: null }),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    tellSaved: emit((_, params: { contact: AlternateContact }) => ({
      type: 'contact.saved' as const,
      contact: params.contact,
    })),
  },
}).createMachine({
  id: 'alternateContacts',
  context: ({ input }) => ({
    flags: input?.flags ?? NO_ROLE_FLAGS,
    username: input?.username ?? '',
    me: input?.me ?? '',
    ...cleared,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'add.open': { guard: 'canEdit', target: 'adding' },
        'edit.start': {
          guard: { type: 'canEditField', params: ({ event }) => ({ field: event.field }) },
          target: 'editing',
          actions: {
            type: 'startEdit',
            params: ({ event }) => ({ contact: event.contact, field: event.field }),
          },
        },
      },
    },
    adding: {
      tags: 'dialog',
      initial: 'filling',
      states: {
        filling: {
          on: { 'add.change': addChange, 'add.submit': addSubmit, 'add.cancel': addCancel },
        },
        // Submitted with a bad number or name: the spec's text, nothing sent.
        invalid: {
          on: { 'add.change': addChange, 'add.submit': 'invalid', 'add.cancel': addCancel },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'addContact',
            src: 'addContact',
            input: ({ context }) => addBody(context.form, context.username, context.me),
            onDone: {
              target: '#alternateContacts.idle',
              actions: [
                'clear',
                { type: 'tellSaved', params: ({ event }) => ({ contact: event.output }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // The server's words; everything typed stays for another Submit.
        failed: {
          tags: 'error',
          on: { 'add.change': addChange, 'add.submit': 'saving', 'add.cancel': addCancel },
        },
      },
    },
    editing: {
      tags: 'editing',
      initial: 'filling',
      states: {
        filling: {
          on: { 'edit.change': editChange, 'edit.submit': editSubmit, 'edit.cancel': editCancel },
        },
        invalid: {
          on: { 'edit.change': editChange, 'edit.submit': 'invalid', 'edit.cancel': editCancel },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateContact',
            src: 'updateContact',
            input: ({ context }) =>
              updateBody(context.edit!.contact.id, context.edit!.field, context.edit!.value),
            onDone: {
              target: '#alternateContacts.idle',
              actions: [
                'clear',
                { type: 'tellSaved', params: ({ event }) => ({ contact: event.output }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          tags: 'error',
          on: { 'edit.change': editChange, 'edit.submit': 'saving', 'edit.cancel': editCancel },
        },
      },
    },
  },
});
