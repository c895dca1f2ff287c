import { defineShows } from '../shared/shows.ts';
import { LOGIN_TEXTS as T } from './auth.texts.ts';
import { magicLinkMachine } from './magicLink.machine.ts';

/**
 * What a person following a sign-in link sees (ARCHITECTURE §4). Nothing to press: the link is
 * verified as the page opens, and a refusal offers the login page by a link.
 */
export const magicLinkShows = defineShows({
  machine: magicLinkMachine,
  vocabulary: [T.magicLinkVerifying, T.magicLinkToLogin],
  controls: {},
  states: {
    'magicLink.waiting': { texts: [T.magicLinkVerifying] },
    'magicLink.verifying': { texts: [T.magicLinkVerifying] },
    'magicLink.refused': {
      texts: [T.magicLinkToLogin],
      variants: [{ when: (s) => s.context.error !== null, texts: (s) => [s.context.error!] }],
    },
    // The app leaves the page once signed in; until then it still says so.
    'magicLink.signedIn': { texts: [T.magicLinkVerifying] },
  },
});
