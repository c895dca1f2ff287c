// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { appSessionPaths } from '../../machines/appSession/appSession.paths.ts';
import { appSessionShows } from '../../machines/appSession/appSession.shows.ts';
import {
  type AppSessionEvent,
  appSessionMachine,
  connectAppSession,
  type SignOutReason,
  type StaffProfile,
} from '../../machines/appSession/index.ts';
import { SessionStage } from '../../src/app/SessionStage.tsx';
import { SignedOutRoutes } from '../../src/app/SignedOutRoutes.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { describePath } from '../support/describePath.ts';
import { pathsOfSpec } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { withInertResizeObserver } from '../support/resizeObserver.ts';
import { expectScreenShows } from '../support/shows.ts';
import { SignedInFrame } from '../support/signedInFrame.tsx';

/* The app session's generated paths, replayed through the real SessionStage: the busy page,
   the failure with Try again, the real login routes with their message, and the signed-in
   layout with its user menu. The profile and chat calls are deferred fakes; the app's start and
   a sign-in finished on the login page are sent as SessionRoot sends them, and a refused token
   refresh as the API client reports it. */

withInertResizeObserver();

type Actors = Parameters<typeof appSessionMachine.provide>[0]['actors'] & {};
type Fakes = DeferredActors<Required<Pick<Actors, 'loadProfile' | 'authoriseChat'>>> & {
  clearSession: Mock<(reason: SignOutReason) => void>;
  session: { send: (event: AppSessionEvent) => void };
};
type Context = ReplayContext<Fakes>;

function SignedInPages({ profile, onSignOut }: { profile: StaffProfile; onSignOut: () => void }) {
  return (
    <SignedInFrame profile={profile} onSignOut={onSignOut}>
      <p>Signed-in page</p>
    </SignedInFrame>
  );
}

function App({ fakes }: { fakes: Fakes }) {
  const [machine] = useState(() =>
    appSessionMachine.provide({
      actors: fakes.actors,
      actions: { clearSession: (_, { reason }) => fakes.clearSession(reason) },
    }),
  );
  const session = useActorRef(machine);
  fakes.session.send = (event) => session.send(event);
  const view = useSelector(session, connectAppSession);
  return (
    <SessionStage
      view={view}
      onRetry={() => session.send({ type: 'profile.retry' })}
      signedOut={(message) => (
        <SignedOutRoutes
          message={message}
          onSignedIn={({ tokens, username }) =>
            session.send({ type: 'auth.signedIn', tokens, username })
          }
        />
      )}
      signedIn={(profile) => (
        <SignedInPages
          profile={profile}
          onSignOut={() => session.send({ type: 'session.signOut', reason: 'user' })}
        />
      )}
    />
  );
}

/** What the app sends itself: its start, a finished sign-in, a refused refresh. */
const sent = async (event: AnyEventObject, { fakes }: Context) => {
  act(() => fakes.session.send(event as AppSessionEvent));
};

function appSessionDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({
      ...deferredActors<Required<Pick<Actors, 'loadProfile' | 'authoriseChat'>>>([
        'loadProfile',
        'authoriseChat',
      ]),
      clearSession: vi.fn<(reason: SignOutReason) => void>(),
      session: { send: () => {} },
    }),
    render: (fakes) => <App fakes={fakes} />,
    gestures: {
      'session.start': sent,
      'auth.signedIn': sent,
      // The user menu's attendance mark reads the profile again and hands it to the session.
      'profile.refreshed': sent,
      'profile.retry': async (_event, { user }) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
      'session.signOut': async (event, context) => {
        const menu = screen.queryByRole('button', { name: /user menu/i });
        if (event.reason !== 'user' || !menu) return sent(event, context);
        await context.user.click(menu);
        await context.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
      },
    },
    expectState: (state, { fakes, path, step }) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(appSessionShows as never, state, screen);
      // The online dot follows the profile the session holds, a refreshed one too.
      const profile = (state.context as { profile: StaffProfile | null }).profile;
      if (state.matches('signedIn') && profile) {
        const online = profile.attendence_data.attendance_status;
        expect(screen.getByRole('img', { name: online ? 'Online' : 'Offline' })).toBeVisible();
      }
      const history = path.steps.slice(1, step + 1).map((s) => s.event);
      // Every sign-out clears the session once, with its reason; a failed profile read does not.
      const cleared = history.filter(
        (event) =>
          event.type === 'session.signOut' ||
          (event.type === 'xstate.error.actor.loadProfile' && event.error.status === 403) ||
          event.type === 'xstate.error.actor.authoriseChat',
      );
      expect(fakes.clearSession).toHaveBeenCalledTimes(cleared.length);
    },
  };
}

describe('appSession paths through SessionStage', () => {
  const paths = pathsOfSpec(appSessionPaths);
  const cases = paths.map((path) => ({
    title: describePath(path, appSessionPaths),
    path,
  }));
  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, appSessionDriver());
  });
});
