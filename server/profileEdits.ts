// The rules of a profile field edit on the server (spec part 1 §5, §9): the contract's enum says
// which fields, this says what each value must be and how it is saved. The client checks the same
// before sending (src/domain/profileEdits.ts); the server does not trust it.
import type { components } from '../openapi/generated/main.ts';

export type EditableField = components['schemas']['EditableProfileField'];

/** §5: father_name and name are saved with each word capitalised. */
export const CAPITALISED: readonly EditableField[] = ['name', 'father_name'];

/** Each word's first letter upper case, the rest lower case; runs of spaces become one. */
export function capitaliseWords(value: string): string {
  return value
    .trim()
    .split(/\s+/u)
    .map(
      (word) =>
        word.charAt(0).toLocaleUpperCase('en-IN') + word.slice(1).toLocaleLowerCase('en-IN'),
    )
    .join(' ');
}

const RULES: Partial<Record<EditableField, { test: RegExp; error: string }>> = {
  // §9: pincode 6.
  current_address_pin: { test: /^[0-9]{6}$/u, error: 'current_address_pin must be 6 digits.' },
  // §9: address min 8.
  current_address: {
    test: /^.{8,}$/su,
    error: 'current_address must be at least 8 characters.',
  },
  current_address_state: {
    test: /^[A-Z]{2}$/u,
    error: 'current_address_state must be a two-letter Indian state code.',
  },
  email: { test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u, error: 'email must be an email address.' },
};

/** The value as it is saved, or the reason it is refused (a 400's `error`). */
export function savedValue(
  field: EditableField,
  given: string,
): { value: string } | { error: string } {
  const trimmed = given.trim();
  if (!trimmed) return { error: `${field} must not be blank.` };
  const rule = RULES[field];
  if (rule && !rule.test.test(trimmed)) return { error: rule.error };
  return { value: CAPITALISED.includes(field) ? capitaliseWords(trimmed) : trimmed };
}
