// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { MagicLinkRoute } from '../../src/features/auth/index.ts';
import { deferred } from '../support/deferred.ts';

const link = { username: '9876543210', otp: '123456', requestId: 'req-1' };

describe('magic link sign-in', () => {
  it('verifies the link once with source web and signs in', async () => {
    const answer = deferred<{ access: string; refresh: string }>();
    const calls: unknown[] = [];
    const verifyOtp = fromPromise(({ input }: { input: unknown }) => {
      calls.push(input);
      return answer.promise;
    });
    const onSignedIn = vi.fn();
    render(
      <MagicLinkRoute
        link={link}
        verifyOtp={verifyOtp as never}
        onSignedIn={onSignedIn}
        loginHref="/bchat/auth-login"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    answer.resolve({ access: 'a', refresh: 'r' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn).toHaveBeenCalledWith({
      tokens: { access: 'a', refresh: 'r' },
      username: '9876543210',
    });
    expect(calls).toEqual([
      { requestId: 'req-1', otp: '123456', phone: '9876543210', source: 'web' },
    ]);
  });

  it("shows the server's words and the way to the login page when refused", async () => {
    const verifyOtp = fromPromise(() =>
      Promise.reject(Object.assign(new Error('OTP expired'), { status: 400 })),
    );
    render(
      <MagicLinkRoute
        link={link}
        verifyOtp={verifyOtp as never}
        onSignedIn={() => {}}
        loginHref="/bchat/auth-login"
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired');
    expect(screen.getByRole('link', { name: /sign in with your phone number/i })).toHaveAttribute(
      'href',
      '/bchat/auth-login',
    );
  });
});
