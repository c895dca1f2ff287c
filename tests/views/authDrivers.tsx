import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import {
  type AuthActors,
  connectOtpLogin,
  connectPasswordLogin,
  connectPasswordReset,
  type OtpLoginView,
  type PasswordLoginView,
  type PasswordResetView,
  type SignedIn,
} from '../../machines/auth/index.ts';
import { otpLoginShows } from '../../machines/auth/otpLogin.shows.ts';
import { passwordLoginShows } from '../../machines/auth/passwordLogin.shows.ts';
import { passwordResetShows } from '../../machines/auth/passwordReset.shows.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import { LoginRoute } from '../../src/features/auth/LoginRoute.tsx';
import { LOGIN_TEXTS as T } from '../../src/features/auth/loginTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import type { ReplayContext, ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';

/* Drivers that replay the auth machines' paths through the real LoginRoute. */

export type AuthFakes = DeferredActors<AuthActors> & { onSignedIn: (session: SignedIn) => void };
export type Context = ReplayContext<AuthFakes>;

const actorNames = [
  'requestOtp',
  'verifyOtp',
  'loginWithPassword',
  'requestPasswordReset',
  'submitPasswordReset',
] as const;

export function baseDriver(): Pick<ViewDriver<AuthFakes>, 'fakes' | 'render'> {
  return {
    fakes: () => ({ ...deferredActors<AuthActors>(actorNames), onSignedIn: vi.fn() }),
    render: (fakes) => (
      <LoginRoute actors={fakes.actors} captcha={devCaptcha} onSignedIn={fakes.onSignedIn} />
    ),
  };
}

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const captchaBox = () => screen.getByRole('checkbox', { name: /not a robot/ }) as HTMLInputElement;

/** Ticks the captcha unless it is ticked already (a click on a ticked one clears it). */
export async function tickCaptcha({ user }: Context) {
  if (!captchaBox().checked) await user.click(captchaBox());
}

function expectBusy(element: HTMLElement, busy: boolean) {
  if (busy) expect(element).toHaveAttribute('aria-busy', 'true');
  else expect(element).not.toHaveAttribute('aria-busy');
}

/** Exactly these messages are announced as alerts (in `container`, default the page). */
function expectAlerts(expected: Array<string | null>, container: HTMLElement = document.body) {
  const shown = within(container)
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(shown.sort()).toEqual(expected.filter((text) => text !== null).sort());
}

export async function switchToPassword({ user }: Context) {
  await user.click(screen.getByRole('switch', { name: T.passwordModeToggle }));
}

/* OTP sign-in */

export const otpGestures: ViewDriver<AuthFakes>['gestures'] = {
  'phone.change': (e, { user }) => retype(user, field(T.phone), e.value),
  'otpMode.select': (e, { user }) =>
    user.click(screen.getByRole('radio', { name: e.otpMode === 'WA' ? T.whatsApp : T.sms })),
  'captcha.change': (_e, { user }) => user.click(captchaBox()),
  'otp.request': (_e, { user }) => user.click(button(T.getOtp)),
  'otp.change': (e, { user }) => retype(user, field(T.otp), e.value),
  'otp.submit': (_e, { user }) => user.click(button(T.verify)),
  'otp.resend': (_e, { user }) => user.click(button(T.resendOtp)),
  'phone.edit': (_e, { user }) => user.click(button(T.changeNumber)),
};

export function expectOtpScreen(view: OtpLoginView, context: Context) {
  if (view.stage === 0) {
    const phone = field(T.phone);
    expect(phone).toHaveValue(view.phone);
    expect(phone.disabled).toBe(view.busy);
    if (view.phoneError) {
      expect(phone).toHaveAccessibleDescription(view.phoneError);
      expect(phone).toBeInvalid();
    } else expect(phone).toBeValid();
    const channel = screen.getByRole('radio', { name: view.otpMode === 'WA' ? T.whatsApp : T.sms });
    expect(channel).toBeChecked();
    expect(captchaBox().checked).toBe(view.captchaToken !== null);
    if (view.captchaError) expect(captchaBox()).toHaveAccessibleDescription(view.captchaError);
    expectBusy(button(T.getOtp), view.requesting);
    expect(screen.queryByLabelText(T.otp)).toBeNull();
    if (view.requesting) {
      expect(context.fakes.latest('requestOtp').input).toEqual({
        phone: view.phone,
        otpMode: view.otpMode,
        token: view.captchaToken,
      });
    }
  } else {
    const otp = field(T.otp);
    expect(otp).toHaveValue(view.otp);
    expect(otp.disabled).toBe(view.busy);
    expect(screen.getByText(T.otpSentTo(view.phone))).toBeVisible();
    if (view.otpError) expect(otp).toHaveAccessibleDescription(view.otpError);
    // Arriving at stage 1, or back from a call, the code field has the focus.
    const previous = context.path.steps[context.step - 1];
    if (!view.busy && previous && previous.state.hasTag('busy')) expect(otp).toHaveFocus();
    expectBusy(button(T.verify), view.verifying);
    expectBusy(button(T.resendOtp), view.resending);
    expect(screen.queryByLabelText(T.phone)).toBeNull();
    if (view.verifying) {
      expect(context.fakes.latest('verifyOtp').input).toMatchObject({
        otp: view.otp,
        phone: view.phone,
        source: 'web',
      });
    }
  }
  expectAlerts([view.phoneError, view.captchaError, view.otpError, view.serverError]);
}

