import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { sessionMachine } from './session.machine.ts';
import { secondsLeft } from './session.rules.ts';
import { SESSION_TEXTS as T } from './session.texts.ts';

/**
 * What the signed-in user sees of the inactivity timeout (ARCHITECTURE §4): only the warning,
 * counting the seconds left, with one way out. Every other state shows nothing of its own: the
 * page under it belongs to the features, and the login page after it to the app's session.
 */
export const sessionShows = defineShows({
  machine: sessionMachine,
  controls: {
    // Esc and a click outside send the same; a key pressed anywhere sends `activity` instead.
    [T.staySignedIn]: [{ type: 'session.stay' }],
  },
  states: {
    // In use: no warning over the page.
    'session.signedIn.active': {},
    'session.signedIn.warning': {
      dialogs: [T.title],
      texts: (s) => [
        messages.auth.sessionExpiresIn(secondsLeft(s.context.deadline, s.context.now)),
      ],
      enabled: [T.staySignedIn],
    },
    // A call is in progress: the session cannot time out, so nothing warns.
    'session.signedIn.onCall': {},
    // Ended: the warning is gone; the app shows the login page (or reloads, for another tab's).
    'session.expired': {},
    'session.signedOut': {},
  },
});
