import type { CreateLeadBody, GeoPoint } from './createLead.types.ts';

/** Pure rules of 'Create New Lead' (spec part 1 §7, §8), used by the guards and connect(). */

export const MOBILE_LENGTH = 10;
/** A name, when given, has more than this many characters. */
export const NAME_MIN_EXCLUSIVE = 2;
/** The contract's limit on the name. */
export const NAME_MAX = 100;

/** What the mobile field keeps: digits only, at most ten. */
export const sanitizeMobile = (value: string): string =>
  value.replace(/[^0-9]/g, '').slice(0, MOBILE_LENGTH);

export const isValidLeadMobile = (mobile: string): boolean =>
  new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`).test(mobile);

/** Optional; blank counts as not given. */
export function isValidLeadName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '' || trimmed.length > NAME_MIN_EXCLUSIVE;
}

export const capName = (value: string): string => value.slice(0, NAME_MAX);

/** The request body from a form that passed every guard, with the agent's position. */
export function toCreateLeadBody(form: {
  mobile: string;
  name: string;
  location: GeoPoint;
}): CreateLeadBody {
  const name = form.name.trim();
  return {
    username: form.mobile,
    ...(name === '' ? {} : { name }),
    location: { latitude: form.location.latitude, longitude: form.location.longitude },
  };
}
