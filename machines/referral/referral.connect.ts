import type { SnapshotFrom } from 'xstate';
import { referralMessages } from '../../src/domain/messages/referral.ts';
import { messages } from '../../src/domain/messages.ts';
import type { referralMachine } from './referral.machine.ts';
import type { GeoPoint, LocationFailure } from './referral.types.ts';

/* Snapshot → view model. Plain data only, so the view is a function of props and a story is
   one connect() call. */

export type LocationStatus =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'captured'; point: GeoPoint }
  | { status: 'failed'; failure: LocationFailure };

export type ReferralView = {
  referralCode: string;
  name: string;
  number: string;
  nameError: string | null;
  numberError: string | null;
  codeError: string | null;
  location: LocationStatus;
  locationError: string | null;
  captchaToken: string | null;
  /** Captcha missing, or refused by the service. */
  captchaError: string | null;
  /** The service's words, verbatim. */
  serverError: string | null;
  /** The one message on screen now, whichever it is (null when none). */
  message: string | null;
  /** Inputs are locked while the form is on its way, and after it has gone. */
  fieldsLocked: boolean;
  canRequestLocation: boolean;
  canSubmit: boolean;
  /** Submit shows busy: a position for the submit, then the call itself. */
  submitBusy: boolean;
  done: boolean;
  successMessage: string | null;
};

type ReferralSnapshot = SnapshotFrom<typeof referralMachine>;
type EditingLeaf =
  | 'nameInvalid'
  | 'numberInvalid'
  | 'codeInvalid'
  | 'captchaMissing'
  | 'locationDenied'
  | 'invalidCaptcha'
  | 'failed';

const texts = referralMessages;

function locationOf(snapshot: ReferralSnapshot): LocationStatus {
  const { location, locationFailure } = snapshot.context;
  if (snapshot.hasTag('locating')) return { status: 'locating' };
  if (location) return { status: 'captured', point: location };
  if (locationFailure) return { status: 'failed', failure: locationFailure };
  return { status: 'none' };
}

export function connectReferral(snapshot: ReferralSnapshot): ReferralView {
  const { context } = snapshot;
  const at = (leaf: EditingLeaf) => snapshot.matches({ editing: leaf });
  const nameError = at('nameInvalid') ? texts.provideValidName : null;
  const numberError = at('numberInvalid') ? texts.provideCorrectMobile : null;
  const codeError = at('codeInvalid') ? texts.invalidReferralCode : null;
  const locationError = at('locationDenied') ? texts.enableLocation : null;
  // The spec names one captcha-missing text, the login form's.
  const captchaError = at('captchaMissing')
    ? messages.auth.fillRecaptcha
    : at('invalidCaptcha')
      ? texts.invalidCaptcha
      : null;
  const serverError = at('failed') ? context.error : null;
  const done = snapshot.status === 'done';
  const busy = snapshot.hasTag('busy');
  const locating = snapshot.hasTag('locating');
  return {
    referralCode: context.referral_code,
    name: context.name,
    number: context.number,
    nameError,
    numberError,
    codeError,
    location: locationOf(snapshot),
    locationError,
    captchaToken: context.captchaToken,
    captchaError,
    serverError,
    message:
      nameError ?? numberError ?? codeError ?? locationError ?? captchaError ?? serverError ?? null,
    fieldsLocked: busy || done,
    canRequestLocation: !busy && !locating && !done,
    canSubmit: !busy && !locating && !done,
    submitBusy: busy,
    done,
    successMessage: done ? context.successMsg : null,
  };
}
