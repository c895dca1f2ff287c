import { and, assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { hasCaptcha, isFilled } from './auth.rules.ts';
import type { LoginTokens, LoginWithPasswordInput, SignedIn } from './auth.types.ts';

export type PasswordLoginContext = {
  username: string;
  password: string;
  captchaToken: string | null;
  serverError: string | null;
  tokens: LoginTokens | null;
};

export type PasswordLoginEvent =
  | { type: 'username.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'captcha.change'; token: string | null }
  | { type: 'login.submit' };

/** The service answers 500 when the captcha token is rejected (spec part 2 §7). */
const INVALID_CAPTCHA_STATUS = 500;

/** Username + password sign-in with a captcha. */
export const passwordLoginMachine = setup({
  types: {
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
    output: {} as SignedIn,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loginWithPassword: unprovided<LoginTokens, LoginWithPasswordInput>('loginWithPassword'),
  },
  guards: {
    hasUsername: ({ context }) => isFilled(context.username),
    hasPassword: ({ context }) => isFilled(context.password),
    hasCaptcha: ({ context }) => hasCaptcha(context.captchaToken),
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
  id: 'passwordLogin',
  context: { username: '', password: '', captchaToken: null, serverError: null, tokens: null },
  initial: 'form',
  output: ({ context }) => ({ tokens: context.tokens!, username: context.username.trim() }),
  states: {
    form: {
      initial: 'editing',
      on: {
        'username.change': {
          target: '.editing',
          actions: assign({ username: ({ event }) => event.value }),
        },
        'password.change': {
          target: '.editing',
          actions: assign({ password: ({ event }) => event.value }),
        },
        'captcha.change': {
          target: '.editing',
          actions: assign({ captchaToken: ({ event }) => event.token }),
        },
        'login.submit': [
          { guard: not(and(['hasUsername', 'hasPassword'])), target: '.detailsMissing' },
          { guard: not('hasCaptcha'), target: '.captchaMissing' },
          { target: 'submitting' },
        ],
      },
      states: {
        editing: { entry: assign({ serverError: null }) },
        detailsMissing: { tags: 'error' },
        captchaMissing: { tags: 'error' },
        invalidCaptcha: { tags: 'error' },
        failed: { tags: 'error' },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'holdPage',
      exit: 'releasePage',
      invoke: {
        id: 'loginWithPassword',
        src: 'loginWithPassword',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          token: context.captchaToken ?? '',
        }),
        onDone: { target: 'signedIn', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) => toServiceError(event.error).status === INVALID_CAPTCHA_STATUS,
            target: 'form.invalidCaptcha',
            // A rejected token cannot be reused: the widget must be solved again.
            actions: assign({ captchaToken: null }),
          },
          {
            target: 'form.failed',
            actions: assign({ serverError: ({ event }) => toServiceError(event.error).message }),
          },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
