// What a profile field edit must be before it is sent (spec part 1 §5, §9): the fields staff may
// change here (the contract's enum), each field's rule, and the capitalised names. The reference
// server checks the same again (server/profileEdits.ts).
import type { components } from '../../openapi/generated/main.ts';
import { allOf } from './contractEnums.ts';
import { INDIAN_STATES } from './indianStates.ts';

export type EditableField = components['schemas']['EditableProfileField'];

/** Personal, address and employment details; employer name, rating and verification are not. */
export const EDITABLE_FIELDS = allOf<EditableField>()([
  'name',
  'father_name',
  'marital_status',
  'email',
  'current_address',
  'current_address_landmark',
  'current_address_city',
  'current_address_state',
  'current_address_pin',
  'employment_type',
  'employee_id',
]);

/** §5: father_name and name are saved with each word capitalised. */
const CAPITALISED: readonly EditableField[] = ['name', 'father_name'];

/** The contract's limit on a value. */
export const PROFILE_VALUE_MAX = 200;

/** Each word's first letter upper case, the rest lower case; runs of spaces become one. */
export function capitaliseWords(value: string): string {
  return value
    .trim()
    .split(/\s+/u)
    .map((w) => w.charAt(0).toLocaleUpperCase('en-IN') + w.slice(1).toLocaleLowerCase('en-IN'))
    .join(' ');
}

/** Why a value cannot be saved: blank, or the field's own rule of §9 broken. */
export type FieldProblem = 'blank' | 'pin' | 'address' | 'email' | 'state';

export function fieldProblem(field: EditableField, value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'blank';
  switch (field) {
    case 'current_address_pin':
      return /^[0-9]{6}$/u.test(v) ? null : 'pin';
    case 'current_address':
      return v.length >= 8 ? null : 'address';
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(v) ? null : 'email';
    case 'current_address_state':
      return Object.hasOwn(INDIAN_STATES, v) ? null : 'state';
    default:
      return null;
  }
}

/** The value as it is sent: trimmed, names capitalised. */
export function valueToSave(field: EditableField, value: string): string {
  return CAPITALISED.includes(field) ? capitaliseWords(value) : value.trim();
}
