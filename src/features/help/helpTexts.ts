/**
 * The words of the two pages the login footer links to (spec part 1 §2: Terms & Condition,
 * Privacy Policy, Help). The specification gives their places, not their words: these say what
 * this application really does, and nothing it does not.
 */
export const TERMS_TEXTS = {
  title: 'Terms & Condition',
  intro:
    'This back office is for the staff, lenders and investors of the lender. Signing in means you accept these terms.',
  sections: [
    {
      heading: 'Who may use it',
      points: [
        'Only people given a staff login may sign in; each login sees the screens of its role.',
        'Read-only logins may look but not change anything: every change they try is refused before it leaves the browser.',
      ],
    },
    {
      heading: 'Customer information',
      points: [
        'Customer profiles, loans, calls and documents are confidential and may be used only for the work they are shown for.',
        'Telephony credentials are never shown on screen.',
        'Changes (loan decisions, call feedback, escalations, payment links) are recorded with the person who made them.',
      ],
    },
    {
      heading: 'Sessions',
      points: [
        'A session ends after 12 hours without activity; a warning shows 60 seconds before.',
        'Signing out in one tab signs out every tab of this browser.',
      ],
    },
  ],
  privacyHeading: 'Privacy Policy',
  privacy: [
    'The browser keeps your sign-in tokens, list filters, card/list view, the call popup position and unsaved call feedback, so a reload loses nothing.',
    'Signing out removes all of it except chat and notification settings.',
    'Your location is asked for only on the referral form, and only when you submit it or press the location button.',
  ],
  back: 'Back to sign in',
} as const;

export const HELP_TEXTS = {
  title: 'Help',
  questions: [
    {
      q: 'How do I sign in?',
      a: 'Enter your 10-digit phone number, choose WhatsApp or SMS, complete the captcha and press Get OTP. Type the OTP you receive and press Verify.',
    },
    {
      q: 'The OTP did not arrive.',
      a: 'Press Resend OTP, or Change number if the number was wrong. You can also sign in with your password using the toggle.',
    },
    {
      q: 'I forgot my password.',
      a: 'Switch to password sign-in, enter your username and press Forgot password. Enter the OTP you receive and a new password of 8 to 25 characters with a digit, a lowercase and an uppercase letter and a special character.',
    },
    {
      q: 'Why was I signed out?',
      a: 'After 12 hours without activity the session ends (a warning shows 60 seconds before), or you signed out in another tab.',
    },
    {
      q: 'The app says it is open in another tab.',
      a: 'Only one tab receives messages at a time. Press Use Here in the tab you want to use.',
    },
    {
      q: 'A call does not start.',
      a: 'Calls need a telephony login on your profile. If the app asks you to reconfirm your login credentials, contact HR.',
    },
  ],
  back: 'Back to sign in',
} as const;
