import type { components } from '../../openapi/generated/main.ts';

export type AlternateContact = components['schemas']['AlternateContact'];
export type ContactRelation = components['schemas']['AlternateContactRelation'];
export type ReferenceCheck = NonNullable<AlternateContact['reference_check']>;

/** The fields of a contact that can be edited in place, one at a time (updateAlternateContact). */
export type ContactField = 'contact' | 'name' | 'relation' | 'reference_check';
export const CONTACT_FIELDS: readonly ContactField[] = [
  'contact',
  'name',
  'relation',
  'reference_check',
];
export const REFERENCE_CHECKS: readonly ReferenceCheck[] = ['GOOD', 'BAD'];

/** The contract's number: exactly 10 digits. */
export const CONTACT_DIGITS = 10;

/** What a contact field keeps of what is typed: digits only, no more than ten (part 1 §2). */
export const contactDigits = (typed: string): string =>
  typed.replace(/\D/g, '').slice(0, CONTACT_DIGITS);

export const isValidContact = (contact: string): boolean => /^[0-9]{10}$/.test(contact);

/** Longer than 2 characters, spaces around it not counted (the server saves it trimmed). */
export const isValidName = (name: string): boolean => name.trim().length > 2;

export type ContactForm = { name: string; contact: string; relation: string };
export const EMPTY_FORM: ContactForm = { name: '', contact: '', relation: '' };

/** Submit is offered once every field has something in it. */
export const isComplete = (form: ContactForm): boolean =>
  form.name.trim() !== '' && form.contact !== '' && form.relation !== '';

/** What the server would accept: sent only then ('Invalid contact/name…' otherwise). */
export const isSendable = (form: ContactForm): boolean =>
  isComplete(form) && isValidContact(form.contact) && isValidName(form.name);

/** A field's value as typed into its editor: a number is kept to its digits. */
export const editedValue = (field: ContactField, typed: string): string =>
  field === 'contact' ? contactDigits(typed) : typed;

/** An edited value the server would accept for that field. */
export function isValidField(field: ContactField, value: string): boolean {
  if (field === 'contact') return isValidContact(value);
  if (field === 'name') return isValidName(value);
  if (field === 'reference_check') return (REFERENCE_CHECKS as readonly string[]).includes(value);
  return value !== '';
}

/** Whether a bad value is refused with the spec's 'Invalid contact/name…' (contact and name). */
export const isTypedField = (field: ContactField): boolean =>
  field === 'contact' || field === 'name';

/** The value a field's editor starts from. */
export const fieldValue = (contact: AlternateContact, field: ContactField): string =>
  contact[field] ?? '';

/** The add call's body: the name trimmed, added by the signed-in user. */
export function addBody(form: ContactForm, username: string, me: string) {
  return {
    name: form.name.trim(),
    contact: form.contact,
    relation: form.relation as ContactRelation,
    username,
    added_by: me,
  };
}

/** The edit call's body: the id and exactly one field (the contract allows no more). */
export function updateBody(id: number, field: ContactField, value: string) {
  const sent = field === 'name' ? value.trim() : value;
  return { id, [field]: sent } as UpdateContactBody;
}

export type AddContactBody = ReturnType<typeof addBody>;
export type UpdateContactBody = { id: number } & (
  | { contact: string }
  | { name: string }
  | { relation: ContactRelation }
  | { reference_check: ReferenceCheck }
);
