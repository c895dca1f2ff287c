// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AuthActors, unprovided } from '../../machines/auth/index.ts';
import { loginPagePaths } from '../../machines/auth/loginPage.paths.ts';
import { devCaptcha } from '../../src/features/auth/DevCaptcha.tsx';
import { LoginRoute } from '../../src/features/auth/LoginRoute.tsx';
import { LOGIN_LINKS, LOGIN_TEXTS as T } from '../../src/features/auth/loginTexts.ts';
import { replayThroughView } from '../support/replayThroughView.ts';
import { loginPageDriver } from './authPageDriver.tsx';
import { viewCases } from './viewPaths.ts';

const noCalls: AuthActors = {
  requestOtp: unprovided('requestOtp'),
  verifyOtp: unprovided('verifyOtp'),
  loginWithPassword: unprovided('loginWithPassword'),
  requestPasswordReset: unprovided('requestPasswordReset'),
  submitPasswordReset: unprovided('submitPasswordReset'),
};

describe('The login page through LoginRoute', () => {
  it.each(viewCases(loginPagePaths))('$title', async ({ path }) => {
    await replayThroughView(path, loginPageDriver());
  });

  it('offers the footer links and the language', () => {
    render(<LoginRoute actors={noCalls} captcha={devCaptcha} />);
    expect(screen.getByRole('link', { name: T.footer.terms })).toHaveAttribute(
      'href',
      LOGIN_LINKS.terms,
    );
    expect(screen.getByRole('link', { name: T.footer.privacy })).toHaveAttribute(
      'href',
      LOGIN_LINKS.privacy,
    );
    expect(screen.getByRole('link', { name: T.footer.help })).toHaveAttribute(
      'href',
      '/lender/auths/faq',
    );
    expect(screen.getByText(T.footer.language)).toBeVisible();
  });

  it('is usable by keyboard: tab to the toggle and switch mode with Space', async () => {
    const user = userEvent.setup();
    render(<LoginRoute actors={noCalls} captcha={devCaptcha} />);
    const toggle = screen.getByRole('switch', { name: T.passwordModeToggle });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(T.username)).toBeVisible();
    await user.tab();
    expect(screen.getByLabelText(T.username)).toHaveFocus();
  });

  it('chooses the OTP channel with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<LoginRoute actors={noCalls} captcha={devCaptcha} />);
    await user.click(screen.getByRole('radio', { name: T.whatsApp }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: T.sms })).toBeChecked();
  });
});
