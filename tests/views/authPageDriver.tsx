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
} from './authDrivers.tsx';

/* The page: mode toggle and whole sign-ins */

async function signInWithOtp(event: AnyEventObject, context: Context) {
  const steps: AnyEventObject[] = [
    { type: 'phone.change', value: event.output.username },
    { type: 'captcha.change', token: SAMPLE.captchaToken },
    { type: 'otp.request' },
  ];
  for (const step of steps) await otpGestures[step.type]!(step, context);
  context.fakes.latest('requestOtp').resolve({ requestId: SAMPLE.requestId });
  await screen.findByLabelText(T.otp);
  await otpGestures['otp.change']!({ type: 'otp.change', value: SAMPLE.otp }, context);
  await otpGestures['otp.submit']!({ type: 'otp.submit' }, context);
  context.fakes.latest('verifyOtp').resolve(event.output.tokens);
  await screen.findByRole('status');
}

async function signInWithPassword(event: AnyEventObject, context: Context) {
  const steps: AnyEventObject[] = [
    { type: 'username.change', value: event.output.username },
    { type: 'password.change', value: SAMPLE.password },
    { type: 'captcha.change', token: SAMPLE.captchaToken },
    { type: 'login.submit' },
  ];
  for (const step of steps) await passwordGestures[step.type]!(step, context);
  context.fakes.latest('loginWithPassword').resolve(event.output.tokens);
  await screen.findByRole('status');
}

export function loginPageDriver(): ViewDriver<AuthFakes> {
  return {
    ...baseDriver(),
    gestures: {
      'mode.toggle': (_e, { user }) =>
        user.click(screen.getByRole('switch', { name: T.passwordModeToggle })),
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
