import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { hasCaptcha, isFilled, isValidPhone } from './auth.rules.ts';
import type {
  LoginTokens,
  OtpMode,
  RequestIdOutput,
  RequestOtpInput,
  SignedIn,
  VerifyOtpInput,
} from './auth.types.ts';

export type OtpLoginContext = {
  phone: string;
  otpMode: OtpMode;
  captchaToken: string | null;
  otp: string;
  requestId: string | null;
  /** The server's words from the last failed call. */
  serverError: string | null;
  tokens: LoginTokens | null;
};

export type OtpLoginEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'otpMode.select'; otpMode: OtpMode }
  | { type: 'captcha.change'; token: string | null }
  | { type: 'otp.request' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  | { type: 'phone.edit' };

const serverWords = ({ event }: { event: { error: unknown } }) =>
  toServiceError(event.error).message;

/** OTP sign-in: stage 0 asks for the phone and channel, stage 1 for the code. */
export const otpLoginMachine = setup({
  types: {
    context: {} as OtpLoginContext,
    events: {} as OtpLoginEvent,
    output: {} as SignedIn,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    requestOtp: unprovided<RequestIdOutput, RequestOtpInput>('requestOtp'),
    verifyOtp: unprovided<LoginTokens, VerifyOtpInput>('verifyOtp'),
  },
  guards: {
    isValidPhone: ({ context }) => isValidPhone(context.phone),
    hasCaptcha: ({ context }) => hasCaptcha(context.captchaToken),
    hasOtp: ({ context }) => isFilled(context.otp),
  },
  actions: {
    clearServerError: assign({ serverError: null }),
    /**
     * Provided by the login page: a call of this form is in flight (or its dialog is open), so
     * switching mode, which would drop the form, waits; and the wait is over.
     */
    holdPage: () => {},
    releasePage: () => {},
  },
}).createMachine({
  id: 'otpLogin',
  context: {
    phone: '',
    otpMode: 'WA',
    captchaToken: null,
    otp: '',
    requestId: null,
    serverError: null,
    tokens: null,
  },
  initial: 'phone',
  output: ({ context }) => ({ tokens: context.tokens!, username: context.phone }),
  states: {
    phone: {
      description: 'stage 0',
      initial: 'editing',
      on: {
        'phone.change': {
          target: '.editing',
          actions: assign({ phone: ({ event }) => event.value }),
        },
        'otpMode.select': {
          target: '.editing',
          actions: assign({ otpMode: ({ event }) => event.otpMode }),
        },
        'captcha.change': {
          target: '.editing',
          actions: assign({ captchaToken: ({ event }) => event.token }),
        },
        'otp.request': [
          { guard: not('isValidPhone'), target: '.invalidPhone' },
          { guard: not('hasCaptcha'), target: '.captchaMissing' },
          { target: 'requesting' },
        ],
      },
      states: {
        editing: { entry: 'clearServerError' },
        invalidPhone: { tags: 'error' },
        captchaMissing: { tags: 'error' },
        failed: { tags: 'error' },
      },
    },
    requesting: {
      tags: 'busy',
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: ({ context }) => ({
          phone: context.phone,
          otpMode: context.otpMode,
          token: context.captchaToken ?? '',
        }),
        onDone: {
          target: 'otp',
          actions: assign({ requestId: ({ event }) => event.output.requestId, otp: '' }),
        },
        onError: { target: 'phone.failed', actions: assign({ serverError: serverWords }) },
      },
    },
    otp: {
      description: 'stage 1',
      initial: 'editing',
      on: {
        'otp.change': { target: '.editing', actions: assign({ otp: ({ event }) => event.value }) },
        'otp.submit': [{ guard: not('hasOtp'), target: '.otpMissing' }, { target: 'verifying' }],
        'otp.resend': { target: 'resending' },
        'phone.edit': {
          target: 'phone',
          actions: assign({ otp: '', requestId: null }),
        },
      },
      states: {
        editing: { entry: 'clearServerError' },
        otpMissing: { tags: 'error' },
        failed: { tags: 'error' },
      },
    },
    resending: {
      tags: 'busy',
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: ({ context }) => ({
          phone: context.phone,
          otpMode: context.otpMode,
          token: context.captchaToken ?? '',
        }),
        onDone: {
          target: 'otp',
          actions: assign({ requestId: ({ event }) => event.output.requestId, otp: '' }),
        },
        onError: { target: 'otp.failed', actions: assign({ serverError: serverWords }) },
      },
    },
    verifying: {
      tags: 'busy',
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({
          requestId: context.requestId ?? '',
          otp: context.otp.trim(),
          phone: context.phone,
          source: 'web' as const,
        }),
        onDone: { target: 'signedIn', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: { target: 'otp.failed', actions: assign({ serverError: serverWords }) },
      },
    },
    signedIn: { type: 'final' },
  },
});
