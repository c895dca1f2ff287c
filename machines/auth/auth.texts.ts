/**
 * Sign-in texts the shared message catalogue does not hold yet. The specification requires an
 * OTP ("OTP required") but names no message, so this wording is ours until the catalogue has one.
 */
export const AUTH_EXTRA_TEXTS = {
  enterOtp: 'Please enter OTP',
} as const;

/**
 * Labels of the login page. The footer words are the specification's; the rest are ours (the
 * specification names no label for them).
 */
export const LOGIN_TEXTS = {
  title: 'Login',
  passwordModeToggle: 'Login with password',
  phone: 'Phone number',
  otpChannel: 'Send OTP via',
  whatsApp: 'WhatsApp',
  sms: 'SMS',
  getOtp: 'Get OTP',
  otp: 'Enter OTP',
  otpSentTo: (phone: string) => `OTP sent to ${phone}`,
  verify: 'Verify',
  resendOtp: 'Resend OTP',
  changeNumber: 'Change number',
  username: 'Username',
  password: 'Password',
  login: 'Login',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset password',
  resetOtp: 'OTP',
  newPassword: 'New password',
  newPasswordHint:
    '8 to 25 characters with a digit, a lowercase letter, an uppercase letter and a special character; no spaces.',
  confirmPassword: 'Confirm password',
  submit: 'Submit',
  cancel: 'Cancel',
  signedIn: 'Signed in',
  magicLinkVerifying: 'Signing you in from your link…',
  magicLinkToLogin: 'Sign in with your phone number instead',
  footer: {
    terms: 'Terms & Condition',
    privacy: 'Privacy Policy',
    help: 'Help',
    language: 'English',
  },
} as const;
