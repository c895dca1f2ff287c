import type { SnapshotFrom } from 'xstate';
import { referralMessages } from '../../src/domain/messages/referral.ts';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { referralMachine } from './referral.machine.ts';
import { REFERRAL_TEXTS as T } from './referral.texts.ts';

type Snapshot = SnapshotFrom<typeof referralMachine>;
const texts = referralMessages;
const BUTTONS = [T.submit, T.useMyLocation];

/** Where the form stands on the visitor's position, outside the locating states. */
const form: ShowsState<Snapshot> = {
  variants: [
    {
      when: (s) => !s.context.location && !s.context.locationFailure,
      texts: [T.locationNone],
    },
    {
      when: (s) => s.context.location !== null,
      texts: ({ context: { location } }) => [
        T.locationCaptured(location!.latitude, location!.longitude),
      ],
    },
    {
      when: (s) => !s.context.location && s.context.locationFailure !== null,
      texts: (s) => [T.locationFailed[s.context.locationFailure!]],
    },
  ],
};

/** The position is being asked for: the panel says so and nothing can be sent meanwhile. */
const locating: ShowsState<Snapshot> = {
  texts: [T.locating],
  disabled: BUTTONS,
};

/**
 * What a visitor signing up from a referral link sees in each state (ARCHITECTURE §4): the
 * form's one message, the position panel, and Submit and 'Use my location', usable only while
 * the form takes input.
 */
export const referralShows = defineShows({
  machine: referralMachine,
  vocabulary: [
    T.locationNone,
    referralMessages.provideValidName,
    referralMessages.provideCorrectMobile,
    referralMessages.invalidReferralCode,
    messages.auth.fillRecaptcha,
    referralMessages.enableLocation,
    referralMessages.invalidCaptcha,
    T.locating,
  ],
  controls: {
    [T.submit]: [{ type: 'referral.submit' }],
    [T.useMyLocation]: [{ type: 'location.request' }],
  },
  states: {
    'referral.editing': { ...form, enabled: BUTTONS },
    'referral.editing.idle': {},
    'referral.editing.nameInvalid': { texts: [texts.provideValidName] },
    'referral.editing.numberInvalid': { texts: [texts.provideCorrectMobile] },
    'referral.editing.codeInvalid': { texts: [texts.invalidReferralCode] },
    // The spec names one captcha-missing text, the login form's.
    'referral.editing.captchaMissing': { texts: [messages.auth.fillRecaptcha] },
    'referral.editing.locationDenied': { texts: [texts.enableLocation] },
    'referral.editing.invalidCaptcha': { texts: [texts.invalidCaptcha] },
    'referral.editing.failed': { texts: (s) => [s.context.error ?? ''] },
    'referral.locating': locating,
    'referral.locatingForSubmit': locating,
    'referral.submitting': { ...form, disabled: BUTTONS },
    'referral.done': { texts: (s) => [T.successTitle, s.context.successMsg ?? ''] },
  },
});
