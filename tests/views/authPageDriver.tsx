import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import { loginPageShows } from '../../machines/auth/loginPage.shows.ts';
import { LOGIN_TEXTS as T } from '../../src/features/auth/loginTexts.ts';
import type { ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import {
  type AuthFakes,
  baseDriver,
  type Context,
  otpGestures,
  passwordGestures,
  tickCaptcha,
} from './authDrivers.tsx';

/* The page: mode toggle and whole sign-ins */

/** Stage 0 filled in and Get OTP pressed: the request is on its way. */
async function requestOtp(phone: string, context: Context) {
  await otpGestures['phone.change']!({ type: 'phone.change', value: phone }, context);
  await tickCaptcha(context);
  await otpGestures['otp.request']!({ type: 'otp.request' }, context);
}

/** The password form filled in and Login pressed: the sign-in is on its way. */
async function submitPassword(username: string, context: Context) {
  const steps: AnyEventObject[] = [
    { type: 'username.change', value: username },
    { type: 'password.change', value: SAMPLE.password },
  ];
  for (const step of steps) await passwordGestures[step.type]!(step, context);
  await tickCaptcha(context);
  await passwordGestures['login.submit']!({ type: 'login.submit' }, context);
}

/** A form's call goes out (the page holds its mode), or fails (the page lets go). */
const holdGestures: Record<string, (context: Context) => Promise<void>> = {
  otp: (context) => requestOtp(SAMPLE.validPhone, context),
  password: (context) => submitPassword(SAMPLE.username, context),
  reset: async (context) => {
    await passwordGestures['username.change']!(
      { type: 'username.change', value: SAMPLE.username },
      context,
    );
    await context.user.click(screen.getByRole('button', { name: T.forgotPassword }));
  },
};

const RELEASED_CALL = {
  otp: 'requestOtp',
  password: 'loginWithPassword',
  reset: 'requestPasswordReset',
} as const;

async function releaseForm(event: AnyEventObject, context: Context) {
  const call = RELEASED_CALL[event.form as keyof typeof RELEASED_CALL];
  context.fakes.latest(call).reject(new Error('Network Error'));
  await screen.findAllByRole('alert');
}

async function signInWithOtp(event: AnyEventObject, context: Context) {
  await requestOtp(event.output.username, context);
  context.fakes.latest('requestOtp').resolve({ requestId: SAMPLE.requestId });
  await screen.findByLabelText(T.otp);
  await otpGestures['otp.change']!({ type: 'otp.change', value: SAMPLE.otp }, context);
  await otpGestures['otp.submit']!({ type: 'otp.submit' }, context);
  context.fakes.latest('verifyOtp').resolve(event.output.tokens);
  await screen.findByRole('status');
}

async function signInWithPassword(event: AnyEventObject, context: Context) {
  await submitPassword(event.output.username, context);
  context.fakes.latest('loginWithPassword').resolve(event.output.tokens);
  await screen.findByRole('status');
}

export function loginPageDriver(): ViewDriver<AuthFakes> {
  return {
    ...baseDriver(),
    gestures: {
      'mode.toggle': (_e, { user }) =>
        user.click(screen.getByRole('switch', { name: T.passwordModeToggle })),
      'form.hold': (event, context) => holdGestures[event.form]!(context),
      'form.release': releaseForm,
      'xstate.done.actor.otp': signInWithOtp,
      'xstate.done.actor.password': signInWithPassword,
    },
    expectState: (state, context) => {
      expectScreenShows(loginPageShows as never, state, screen);
      if (state.status === 'done') {
        expect(screen.getByRole('status')).toHaveTextContent(T.signedIn);
        expect(screen.queryByRole('switch')).toBeNull();
        expect(context.fakes.onSignedIn).toHaveBeenCalledTimes(1);
        expect(context.fakes.onSignedIn).toHaveBeenCalledWith(state.output);
        return;
      }
      const password = state.matches('password');
      expect(screen.getByRole('switch', { name: T.passwordModeToggle })).toHaveAttribute(
        'aria-checked',
        String(password),
      );
      expect(screen.queryByLabelText(T.username) !== null).toBe(password);
      expect(screen.queryByLabelText(T.phone) !== null).toBe(!password);
      expect(screen.queryByRole('button', { name: T.forgotPassword }) !== null).toBe(password);
    },
  };
}
