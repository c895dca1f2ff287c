import type { SnapshotFrom } from 'xstate';
import { passwordResetMessages } from '../../src/domain/messages/passwordReset.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { isStrongPassword, passwordsMatch } from './auth.rules.ts';
import { LOGIN_TEXTS as T } from './auth.texts.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;
const texts = passwordResetMessages;

const match = (s: Snapshot) => passwordsMatch(s.context.newPassword, s.context.confirmPassword);
const weak = (s: Snapshot) =>
  s.context.newPassword.length > 0 && !isStrongPassword(s.context.newPassword);

/** The modal, over the password form: the page behind it cannot be reached. */
const modal: ShowsState<Snapshot> = {
  dialogs: [T.resetTitle],
  texts: [T.newPassword, T.confirmPassword],
};

/**
 * What a person who forgot the password sees in each state (ARCHITECTURE §4): the notices
 * beside 'Forgot password?' and the reset modal, whose Submit waits, saying why, until both
 * passwords match.
 */
export const passwordResetShows = defineShows({
  machine: passwordResetMachine,
  vocabulary: [
    passwordResetMessages.enterUsername,
    passwordResetMessages.requestFailed,
    passwordResetMessages.resetSuccessful,
    T.newPassword,
    T.confirmPassword,
    passwordResetMessages.passwordMismatch,
    passwordResetMessages.chooseStrongPassword,
    passwordResetMessages.fillAllFieldsCorrectly,
  ],
  controls: {
    [T.forgotPassword]: [{ type: 'reset.request', username: 'someone' }],
    [T.submit]: [{ type: 'reset.submit' }],
    [T.cancel]: [{ type: 'reset.cancel' }],
  },
  states: {
    'passwordReset.idle': { enabled: [T.forgotPassword] },
    'passwordReset.idle.ready': {},
    'passwordReset.idle.usernameMissing': { texts: [texts.enterUsername] },
    'passwordReset.idle.requestFailed': { texts: [texts.requestFailed] },
    'passwordReset.idle.succeeded': { texts: [texts.resetSuccessful] },
    // It keeps the focus (for the modal to hand back) but says it cannot be used now.
    'passwordReset.requesting': { disabled: [T.forgotPassword] },
    'passwordReset.open': {
      ...modal,
      enabled: [T.cancel],
      variants: [
        { when: match, enabled: [T.submit] },
        { when: (s) => !match(s), disabled: [T.submit], texts: [texts.passwordMismatch] },
        { when: weak, texts: [texts.chooseStrongPassword] },
      ],
    },
    'passwordReset.open.editing': {},
    'passwordReset.open.invalid': { texts: [texts.fillAllFieldsCorrectly] },
    'passwordReset.open.failed': {
      texts: (s) => [texts.serverError(s.context.serverError ?? '')],
    },
    'passwordReset.submitting': { ...modal, disabled: [T.submit, T.cancel] },
  },
});
