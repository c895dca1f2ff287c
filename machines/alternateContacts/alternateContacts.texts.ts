import { messages } from '../../src/domain/messages.ts';
import type { ContactField } from './alternateContacts.rules.ts';

const L = messages.labels;

/**
 * The contacts' editing words: the dialog's are the spec's (part 1 §2), the refusal is the
 * catalogue's; the in-place editors' names and the view-only note are ours.
 */
export const CONTACT_TEXTS = {
  addNew: L.addNewContact,
  dialogTitle: L.addDetails,
  name: L.name,
  contact: L.contact,
  relation: L.relation,
  submit: L.submit,
  cancel: L.cancel,
  save: 'Save',
  invalid: messages.customer.invalidContact,
  chooseRelation: 'Choose a relation',
  chooseCheck: 'Choose a check',
  fields: {
    contact: 'contact',
    name: 'name',
    relation: 'relation',
    reference_check: 'reference check',
  } satisfies Record<ContactField, string>,
  /** The button that opens a cell's editor, e.g. 'Edit name of Rita Guha'. */
  edit: (field: ContactField, name: string) => `Edit ${CONTACT_TEXTS.fields[field]} of ${name}`,
  /** The in-place editor's own name, e.g. 'New name of Rita Guha'. */
  editor: (field: ContactField, name: string) => `New ${CONTACT_TEXTS.fields[field]} of ${name}`,
  viewOnly: 'You may only view these contacts.',
  loadingRelations: 'Loading relations…',
  relationsFailed: (words: string) => `Relations could not be loaded: ${words}`,
} as const;
