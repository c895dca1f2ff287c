import { type AnyStateMachine, and, assign, sendParent, setup, stateIn } from 'xstate';
import type { AuthActors } from './auth.actors.ts';
import type { SignedIn } from './auth.types.ts';
import { otpLoginMachine } from './otpLogin.machine.ts';
import { passwordLoginMachine } from './passwordLogin.machine.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';

export type LoginPageContext = { session: SignedIn | null };

/** The forms on the page, each a child machine. */
export type LoginForm = 'otp' | 'password' | 'reset';

export type LoginPageEvent =
  | { type: 'mode.toggle' }
  /** Sent by a form: a call of its own is in flight (or its dialog is open), and then over. */
  | { type: 'form.hold'; form: LoginForm }
  | { type: 'form.release'; form: LoginForm };

/** A form that tells the page when switching mode would drop its call. */
export function reportingTo<TMachine extends AnyStateMachine>(
  machine: TMachine,
  form: LoginForm,
): TMachine {
  return machine.provide({
    actions: {
      holdPage: sendParent({ type: 'form.hold', form }),
      releasePage: sendParent({ type: 'form.release', form }),
    },
  } as never) as TMachine;
}

/** One form's wait: free, or held while its call is in flight. */
const formHold = (form: LoginForm) => ({
  initial: 'free' as const,
  states: {
    free: {
      on: { 'form.hold': { guard: { type: 'isForm' as const, params: { form } }, target: 'held' } },
    },
    held: {
      description: 'a call of this form is in flight: switching mode would drop it',
      on: {
        'form.release': { guard: { type: 'isForm' as const, params: { form } }, target: 'free' },
      },
    },
  },
});

/**
 * The login page: OTP sign-in by default, password sign-in behind a toggle (with the
 * forgot-password flow beside it). Each form is a child machine, so leaving a mode drops it:
 * the toggle waits while a form says a call of its own is in flight (or the reset dialog is open).
 */
export const loginPageMachine = setup({
  types: {
    context: {} as LoginPageContext,
    events: {} as LoginPageEvent,
    output: {} as SignedIn,
    children: {} as { otp: 'otpLogin'; password: 'passwordLogin'; reset: 'passwordReset' },
  },
  actors: {
    otpLogin: reportingTo(otpLoginMachine, 'otp'),
    passwordLogin: reportingTo(passwordLoginMachine, 'password'),
    passwordReset: reportingTo(passwordResetMachine, 'reset'),
  },
  guards: {
    isForm: ({ event }, params: { form: LoginForm }) =>
      (event.type === 'form.hold' || event.type === 'form.release') && event.form === params.form,
  },
}).createMachine({
  id: 'loginPage',
  context: { session: null },
  initial: 'otp',
  output: ({ context }) => context.session!,
  states: {
    otp: {
      invoke: {
        id: 'otp',
        src: 'otpLogin',
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
      },
      on: {
        'mode.toggle': { guard: stateIn('#loginPage.otp.free'), target: 'password' },
      },
      ...formHold('otp'),
    },
    password: {
      invoke: [
        {
          id: 'password',
          src: 'passwordLogin',
          onDone: {
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output }),
          },
        },
        { id: 'reset', src: 'passwordReset' },
      ],
      on: {
        'mode.toggle': {
          guard: and([
            stateIn('#loginPage.password.passwordForm.free'),
            stateIn('#loginPage.password.resetFlow.free'),
          ]),
          target: 'otp',
        },
      },
      type: 'parallel',
      states: { passwordForm: formHold('password'), resetFlow: formHold('reset') },
    },
    signedIn: { type: 'final' },
  },
});

/** The login page with the app's (or a test's) implementations of every call. */
export function provideLoginPage(actors: AuthActors) {
  return loginPageMachine.provide({
    actors: {
      otpLogin: reportingTo(
        otpLoginMachine.provide({
          actors: { requestOtp: actors.requestOtp, verifyOtp: actors.verifyOtp },
        }),
        'otp',
      ),
      passwordLogin: reportingTo(
        passwordLoginMachine.provide({ actors: { loginWithPassword: actors.loginWithPassword } }),
        'password',
      ),
      passwordReset: reportingTo(
        passwordResetMachine.provide({
          actors: {
            requestPasswordReset: actors.requestPasswordReset,
            submitPasswordReset: actors.submitPasswordReset,
          },
        }),
        'reset',
      ),
    },
  });
}
