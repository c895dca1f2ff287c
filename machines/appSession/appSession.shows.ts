import { defineShows } from '../shared/shows.ts';
import { appSessionMachine } from './appSession.machine.ts';
import { APP_SESSION_TEXTS as T } from './appSession.texts.ts';

/**
 * What the app shows at each stage of the signed-in session (ARCHITECTURE §4): one busy page
 * while it opens, the failure with Try again, the login page with why the user is back on it,
 * and the signed-in pages under the user's name. Sign-in itself and Sign Out belong to the login
 * flows and the user menu, whose own declarations say what they show.
 */
export const appSessionShows = defineShows({
  machine: appSessionMachine,
  vocabulary: [T.loading],
  controls: {
    [T.tryAgain]: [{ type: 'profile.retry' }],
  },
  states: {
    'appSession.restoring': { texts: [T.loading] },
    'appSession.loadingProfile': { texts: [T.loading] },
    'appSession.authorisingChat': { texts: [T.loading] },
    'appSession.profileFailed': { texts: (s) => [s.context.error ?? ''], enabled: [T.tryAgain] },
    'appSession.signedOut': {
      variants: [{ when: (s) => s.context.message !== null, texts: (s) => [s.context.message!] }],
    },
    'appSession.signedIn': { texts: (s) => [s.context.profile!.name] },
  },
});
