import type { LocationFailure } from '../../../machines/referral/index.ts';

/**
 * Labels of the two public pages. 'Active' / 'Inactive' are the specification's; the spec names
 * no other label here, so the rest are ours. Validation and server texts come from the message
 * catalogue through connect().
 */
export const CARD_TEXTS = {
  title: 'Employee ID card',
  photoAlt: (name: string) => `Photo of ${name}`,
  employeeCode: 'Employee code',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  dateOfJoining: 'Date of joining',
  phone: 'Phone',
  supportContact: 'Support contact',
  qrAlt: (name: string) => `QR code of ${name}'s ID card`,
  loading: 'Loading employee card…',
  notFoundTitle: 'Employee not found',
  notFoundBody: 'There is no employee ID card at this link. Please check the link or QR code.',
  errorTitle: 'The ID card could not be loaded',
  retry: 'Try again',
} as const;

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
