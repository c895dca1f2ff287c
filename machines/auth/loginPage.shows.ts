import { defineShows } from '../shared/shows.ts';
import { LOGIN_TEXTS as T } from './auth.texts.ts';
import { loginPageMachine } from './loginPage.machine.ts';

/**
 * What the login page shows in each mode (ARCHITECTURE §4): the mode switch and which form is
 * there. What each form shows is its own machine's declaration (otpLogin, passwordLogin,
 * passwordReset).
 */
export const loginPageShows = defineShows({
  machine: loginPageMachine,
  vocabulary: [T.phone, T.username, T.password, T.signedIn],
  controls: { [T.passwordModeToggle]: [{ type: 'mode.toggle' }] },
  states: {
    'loginPage.otp': { texts: [T.phone], enabled: [T.passwordModeToggle] },
    'loginPage.password': { texts: [T.username, T.password], enabled: [T.passwordModeToggle] },
    // The page only confirms it while the app moves on.
    'loginPage.signedIn': { texts: [T.signedIn] },
  },
});
