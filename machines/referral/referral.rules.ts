// The file, not the folder's index: the public pages should not bundle the sign-in machines.
import { toServiceError } from '../shared/calls.ts';
import type { GeoPoint, ReferralPayload } from './referral.types.ts';

/** Pure referral-form rules (spec part 1 §5, part 2 §5), used by the guards and by connect(). */

export const MOBILE_LENGTH = 10;

/** Whitespace-only counts as empty. */
export function isValidName(name: string): boolean {
  return name.trim().length > 0;
}

/**
 * Exactly ten characters, and those digits: the contract's Phone is ten digits, so anything
 * else would only come back as a server error (same message either way).
 */
export function isValidMobile(number: string): boolean {
  return new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`).test(number.trim());
}

export function hasReferralCode(code: string): boolean {
  return code.trim().length > 0;
}

export function hasLocation(location: GeoPoint | null): location is GeoPoint {
  return location !== null;
}

export function hasCaptcha(token: string | null): token is string {
  return token !== null && token.length > 0;
}

/**
 * The service rejects a bad captcha token with words naming the captcha (the login service
 * answers 500 for it, spec part 2 §7); either is read as an invalid captcha.
 */
export function isInvalidCaptchaError(error: unknown): boolean {
  const { message, status } = toServiceError(error);
  return status === 500 || /captcha/i.test(message);
}

/** The request body, from a form that passed every guard. */
export function toReferralPayload(form: {
  referral_code: string;
  name: string;
  number: string;
  location: GeoPoint;
  captchaToken: string;
}): ReferralPayload {
  return {
    username: form.number.trim(),
    name: form.name.trim(),
    location: { latitude: form.location.latitude, longitude: form.location.longitude },
    referral_code: form.referral_code.trim(),
    token: form.captchaToken,
  };
}
