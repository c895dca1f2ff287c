import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  connectOtpLogin,
  connectPasswordLogin,
  connectPasswordReset,
  type OtpLoginContext,
  otpLoginMachine,
  type PasswordLoginContext,
  type PasswordResetContext,
  passwordLoginMachine,
  passwordResetMachine,
} from '../../machines/auth/index.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import type { LoginViewProps } from '../../src/features/auth/LoginView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const otpDefaults = otpLoginMachine.config.context as OtpLoginContext;
const passwordDefaults = passwordLoginMachine.config.context as PasswordLoginContext;
const resetDefaults = passwordResetMachine.config.context as PasswordResetContext;

export const otpView = (value: StateValue, context: Partial<OtpLoginContext> = {}) =>
  connectOtpLogin(otpLoginMachine.resolveState({ value, context: { ...otpDefaults, ...context } }));

export const passwordView = (value: StateValue, context: Partial<PasswordLoginContext> = {}) =>
  connectPasswordLogin(
    passwordLoginMachine.resolveState({ value, context: { ...passwordDefaults, ...context } }),
  );

export const resetView = (value: StateValue, context: Partial<PasswordResetContext> = {}) =>
  connectPasswordReset(
    passwordResetMachine.resolveState({ value, context: { ...resetDefaults, ...context } }),
  );

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

export function otpArgs(otp: LoginViewProps['otp']): LoginViewProps {
  return baseArgs({ page: { mode: 'otp', signedIn: false }, otp });
}

export function passwordArgs(
  password: LoginViewProps['password'],
  reset: LoginViewProps['reset'] = resetView({ idle: 'ready' }),
): LoginViewProps {
  return baseArgs({ page: { mode: 'password', signedIn: false }, password, reset });
}

export function baseArgs(parts: Partial<LoginViewProps>): LoginViewProps {
  return {
    page: { mode: 'otp', signedIn: false },
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
