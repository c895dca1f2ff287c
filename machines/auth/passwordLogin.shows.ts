import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { LOGIN_TEXTS as T } from './auth.texts.ts';
import { passwordLoginMachine } from './passwordLogin.machine.ts';

type Snapshot = SnapshotFrom<typeof passwordLoginMachine>;

const FIELDS = [T.username, T.password];

/**
 * What a person signing in with a password sees in each state (ARCHITECTURE §4). 'Forgot
 * password?' beside the form is the password reset's (passwordReset.shows.ts).
 */
export const passwordLoginShows = defineShows({
  machine: passwordLoginMachine,
  vocabulary: [
    T.username,
    T.password,
    messages.auth.fillProperDetails,
    messages.auth.fillRecaptcha,
    messages.auth.invalidCaptcha,
    T.signedIn,
  ],
  controls: { [T.login]: [{ type: 'login.submit' }] },
  states: {
    'passwordLogin.form': { texts: FIELDS, enabled: [T.login] },
    'passwordLogin.form.editing': {},
    'passwordLogin.form.detailsMissing': { texts: [messages.auth.fillProperDetails] },
    'passwordLogin.form.captchaMissing': { texts: [messages.auth.fillRecaptcha] },
    'passwordLogin.form.invalidCaptcha': { texts: [messages.auth.invalidCaptcha] },
    'passwordLogin.form.failed': { texts: (s: Snapshot) => [s.context.serverError ?? ''] },
    'passwordLogin.submitting': { texts: FIELDS, disabled: [T.login] },
    // The page only confirms it while the app moves on.
    'passwordLogin.signedIn': { texts: [T.signedIn] },
  },
});
