import type { GeoPoint, LocationFailure } from './referral.types.ts';

/** Sample values the referral path spec, tests and stories share. */
export const REFERRAL_SAMPLE = {
  referralCode: 'KOSH7Q2',
  name: 'Asha Devi',
  mobile: '9876543210',
  shortMobile: '98765',
  /** Ten characters, not ten digits. */
  lettersMobile: '98765abcde',
  captchaToken: 'dev-captcha-ok',
  location: { latitude: 28.6139, longitude: 77.209 } satisfies GeoPoint,
  successMsg: 'Referral submitted successfully',
  invalidCaptcha: 'Invalid Captcha',
  alreadyRegistered: 'This number is already registered',
} as const;

/** A position failure as the platform adapter rejects: an Error carrying its kind. */
export function locationFailure(kind: LocationFailure): Error & { kind: LocationFailure } {
  return Object.assign(new Error(`Location ${kind}`), { kind });
}
