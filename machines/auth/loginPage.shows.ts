import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { LOGIN_TEXTS as T } from './auth.texts.ts';
import { loginPageMachine } from './loginPage.machine.ts';

const bothFree = (s: SnapshotFrom<typeof loginPageMachine>) =>
  s.matches({ password: { passwordForm: 'free', resetFlow: 'free' } });

/**
 * What the login page shows in each mode (ARCHITECTURE §4): the mode switch (usable unless a form
 * has a call in flight) and which form is there. What each form shows is its own machine's declaration (otpLogin, passwordLogin,
 * passwordReset).
 */
export const loginPageShows = defineShows({
  machine: loginPageMachine,
  vocabulary: [T.phone, T.username, T.password, T.signedIn],
  controls: { [T.passwordModeToggle]: [{ type: 'mode.toggle' }] },
  states: {
    'loginPage.otp': { texts: [T.phone] },
    'loginPage.otp.free': { enabled: [T.passwordModeToggle] },
    // The OTP form's call is in flight: switching mode would drop it.
    'loginPage.otp.held': { disabled: [T.passwordModeToggle] },
    'loginPage.password': {
      texts: [T.username, T.password],
      // The toggle waits while the password form or the reset flow has a call or dialog open.
      variants: [
        { when: bothFree, enabled: [T.passwordModeToggle] },
        { when: (s) => !bothFree(s), disabled: [T.passwordModeToggle] },
      ],
    },
    // The page only confirms it while the app moves on.
    'loginPage.signedIn': { texts: [T.signedIn] },
  },
});
