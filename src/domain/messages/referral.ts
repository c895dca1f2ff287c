import { deepFreeze } from './deepFreeze.ts';

/** The referral texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const referralMessages = deepFreeze({
  provideValidName: 'Please provide a valid name',
  provideCorrectMobile: 'Please provide a correct mobile number',
  invalidReferralCode: 'Invalid Referral Code',
  enableLocation:
    'Please enable location services before submit. Go to your browser settings to enable location.',
  allowLocation: 'Please allow location before submitting the form!',
  invalidCaptcha: 'Invalid Captcha! Please try again',
} as const);
