import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import {
  appSessionMachine,
  connectAppSession,
  type SignOutReason,
} from '../../machines/appSession/index.ts';
import { isLenderUser } from '../domain/access/permissions.ts';
import { SessionRenewalStatus } from '../features/session/SessionRenewalStatus.tsx';
import { sessionBus } from '../platform/crossTab.ts';
import { signOut } from '../platform/session/signOut.ts';
import { LOGIN_NUMBER_KEY } from '../platform/session/storageKeys.ts';
import { resetCustomerSearch } from '../stores/customerSearch.ts';
import { resetLoanListPrefs } from '../stores/loanListPrefs.ts';
import { onFreshProfile, sessionStore, setProfile } from '../stores/session.ts';
import { PageStatus } from './PageStatus.tsx';
import { rememberTabUser } from './returnTo.ts';
import { SessionStage } from './SessionStage.tsx';
import { api, tokens, whenRefreshRefused } from './services.ts';
import { authoriseChat, loadProfile } from './sessionActors.ts';
import { preloadSignedIn, SignedInRoutes, SignedOutRoutes } from './sessionChunks.ts';

/** Only these sign-outs are the user's choice; any other keeps their unsaved call work. */
const VOLUNTARY: readonly SignOutReason[] = ['user', 'remote'];

/** Sign-out ends the session on the server too; a failure there never keeps anyone signed in. */
function revokeOnServer() {
  const refresh = tokens.getRefreshToken();
  if (!refresh) return;
  void api.authPlain.POST('/token/logout', { body: { refresh }, keepalive: true }).catch(() => {});
}

/** The app behind the login: runs the session machine and renders the routes of its stage. */
export function SessionRoot() {
  const [machine] = useState(() =>
    appSessionMachine.provide({
      actors: { loadProfile, authoriseChat },
      actions: {
        storeSession: (_, { tokens: issued, username }) => {
          tokens.setSession(issued as { access: string; refresh: string });
          localStorage.setItem(LOGIN_NUMBER_KEY, username);
        },
        clearSession: (_, { reason }) => {
          const username = sessionStore.profile?.username ?? null;
          revokeOnServer();
          signOut({
            tokens,
            kind: {
              isLender: isLenderUser(sessionStore.flags),
              username,
              involuntary: !VOLUNTARY.includes(reason),
            },
            broadcast: (message) => sessionBus().post(message),
          });
          // A path remembered in this tab from now on belongs to the user who left.
          rememberTabUser(username);
          setProfile(null);
          resetLoanListPrefs();
          resetCustomerSearch();
        },
      },
    }),
  );
  const session = useActorRef(machine, {
    input: {
      hasStoredSession: tokens.getRefreshToken() !== null || tokens.getAccessToken() !== null,
    },
  });
  const view = useSelector(
    session,
    connectAppSession,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );

  useEffect(() => {
    const stored = tokens.getRefreshToken() !== null || tokens.getAccessToken() !== null;
    session.send({ type: 'session.start', hasStoredSession: stored });
  }, [session]);
  useEffect(() => {
    onFreshProfile((profile) => session.send({ type: 'profile.refreshed', profile }));
    return () => onFreshProfile(null);
  }, [session]);
  useEffect(() => {
    whenRefreshRefused(() => session.send({ type: 'session.signOut', reason: 'expired' }));
  }, [session]);
  useEffect(() => {
    setProfile(view.stage === 'signedIn' ? view.profile : null);
    if (view.stage === 'signedIn') rememberTabUser(view.profile.username);
  }, [view]);

  return (
    <>
      <SessionRenewalStatus />
      <SessionStage
        view={view}
        onRetry={() => session.send({ type: 'profile.retry' })}
        signedOut={(message) => (
          <Suspense fallback={<PageStatus busy />}>
            <SignedOutRoutes
              message={message}
              onSignedIn={({ tokens: issued, username }) => {
                // The signed-in routes are fetched beside the profile and chat calls that follow.
                void preloadSignedIn(window.location.pathname).catch(() => {});
                session.send({ type: 'auth.signedIn', tokens: issued, username });
              }}
            />
          </Suspense>
        )}
        signedIn={(profile) => (
          <Suspense fallback={<PageStatus busy />}>
            <SignedInRoutes
              profile={profile}
              onSignOut={(reason) => {
                // Another tab already signed out and cleared storage: reload to its login page.
                if (reason === 'remote') window.location.reload();
                else session.send({ type: 'session.signOut', reason });
              }}
            />
          </Suspense>
        )}
      />
    </>
  );
}
