import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { isFilled, isResetFormComplete, passwordsMatch } from './auth.rules.ts';
import type {
  RequestIdOutput,
  RequestPasswordResetInput,
  SubmitPasswordResetInput,
  SubmitPasswordResetOutput,
} from './auth.types.ts';

export type PasswordResetContext = {
  username: string;
  requestId: string | null;
  otp: string;
  newPassword: string;
  confirmPassword: string;
  /** The server's words from a failed submit. */
  serverError: string | null;
};

export type PasswordResetEvent =
  | { type: 'reset.request'; username: string }
  | { type: 'otp.change'; value: string }
  | { type: 'newPassword.change'; value: string }
  | { type: 'confirmPassword.change'; value: string }
  | { type: 'reset.submit' }
  | { type: 'reset.cancel' };

const emptyForm = { otp: '', newPassword: '', confirmPassword: '', serverError: null };

/** Forgot password: request an OTP for the username, then set a new password in a modal. */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as 'busy' | 'error' | 'modal',
  },
  actors: {
    requestPasswordReset: unprovided<RequestIdOutput, RequestPasswordResetInput>(
      'requestPasswordReset',
    ),
    submitPasswordReset: unprovided<SubmitPasswordResetOutput, SubmitPasswordResetInput>(
      'submitPasswordReset',
    ),
  },
  guards: {
    hasUsername: ({ event }) => event.type === 'reset.request' && isFilled(event.username),
    isFormComplete: ({ context }) => isResetFormComplete(context),
    passwordsMatch: ({ context }) => passwordsMatch(context.newPassword, context.confirmPassword),
  },
  actions: {
    /**
     * Provided by the login page: a call of this form is in flight (or its dialog is open), so
     * switching mode, which would drop the form, waits; and the wait is over.
     */
    holdPage: () => {},
    releasePage: () => {},
  },
}).createMachine({
  id: 'passwordReset',
  context: { username: '', requestId: null, ...emptyForm },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'reset.request': [
          { guard: not('hasUsername'), target: '.usernameMissing' },
          {
            target: 'requesting',
            actions: assign({ username: ({ event }) => event.username.trim() }),
          },
        ],
      },
      states: {
        ready: {},
        usernameMissing: { tags: 'error' },
        requestFailed: { tags: 'error' },
        succeeded: {},
      },
    },
    requesting: {
      tags: 'busy',
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          target: 'open',
          actions: assign({ requestId: ({ event }) => event.output.requestId, ...emptyForm }),
        },
        onError: { target: 'idle.requestFailed' },
      },
    },
    open: {
      description: 'reset modal',
      tags: 'modal',
      entry: 'holdPage',
      exit: 'releasePage',
      initial: 'editing',
      on: {
        'otp.change': { target: '.editing', actions: assign({ otp: ({ event }) => event.value }) },
        'newPassword.change': {
          target: '.editing',
          actions: assign({ newPassword: ({ event }) => event.value }),
        },
        'confirmPassword.change': {
          target: '.editing',
          actions: assign({ confirmPassword: ({ event }) => event.value }),
        },
        // Submit waits, disabled and saying why, until both passwords are typed and equal; the
        // rest of the form is checked when it is pressed.
        'reset.submit': [
          { guard: 'isFormComplete', target: 'submitting' },
          { guard: 'passwordsMatch', target: '.invalid' },
        ],
        'reset.cancel': {
          target: 'idle.ready',
          actions: assign({ requestId: null, ...emptyForm }),
        },
      },
      states: {
        editing: { entry: assign({ serverError: null }) },
        invalid: { tags: 'error' },
        failed: { tags: 'error' },
      },
    },
    submitting: {
      tags: ['busy', 'modal'],
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'submitPasswordReset',
        src: 'submitPasswordReset',
        input: ({ context }) => ({
          requestId: context.requestId ?? '',
          otp: context.otp.trim(),
          new_password: context.newPassword,
        }),
        onDone: {
          target: 'idle.succeeded',
          actions: assign({ requestId: null, ...emptyForm }),
        },
        onError: {
          target: 'open.failed',
          actions: assign({ serverError: ({ event }) => toServiceError(event.error).message }),
        },
      },
    },
  },
});
