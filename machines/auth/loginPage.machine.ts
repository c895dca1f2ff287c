import { assign, setup } from 'xstate';
import type { AuthActors } from './auth.actors.ts';
import type { SignedIn } from './auth.types.ts';
import { otpLoginMachine } from './otpLogin.machine.ts';
import { passwordLoginMachine } from './passwordLogin.machine.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';

export type LoginPageContext = { session: SignedIn | null };
export type LoginPageEvent = { type: 'mode.toggle' };

/**
 * The login page: OTP sign-in by default, password sign-in behind a toggle (with the
 * forgot-password flow beside it). Each form is a child machine, so leaving a mode drops it.
 */
export const loginPageMachine = setup({
  types: {
    context: {} as LoginPageContext,
    events: {} as LoginPageEvent,
    output: {} as SignedIn,
    children: {} as { otp: 'otpLogin'; password: 'passwordLogin'; reset: 'passwordReset' },
  },
  actors: {
    otpLogin: otpLoginMachine,
    passwordLogin: passwordLoginMachine,
    passwordReset: passwordResetMachine,
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
      on: { 'mode.toggle': 'password' },
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
      on: { 'mode.toggle': 'otp' },
    },
    signedIn: { type: 'final' },
  },
});

/** The login page with the app's (or a test's) implementations of every call. */
export function provideLoginPage(actors: AuthActors) {
  return loginPageMachine.provide({
    actors: {
      otpLogin: otpLoginMachine.provide({
        actors: { requestOtp: actors.requestOtp, verifyOtp: actors.verifyOtp },
      }),
      passwordLogin: passwordLoginMachine.provide({
        actors: { loginWithPassword: actors.loginWithPassword },
      }),
      passwordReset: passwordResetMachine.provide({
        actors: {
          requestPasswordReset: actors.requestPasswordReset,
          submitPasswordReset: actors.submitPasswordReset,
        },
      }),
    },
  });
}
