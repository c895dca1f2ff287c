import type { LocationFailure } from './referral.types.ts';

/**
 * Labels of the referral sign-up form. The specification names none of them, so they are ours.
 * Validation and server texts come from the message catalogue through connect().
 */
export const REFERRAL_TEXTS = {
  title: 'Referral sign-up',
  referralCode: 'Referral code',
  referralCodeHint: 'From your referral link; it cannot be changed.',
  name: 'Name',
  number: 'Mobile number',
  numberHint: '10-digit mobile number',
  location: 'Location',
  useMyLocation: 'Use my location',
  locationNone: 'Location not shared yet. It is asked for when you submit, or use the button.',
  locating: 'Getting your location…',
  locationCaptured: (latitude: number, longitude: number) =>
    `Location captured (${latitude.toFixed(5)}, ${longitude.toFixed(5)})`,
  locationFailed: {
    denied: 'Location permission was refused.',
    unavailable: 'Your location could not be found.',
    timeout: 'Finding your location took too long.',
    unsupported: 'This browser cannot share its location.',
  } satisfies Record<LocationFailure, string>,
  submit: 'Submit',
  successTitle: 'Thank you!',
} as const;