export function otpLoginDriver(): ViewDriver<AuthFakes> {
  return {
    ...baseDriver(),
    gestures: otpGestures,
    expectState: (state, context) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(otpLoginShows as never, state, screen);
      if (state.status === 'done') {
        expect(screen.getByRole('status')).toHaveTextContent(T.signedIn);
        expect(context.fakes.onSignedIn).toHaveBeenCalledWith(state.output);
        return;
      }
      expectOtpScreen(connectOtpLogin(state as never), context);
    },
  };
}

/* Password sign-in */

export const passwordGestures: ViewDriver<AuthFakes>['gestures'] = {
  'username.change': (e, { user }) => retype(user, field(T.username), e.value),
  'password.change': (e, { user }) => retype(user, field(T.password), e.value),
  'captcha.change': (_e, { user }) => user.click(captchaBox()),
  'login.submit': (_e, { user }) => user.click(button(T.login)),
};

export function expectPasswordScreen(view: PasswordLoginView) {
  expect(field(T.username)).toHaveValue(view.username);
  expect(field(T.password)).toHaveValue(view.password);
  expect(field(T.username).disabled).toBe(view.busy);
  expect(captchaBox().checked).toBe(view.captchaToken !== null);
  expectBusy(button(T.login), view.submitting);
  expectAlerts([view.error]);
}

export function passwordLoginDriver(): ViewDriver<AuthFakes> {
  return {
    ...baseDriver(),
    prepare: switchToPassword,
    gestures: passwordGestures,
    expectState: (state, context) => {
      expectScreenShows(passwordLoginShows as never, state, screen);
      if (state.status === 'done') {
        expect(screen.getByRole('status')).toHaveTextContent(T.signedIn);
        expect(context.fakes.onSignedIn).toHaveBeenCalledWith(state.output);
        return;
      }
      const view = connectPasswordLogin(state as never);
      expectPasswordScreen(view);
      if (view.submitting) {
        expect(context.fakes.latest('loginWithPassword').input).toEqual({
          username: view.username,
          password: view.password,
          token: view.captchaToken,
        });
      }
    },
  };
}

/* Forgot password */

const dialog = () => screen.getByRole('dialog', { name: T.resetTitle });
const inDialog = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;

const resetGestures: ViewDriver<AuthFakes>['gestures'] = {
  'reset.request': async (e, { user }) => {
    if (field(T.username).value !== e.username) await retype(user, field(T.username), e.username);
    await user.click(button(T.forgotPassword));
  },
  'otp.change': (e, { user }) => retype(user, inDialog(T.resetOtp), e.value),
  'newPassword.change': (e, { user }) => retype(user, inDialog(T.newPassword), e.value),
  'confirmPassword.change': (e, { user }) => retype(user, inDialog(T.confirmPassword), e.value),
  'reset.submit': (_e, { user }) =>
    user.click(within(dialog()).getByRole('button', { name: T.submit })),
  'reset.cancel': (_e, { user }) =>
    user.click(within(dialog()).getByRole('button', { name: T.cancel })),
};

export function expectResetScreen(view: PasswordResetView, context: Context) {
  // With the modal open the page behind it is hidden from assistive technology.
  if (!view.modalOpen) expectBusy(button(T.forgotPassword), view.requesting);
  if (view.notice) expect(screen.getByText(view.notice.text)).toBeVisible();
  if (view.requesting) {
    expect(context.fakes.latest('requestPasswordReset').input).toEqual({
      username: SAMPLE.username,
    });
  }
  if (!view.modalOpen) {
    expect(screen.queryByRole('dialog')).toBeNull();
    expectAlerts([view.notice?.tone === 'error' ? view.notice.text : null]);
    return;
  }
  expectAlerts([view.newPasswordError, view.confirmPasswordError, view.formError], dialog());
  const panel = within(dialog());
  expect(inDialog(T.resetOtp)).toHaveValue(view.otp);
  expect(inDialog(T.newPassword)).toHaveValue(view.newPassword);
  expect(inDialog(T.confirmPassword)).toHaveValue(view.confirmPassword);
  if (view.newPasswordError) {
    expect(inDialog(T.newPassword)).toHaveAccessibleDescription(
      expect.stringContaining(view.newPasswordError),
    );
  }
  if (view.confirmPasswordError) {
    expect(inDialog(T.confirmPassword)).toHaveAccessibleDescription(view.confirmPasswordError);
  }
  const submit = panel.getByRole('button', { name: T.submit });
  if (view.submitDisabledReason) {
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(view.submitDisabledReason);
  } else expect(submit.hasAttribute('disabled')).toBe(view.submitting);
  expectBusy(submit, view.submitting);
  if (view.formError) expect(panel.getByText(view.formError)).toBeVisible();
  if (view.submitting) {
    expect(context.fakes.latest('submitPasswordReset').input).toEqual({
      requestId: SAMPLE.requestId,
      otp: view.otp,
      new_password: view.newPassword,
    });
  }
}

export function passwordResetDriver(): ViewDriver<AuthFakes> {
  return {
    ...baseDriver(),
    prepare: switchToPassword,
    gestures: resetGestures,
    expectState: (state, context) => {
      expectScreenShows(passwordResetShows as never, state, screen);
      expectResetScreen(connectPasswordReset(state as never), context);
    },
  };
}
