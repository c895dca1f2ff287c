import type { SnapshotFrom } from 'xstate';
import { passwordResetMessages } from '../../src/domain/messages/passwordReset.ts';
import { messages } from '../../src/domain/messages.ts';
import { isStrongPassword } from './auth.rules.ts';
import { AUTH_EXTRA_TEXTS } from './auth.texts.ts';
import type { OtpMode } from './auth.types.ts';
import type { loginPageMachine } from './loginPage.machine.ts';
import type { magicLinkMachine } from './magicLink.machine.ts';
import type { otpLoginMachine } from './otpLogin.machine.ts';
import type { passwordLoginMachine } from './passwordLogin.machine.ts';
import type { passwordResetMachine } from './passwordReset.machine.ts';

/* Snapshot → view model. Plain data only, so views stay functions of props and stories are
   one connect() call each. */

export type LoginPageView = {
  mode: 'otp' | 'password';
  signedIn: boolean;
  /** The mode can change: no form has a call in flight or its dialog open. */
  canToggle: boolean;
};

export function connectLoginPage(snapshot: SnapshotFrom<typeof loginPageMachine>): LoginPageView {
  return {
    mode: snapshot.matches('password') ? 'password' : 'otp',
    signedIn: snapshot.matches('signedIn'),
    canToggle: snapshot.can({ type: 'mode.toggle' }),
  };
}

export type MagicLinkView = {
  /** The server's words when it refused the link; null while signing in. */
  error: string | null;
};

export function connectMagicLink(snapshot: SnapshotFrom<typeof magicLinkMachine>): MagicLinkView {
  return { error: snapshot.hasTag('error') ? snapshot.context.error : null };
}

export type OtpLoginView = {
  /** 0: phone, channel and captcha; 1: the code. */
  stage: 0 | 1;
  phone: string;
  phoneError: string | null;
  otpMode: OtpMode;
  captchaToken: string | null;
  captchaError: string | null;
  otp: string;
  otpError: string | null;
  /** The server's words from the last failed call, for the red box. */
  serverError: string | null;
  requesting: boolean;
  resending: boolean;
  verifying: boolean;
  /** Inputs and buttons are locked while a call is in flight. */
  busy: boolean;
};

export function connectOtpLogin(snapshot: SnapshotFrom<typeof otpLoginMachine>): OtpLoginView {
  const { context } = snapshot;
  const stage = snapshot.matches('phone') || snapshot.matches('requesting') ? 0 : 1;
  return {
    stage,
    phone: context.phone,
    phoneError: snapshot.matches({ phone: 'invalidPhone' })
      ? messages.auth.provideCorrectPhone
      : null,
    otpMode: context.otpMode,
    captchaToken: context.captchaToken,
    captchaError: snapshot.matches({ phone: 'captchaMissing' })
      ? messages.auth.fillRecaptcha
      : null,
    otp: context.otp,
    otpError: snapshot.matches({ otp: 'otpMissing' }) ? AUTH_EXTRA_TEXTS.enterOtp : null,
    serverError:
      snapshot.matches({ phone: 'failed' }) || snapshot.matches({ otp: 'failed' })
        ? context.serverError
        : null,
    requesting: snapshot.matches('requesting'),
    resending: snapshot.matches('resending'),
    verifying: snapshot.matches('verifying'),
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
  };
}

export type PasswordLoginView = {
  username: string;
  password: string;
  captchaToken: string | null;
  /** Validation or server message for the red box. */
  error: string | null;
  submitting: boolean;
  busy: boolean;
};

export function connectPasswordLogin(
  snapshot: SnapshotFrom<typeof passwordLoginMachine>,
): PasswordLoginView {
  const { context } = snapshot;
  const error = snapshot.matches({ form: 'detailsMissing' })
    ? messages.auth.fillProperDetails
    : snapshot.matches({ form: 'captchaMissing' })
      ? messages.auth.fillRecaptcha
      : snapshot.matches({ form: 'invalidCaptcha' })
        ? messages.auth.invalidCaptcha
        : snapshot.matches({ form: 'failed' })
          ? context.serverError
          : null;
  return {
    username: context.username,
    password: context.password,
    captchaToken: context.captchaToken,
    error,
    submitting: snapshot.matches('submitting'),
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
  };
}

export type PasswordResetView = {
  requesting: boolean;
  /** Shown beside the Forgot password link. */
  notice: { tone: 'error' | 'success'; text: string } | null;
  modalOpen: boolean;
  otp: string;
  newPassword: string;
  newPasswordError: string | null;
  confirmPassword: string;
  confirmPasswordError: string | null;
  /** Why Submit is disabled, or null when it is enabled. */
  submitDisabledReason: string | null;
  /** Form-level message inside the modal. */
  formError: string | null;
  submitting: boolean;
};

export function connectPasswordReset(
  snapshot: SnapshotFrom<typeof passwordResetMachine>,
): PasswordResetView {
  const { context } = snapshot;
  const texts = passwordResetMessages;
  const mismatch =
    context.confirmPassword.length > 0 && context.confirmPassword !== context.newPassword;
  const notice = snapshot.matches({ idle: 'usernameMissing' })
    ? { tone: 'error' as const, text: texts.enterUsername }
    : snapshot.matches({ idle: 'requestFailed' })
      ? { tone: 'error' as const, text: texts.requestFailed }
      : snapshot.matches({ idle: 'succeeded' })
        ? { tone: 'success' as const, text: texts.resetSuccessful }
        : null;
  return {
    requesting: snapshot.matches('requesting'),
    notice,
    modalOpen: snapshot.hasTag('modal'),
    otp: context.otp,
    newPassword: context.newPassword,
    newPasswordError:
      context.newPassword.length > 0 && !isStrongPassword(context.newPassword)
        ? texts.chooseStrongPassword
        : null,
    confirmPassword: context.confirmPassword,
    confirmPasswordError: mismatch ? texts.passwordMismatch : null,
    // The machine takes Submit once the passwords match; on its way, Submit is busy instead.
    submitDisabledReason:
      snapshot.can({ type: 'reset.submit' }) || snapshot.matches('submitting')
        ? null
        : texts.passwordMismatch,
    formError: snapshot.matches({ open: 'invalid' })
      ? texts.fillAllFieldsCorrectly
      : snapshot.matches({ open: 'failed' })
        ? texts.serverError(context.serverError ?? '')
        : null,
    submitting: snapshot.matches('submitting'),
  };
}
