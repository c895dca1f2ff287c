/**
 * Sign-in texts the shared message catalogue does not hold yet. The specification requires an
 * OTP ("OTP required") but names no message, so this wording is ours until the catalogue has one.
 */
export const AUTH_EXTRA_TEXTS = {
  enterOtp: 'Please enter OTP',
} as const;
