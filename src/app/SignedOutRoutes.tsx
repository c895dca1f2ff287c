import { useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { SignedIn } from '../../machines/auth/index.ts';
import { LoginRoute, MagicLinkRoute } from '../features/auth/index.ts';
import { ErrorBox } from '../ui/ErrorBox.tsx';
import { captcha } from './captcha.tsx';
import { CHAT_LOGIN_PATH, LOGIN_PATH } from './paths.ts';
import { rememberReturnTo } from './returnTo.ts';
import { authActors } from './sessionActors.ts';

type SignedOutRoutesProps = { message: string | null; onSignedIn: (session: SignedIn) => void };

/** Signed out: the login page, and every other path goes there remembering where it was. */
export function SignedOutRoutes({ message, onSignedIn }: SignedOutRoutesProps) {
  return (
    <Switch>
      <Route path={LOGIN_PATH}>
        <LoginPage message={message} onSignedIn={onSignedIn} />
      </Route>
      <Route path={CHAT_LOGIN_PATH}>
        <LoginPage message={message} onSignedIn={onSignedIn} />
      </Route>
      <Route path="/bchat/magic-link/:username/:otp/:requestId">
        {(link) => (
          <MagicLinkRoute
            link={link}
            verifyOtp={authActors.verifyOtp}
            onSignedIn={onSignedIn}
            loginHref={CHAT_LOGIN_PATH}
          />
        )}
      </Route>
      <Route>
        <ToLogin />
      </Route>
    </Switch>
  );
}

function LoginPage({ message, onSignedIn }: SignedOutRoutesProps) {
  return (
    <>
      {message ? (
        <div className="mx-auto mt-6 max-w-md px-4">
          <ErrorBox>{message}</ErrorBox>
        </div>
      ) : null}
      <LoginRoute actors={authActors} captcha={captcha} onSignedIn={onSignedIn} />
    </>
  );
}

function ToLogin() {
  const [, navigate] = useLocation();
  // Before navigating, while the address bar still holds the path, query and hash.
  useLayoutEffect(() => {
    rememberReturnTo(window.location);
    // The chat side has its own login page (spec part 2 §2).
    navigate(window.location.pathname.startsWith('/bchat/') ? CHAT_LOGIN_PATH : LOGIN_PATH, {
      replace: true,
    });
  }, [navigate]);
  return null;
}
