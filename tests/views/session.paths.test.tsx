// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { afterEvent } from '../../machines/pathSpec.ts';
import {
  connectSession,
  msUntilNextSecond,
  msUntilWarning,
  type SessionContext,
  type SessionEndReason,
  WARNING_MS,
} from '../../machines/session/index.ts';
import { sessionPaths } from '../../machines/session/session.paths.ts';
import { sessionShows } from '../../machines/session/session.shows.ts';
import {
  type SessionActorRef,
  SessionGuard,
  SESSION_TEXTS as T,
  useSessionActor,
} from '../../src/features/session/index.ts';
import type { CrossTabBus, CrossTabMessage } from '../../src/platform/crossTab.ts';
import { nextMessage, sessionTabs } from '../support/crossTabs.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { describePath } from '../support/describePath.ts';
import { pathsOfSpec } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';

/* The session machine's generated paths, replayed through the real SessionGuard: this tab's
   input, another tab on the same BroadcastChannel, the call feature and Sign Out through the session actor,
   and time on fake timers (jumping the clock for a throttled or sleeping tab). */

// The warning length is the spec's, so the seconds shown match the walked paths; the limit is short.
const LIMIT = 2 * WARNING_MS;

type Fakes = DeferredActors<Record<string, never>> & {
  tab: CrossTabBus;
  otherTab: CrossTabBus;
  onSignedOut: Mock<(reason: SessionEndReason) => void>;
  session: { current: SessionActorRef | null };
};
type Context = ReplayContext<Fakes>;

/** Stands for the features that talk to the session (the call feature, the user menu). */
function Features({ session }: { session: Fakes['session'] }) {
  session.current = useSessionActor();
  return <p>Signed-in page</p>;
}

const sendFromFeature =
  (type: string) =>
  async (_event: AnyEventObject, { fakes }: Context) => {
    act(() => fakes.session.current!.send({ type } as never));
  };

/** Lets the pending timer fire, late when the walk says so (the clock jumps, timers do not). */
function elapse(delayOf: (context: SessionContext) => number) {
  return async (event: AnyEventObject, { fakes }: Context) => {
    const { context } = fakes.session.current!.getSnapshot();
    const fireAt = context.now + delayOf(context);
    const remaining = Math.max(0, fireAt - Date.now());
    if (typeof event.leftMs === 'number') {
      const jump = context.deadline - event.leftMs - fireAt;
      act(() => vi.setSystemTime(Date.now() + jump));
    }
    await act(() => vi.advanceTimersByTimeAsync(remaining));
  };
}

/** Another tab posts; the step ends once this tab has heard it. */
function fromOtherTab(message: () => CrossTabMessage) {
  return async (_event: AnyEventObject, { fakes }: Context) => {
    await act(async () => {
      const heard = nextMessage(fakes.tab);
      fakes.otherTab.post(message());
      await heard;
    });
  };
}

const dialog = () => screen.queryByRole('alertdialog', { name: T.title });

function sessionDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => {
      const [tab, otherTab] = sessionTabs(2) as [CrossTabBus, CrossTabBus];
      return {
        ...deferredActors<Record<string, never>>([]),
        tab,
        otherTab,
        onSignedOut: vi.fn<(reason: SessionEndReason) => void>(),
        session: { current: null },
      };
    },
    render: (fakes) => (
      <SessionGuard
        inactivityLimitMs={LIMIT}
        warningMs={WARNING_MS}
        bus={fakes.tab}
        onSignedOut={fakes.onSignedOut}
      >
        <Features session={fakes.session} />
      </SessionGuard>
    ),
    delays: { untilWarning: LIMIT - WARNING_MS, tick: 1_000 },
    gestures: {
      activity: async (_event, { user }) => {
        await user.keyboard('{Shift}');
      },
      'session.stay': async (_event, { user }) => {
        await user.click(within(dialog()!).getByRole('button', { name: T.staySignedIn }));
      },
      'activity.remote': fromOtherTab(() => ({ type: 'activity', at: Date.now() })),
      'session.remoteSignOut': fromOtherTab(() => ({ type: 'signedOut' })),
      'call.started': sendFromFeature('call.started'),
      'call.ended': sendFromFeature('call.ended'),
      'session.signOut': sendFromFeature('session.signOut'),
      [afterEvent('untilWarning', 'session.signedIn.active').type]: elapse((c) =>
        msUntilWarning(c.deadline, c.warningMs, c.now),
      ),
      [afterEvent('tick', 'session.signedIn.warning').type]: elapse((c) =>
        msUntilNextSecond(c.deadline, c.now),
      ),
    },
    expectState: (state, { fakes }) => {
      expect(fakes.session.current!.getSnapshot().value).toEqual(state.value);
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(sessionShows as never, state, screen);
      const view = connectSession(state as never);
      const open = dialog();
      if (view.dialogOpen) {
        expect(open).not.toBeNull();
        expect(within(open!).getByText(view.message!)).toBeVisible();
        expect(within(open!).getByRole('button', { name: T.staySignedIn })).toHaveFocus();
      } else {
        expect(screen.queryAllByRole('alertdialog', { hidden: true })).toHaveLength(0);
      }
      if (view.ended) expect(fakes.onSignedOut).toHaveBeenCalledExactlyOnceWith(view.ended);
      else expect(fakes.onSignedOut).not.toHaveBeenCalled();
    },
  };
}

describe('session paths through SessionGuard', () => {
  const paths = pathsOfSpec(sessionPaths);
  const cases = paths.map((path) => ({
    title: describePath(path, sessionPaths),
    path,
  }));
  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, sessionDriver());
  });
});
