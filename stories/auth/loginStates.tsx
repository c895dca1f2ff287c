import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  connectLoginPage,
  connectOtpLogin,
  connectPasswordLogin,
  connectPasswordReset,
  loginPageMachine,
  type OtpLoginContext,
  type OtpLoginView,
  otpLoginMachine,
  type PasswordLoginContext,
  type PasswordLoginView,
  type PasswordResetContext,
  type PasswordResetView,
  passwordLoginMachine,
  passwordResetMachine,
} from '../../machines/auth/index.ts';
import { loginPageShows } from '../../machines/auth/loginPage.shows.ts';
import { otpLoginShows } from '../../machines/auth/otpLogin.shows.ts';
import { passwordLoginShows } from '../../machines/auth/passwordLogin.shows.ts';
import { passwordResetShows } from '../../machines/auth/passwordReset.shows.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import type { LoginViewProps } from '../../src/features/auth/LoginView.tsx';
import { renders } from '../../tests/support/storyState.ts';

/* Story props made the way the route makes them: connect() of a machine snapshot. A story of one
   of the page's machines keeps that snapshot in its parameters (`renders`), so story coverage
   reads the state it shows and its declaration is checked after play. */

const otpDefaults = otpLoginMachine.config.context as OtpLoginContext;
const passwordDefaults = passwordLoginMachine.config.context as PasswordLoginContext;
const resetDefaults = passwordResetMachine.config.context as PasswordResetContext;

const otpState = (value: StateValue, context: Partial<OtpLoginContext>) =>
  otpLoginMachine.resolveState({ value, context: { ...otpDefaults, ...context } });

const passwordState = (value: StateValue, context: Partial<PasswordLoginContext>) =>
  passwordLoginMachine.resolveState({ value, context: { ...passwordDefaults, ...context } });

const resetState = (value: StateValue, context: Partial<PasswordResetContext>) =>
  passwordResetMachine.resolveState({ value, context: { ...resetDefaults, ...context } });

export const otpView = (value: StateValue, context: Partial<OtpLoginContext> = {}) =>
  connectOtpLogin(otpState(value, context));

export const passwordView = (value: StateValue, context: Partial<PasswordLoginContext> = {}) =>
  connectPasswordLogin(passwordState(value, context));

export const resetView = (value: StateValue, context: Partial<PasswordResetContext> = {}) =>
  connectPasswordReset(resetState(value, context));

/** Stage 0 filled in and ready to request. */
export const readyPhone = {
  phone: SAMPLE.validPhone,
  captchaToken: SAMPLE.captchaToken,
} satisfies Partial<OtpLoginContext>;

/** Stage 1 after the code was sent. */
export const codeSent = {
  ...readyPhone,
  requestId: SAMPLE.requestId,
} satisfies Partial<OtpLoginContext>;

export const filledCredentials = {
  username: SAMPLE.username,
  password: SAMPLE.password,
  captchaToken: SAMPLE.captchaToken,
} satisfies Partial<PasswordLoginContext>;

export const openedReset = {
  username: SAMPLE.username,
  requestId: SAMPLE.requestId,
} satisfies Partial<PasswordResetContext>;

const hold = (held: boolean | undefined) => (held ? 'held' : 'free');

/**
 * The page's view as the page machine has it beside these forms: a form whose call is in flight
 * (or whose dialog is open) has told the page so, and the mode toggle waits.
 */
function pageView(
  mode: 'otp' | 'password',
  signedIn: boolean,
  forms: {
    otp?: OtpLoginView | null;
    password?: PasswordLoginView | null;
    reset?: PasswordResetView | null;
  },
) {
  const value = signedIn
    ? 'signedIn'
    : mode === 'otp'
      ? { otp: hold(forms.otp?.busy) }
      : {
          password: {
            passwordForm: hold(forms.password?.busy),
            resetFlow: hold(forms.reset?.requesting || forms.reset?.modalOpen),
          },
        };
  return connectLoginPage(loginPageMachine.resolveState({ value, context: { session: null } }));
}

/** The page in OTP mode; signed in once the form is (the page finishes with its form). */
export function otpArgs(otp: LoginViewProps['otp'], signedIn = false): LoginViewProps {
  return baseArgs({ page: pageView('otp', signedIn, { otp }), otp });
}

export function passwordArgs(
  password: LoginViewProps['password'],
  reset: LoginViewProps['reset'] = resetView({ idle: 'ready' }),
  signedIn = false,
): LoginViewProps {
  return baseArgs({ page: pageView('password', signedIn, { password, reset }), password, reset });
}

export function baseArgs(parts: Partial<LoginViewProps>): LoginViewProps {
  return {
    page: pageView('otp', false, {}),
    otp: null,
    password: null,
    reset: null,
    sendPage: fn(),
    sendOtp: fn(),
    sendPassword: fn(),
    sendReset: fn(),
    captcha: devCaptcha,
    ...parts,
  };
}

/**
 * A story of the login page in one state: its forms as they first are, or as given (a form with
 * a call in flight beside a page that holds its mode).
 */
export function pageStory(
  value: StateValue,
  forms: Partial<Pick<LoginViewProps, 'otp' | 'password' | 'reset'>> = {},
) {
  const snapshot = loginPageMachine.resolveState({ value, context: { session: null } });
  const page = connectLoginPage(snapshot);
  const open = (mode: 'otp' | 'password') => !page.signedIn && page.mode === mode;
  return {
    args: baseArgs({
      page,
      otp: open('otp') ? (forms.otp ?? otpView({ phone: 'editing' })) : null,
      password: open('password') ? (forms.password ?? passwordView({ form: 'editing' })) : null,
      reset: open('password') ? (forms.reset ?? resetView({ idle: 'ready' })) : null,
    }),
    parameters: renders(loginPageShows as never, snapshot),
  };
}

/** A story of the OTP form in one state. */
export function otpStory(value: StateValue, context: Partial<OtpLoginContext> = {}) {
  const snapshot = otpState(value, context);
  return {
    args: otpArgs(connectOtpLogin(snapshot), snapshot.status === 'done'),
    parameters: renders(otpLoginShows as never, snapshot),
  };
}

/** A story of the password form in one state, the reset flow idle beside it. */
export function passwordStory(value: StateValue, context: Partial<PasswordLoginContext> = {}) {
  const snapshot = passwordState(value, context);
  return {
    args: passwordArgs(connectPasswordLogin(snapshot), undefined, snapshot.status === 'done'),
    parameters: renders(passwordLoginShows as never, snapshot),
  };
}

/** A story of the reset flow in one state, beside the password form (filled in by default). */
export function resetStory(
  value: StateValue,
  context: Partial<PasswordResetContext> = {},
  password = passwordView({ form: 'editing' }, filledCredentials),
) {
  const snapshot = resetState(value, context);
  return {
    args: passwordArgs(password, connectPasswordReset(snapshot)),
    parameters: renders(passwordResetShows as never, snapshot),
  };
}
