import { useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { SignedIn } from '../../machines/auth/index.ts';
import { LoginRoute } from '../features/auth/index.ts';
import { ErrorBox } from '../ui/index.ts';
import { captcha } from './captcha.tsx';
import { LOGIN_PATH } from './paths.ts';
import { rememberReturnTo } from './returnTo.ts';
import { authActors } from './sessionActors.ts';

type SignedOutRoutesProps = { message: string | null; onSignedIn: (session: SignedIn) => void };

/** Signed out: the login page, and every other path goes there remembering where it was. */
export function SignedOutRoutes({ message, onSignedIn }: SignedOutRoutesProps) {
  return (
    <Switch>
      <Route path={LOGIN_PATH}>
        {message ? (
          <div className="mx-auto mt-6 max-w-md px-4">
            <ErrorBox>{message}</ErrorBox>
          </div>
        ) : null}
        <LoginRoute actors={authActors} captcha={captcha} onSignedIn={onSignedIn} />
      </Route>
      <Route>
        <ToLogin />
      </Route>
    </Switch>
  );
}

function ToLogin() {
  const [, navigate] = useLocation();
  // Before navigating, while the address bar still holds the path, query and hash.
  useLayoutEffect(() => {
    rememberReturnTo(window.location);
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
  return null;
}
