import { INDIAN_STATES, type IndianStateCode } from '../../src/domain/indianStates.ts';
import { BUSINESS_PROFILE_TEXTS as T } from './businessProfile.texts.ts';

/** What the form holds, as typed (the document's group id as the picker's value). */
export type BusinessProfileValues = {
  name: string;
  business_email: string;
  business_type: string;
  doc_group_id: string;
  business_doc_type: string;
  address: string;
  city: string;
  state: string;
  pin: string;
};

export type BusinessProfileField = Exclude<keyof BusinessProfileValues, 'business_doc_type'>;

type Stored = { [K in keyof BusinessProfileValues]?: string | number | null };

/** The form's values from a stored profile: missing fields start empty. */
export function valuesOf(profile: Stored): BusinessProfileValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: text(profile.name),
    business_email: text(profile.business_email),
    business_type: text(profile.business_type),
    doc_group_id: text(profile.doc_group_id),
    business_doc_type: text(profile.business_doc_type),
    address: text(profile.address),
    city: text(profile.city),
    state: text(profile.state),
    pin: text(profile.pin),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PIN = /^[1-9][0-9]{5}$/;

/** The first thing in the way of a save, in the words the form shows; null when it can go. */
export function profileProblem(v: BusinessProfileValues): string | null {
  if (v.name.trim() === '') return T.problems.name;
  if (!EMAIL.test(v.business_email.trim())) return T.problems.business_email;
  if (v.business_type === '') return T.problems.business_type;
  if (v.doc_group_id === '' || v.business_doc_type === '') return T.problems.document;
  if (v.address.trim().length < 8) return T.problems.address;
  if (v.city.trim() === '') return T.problems.city;
  if (!Object.hasOwn(INDIAN_STATES, v.state)) return T.problems.state;
  if (!PIN.test(v.pin)) return T.problems.pin;
  return null;
}

/** The body of saveBusinessProfile. */
export function saveBodyOf(v: BusinessProfileValues) {
  return {
    name: v.name.trim(),
    business_email: v.business_email.trim(),
    business_type: v.business_type,
    doc_group_id: Number(v.doc_group_id),
    business_doc_type: v.business_doc_type,
    address: v.address.trim(),
    city: v.city.trim(),
    // Only sent once profileProblem has found the code in the list.
    state: v.state as IndianStateCode,
    pin: v.pin,
  };
}
