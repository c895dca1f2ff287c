import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
// The files, not the folder's index: the public pages should not bundle the sign-in machines.
import { locationFailureOf } from '../shared/location.ts';
import {
  hasCaptcha,
  hasLocation,
  hasReferralCode,
  isInvalidCaptchaError,
  isValidMobile,
  isValidName,
  toReferralPayload,
} from './referral.rules.ts';
import type {
  GeoPoint,
  LocationFailure,
  ReferralField,
  ReferralPayload,
  ReferralResult,
} from './referral.types.ts';

export type ReferralContext = {
  /** From the link; the visitor cannot change it. */
  referral_code: string;
  name: string;
  number: string;
  location: GeoPoint | null;
  /** Why the last position request failed; cleared when one succeeds. */
  locationFailure: LocationFailure | null;
  captchaToken: string | null;
  /** The service's words from the last failed sign-up. */
  error: string | null;
  /** The service's words on success. */
  successMsg: string | null;
};

export type ReferralInput = { referralCode?: string } | undefined;

export type ReferralEvent =
  /** The page was opened (or moved) to a referral link: its code is the only way the code changes. */
  | { type: 'link.open'; code: string }
  | { type: 'field.change'; field: ReferralField; value: string }
  | { type: 'captcha.change'; token: string | null }
  | { type: 'location.request' }
  | { type: 'referral.submit' };

const withField = (field: ReferralField, value: string) =>
  field === 'name' ? { name: value } : { number: value };

/**
 * The public referral sign-up form. Location is asked for either by the 'Use my location'
 * button or, when still missing, by Submit itself, which then goes on to send the form once a
 * position arrives. Every failure returns to `editing` with what was typed intact.
 */
export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as ReferralInput,
    tags: {} as 'busy' | 'locating' | 'error',
  },
  actors: {
    getLocation: unprovided<GeoPoint, void>('getLocation'),
    submitReferral: unprovided<ReferralResult, ReferralPayload>('submitReferral'),
  },
  guards: {
    hasValidName: ({ context }) => isValidName(context.name),
    hasValidNumber: ({ context }) => isValidMobile(context.number),
    hasReferralCode: ({ context }) => hasReferralCode(context.referral_code),
    hasLocation: ({ context }) => hasLocation(context.location),
    hasCaptcha: ({ context }) => hasCaptcha(context.captchaToken),
    isInvalidCaptcha: (_, params: { error: unknown }) => isInvalidCaptchaError(params.error),
  },
  actions: {
    keepLocation: assign((_, params: { location: GeoPoint }) => ({
      location: params.location,
      locationFailure: null,
    })),
    // A refused request also drops an older position: the visitor has just withheld it.
    forgetLocation: assign((_, params: { error: unknown }) => ({
      location: null,
      locationFailure: locationFailureOf(params.error),
    })),
  },
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({
    referral_code: input?.referralCode ?? '',
    name: '',
    number: '',
    location: null,
    locationFailure: null,
    captchaToken: null,
    error: null,
    successMsg: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'link.open': {
          target: '.idle',
          actions: assign({ referral_code: ({ event }) => event.code }),
        },
        'field.change': {
          target: '.idle',
          actions: assign(({ event }) => withField(event.field, event.value)),
        },
        'captcha.change': {
          target: '.idle',
          actions: assign({ captchaToken: ({ event }) => event.token }),
        },
        'location.request': { target: 'locating' },
        // Cheap checks first, so the location prompt comes only for an otherwise valid form.
        'referral.submit': [
          { guard: not('hasValidName'), target: '.nameInvalid' },
          { guard: not('hasValidNumber'), target: '.numberInvalid' },
          { guard: not('hasReferralCode'), target: '.codeInvalid' },
          { guard: not('hasCaptcha'), target: '.captchaMissing' },
          { guard: not('hasLocation'), target: 'locatingForSubmit' },
          { target: 'submitting' },
        ],
      },
      states: {
        idle: { description: 'the form takes input', entry: assign({ error: null }) },
        nameInvalid: { description: 'the name is blank', tags: 'error' },
        numberInvalid: { description: 'the mobile number is not ten digits', tags: 'error' },
        codeInvalid: { description: 'the link carries no referral code', tags: 'error' },
        captchaMissing: { description: 'the captcha is not solved', tags: 'error' },
        locationDenied: { description: 'no position: refused or failed', tags: 'error' },
        invalidCaptcha: { description: 'the service refused the captcha', tags: 'error' },
        failed: { description: "the service's words show", tags: 'error' },
      },
    },
    locating: {
      description: "asked by 'Use my location'; the form stays editable",
      tags: 'locating',
      invoke: {
        id: 'getLocation',
        src: 'getLocation',
        onDone: {
          target: 'editing.idle',
          actions: { type: 'keepLocation', params: ({ event }) => ({ location: event.output }) },
        },
        onError: {
          target: 'editing.locationDenied',
          actions: { type: 'forgetLocation', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'field.change': { actions: assign(({ event }) => withField(event.field, event.value)) },
        'captcha.change': { actions: assign({ captchaToken: ({ event }) => event.token }) },
      },
    },
    locatingForSubmit: {
      description: 'asked by Submit; the form is sent once a position arrives',
      tags: ['busy', 'locating'],
      invoke: {
        id: 'getLocation',
        src: 'getLocation',
        onDone: [
          // A captcha token can expire while the visitor answers the location prompt.
          {
            guard: not('hasCaptcha'),
            target: 'editing.captchaMissing',
            actions: { type: 'keepLocation', params: ({ event }) => ({ location: event.output }) },
          },
          {
            target: 'submitting',
            actions: { type: 'keepLocation', params: ({ event }) => ({ location: event.output }) },
          },
        ],
        onError: {
          target: 'editing.locationDenied',
          actions: { type: 'forgetLocation', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'captcha.change': { actions: assign({ captchaToken: ({ event }) => event.token }) },
      },
    },
    submitting: {
      description: 'the form is on its way',
      tags: 'busy',
      invoke: {
        id: 'submitReferral',
        src: 'submitReferral',
        input: ({ context }) =>
          toReferralPayload({
            ...context,
            location: context.location!,
            captchaToken: context.captchaToken!,
          }),
        onDone: {
          target: 'done',
          actions: assign({ successMsg: ({ event }) => event.output.msg }),
        },
        // The service checks the captcha first, so any answer has spent the token: the widget
        // must be solved again. What was typed stays.
        onError: [
          {
            guard: { type: 'isInvalidCaptcha', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.invalidCaptcha',
            actions: assign({ captchaToken: null }),
          },
          {
            target: 'editing.failed',
            actions: assign({
              captchaToken: null,
              error: ({ event }) => toServiceError(event.error).message,
            }),
          },
        ],
      },
    },
    done: { description: "the service's success words show", type: 'final' },
  },
});
