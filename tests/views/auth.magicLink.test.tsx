// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { SAMPLE } from '../../machines/auth/auth.fixtures.ts';
import type { AuthActors, SignedIn } from '../../machines/auth/index.ts';
import { magicLinkPaths } from '../../machines/auth/magicLink.paths.ts';
import { magicLinkShows } from '../../machines/auth/magicLink.shows.ts';
import { MagicLinkRoute } from '../../src/features/auth/index.ts';
import { type DeferredActors, deferred, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

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

type LinkFakes = DeferredActors<Pick<AuthActors, 'verifyOtp'>> & {
  onSignedIn: ReturnType<typeof vi.fn<(session: SignedIn) => void>>;
};

/** The link the walk opens (magicLink.paths.ts): the route is given it as it renders. */
const walkedLink = { username: SAMPLE.validPhone, otp: SAMPLE.otp, requestId: SAMPLE.requestId };

const magicLinkDriver: ViewDriver<LinkFakes> = {
  fakes: () => ({
    ...deferredActors<Pick<AuthActors, 'verifyOtp'>>(['verifyOtp']),
    onSignedIn: vi.fn<(session: SignedIn) => void>(),
  }),
  render: (fakes) => (
    <MagicLinkRoute
      link={walkedLink}
      verifyOtp={fakes.actors.verifyOtp}
      onSignedIn={fakes.onSignedIn}
      loginHref="/bchat/auth-login"
    />
  ),
  // The route opens the link as it renders: there is nothing more to do for this step.
  gestures: { 'link.open': async () => {} },
  expectState: (state, { fakes }) => {
    expectScreenShows(magicLinkShows as never, state, screen);
    expect(fakes.calls.verifyOtp).toHaveLength(1);
    expect(fakes.latest('verifyOtp').input).toEqual({
      requestId: walkedLink.requestId,
      otp: walkedLink.otp,
      phone: walkedLink.username,
      source: 'web',
    });
    if (state.status === 'done') expect(fakes.onSignedIn).toHaveBeenCalledWith(state.output);
    else expect(fakes.onSignedIn).not.toHaveBeenCalled();
  },
};

describe('magic link paths through MagicLinkRoute', () => {
  it.each(viewCases(magicLinkPaths))('$title', async ({ path }) => {
    await replayThroughView(path, magicLinkDriver);
  });
});
