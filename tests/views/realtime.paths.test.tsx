// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  CONNECT_TIMEOUT_MS,
  connectRealtime,
  deliveryKeyOf,
  RECONNECT_PERIOD_MS,
  type RealtimeActors,
  type RealtimeMessage,
} from '../../machines/realtime/index.ts';
import { REALTIME_EVENTS as E, realtimePaths } from '../../machines/realtime/realtime.paths.ts';
import { realtimeShows } from '../../machines/realtime/realtime.shows.ts';
import {
  type RealtimeActorRef,
  RealtimeProvider,
  RealtimeStatusBadge,
  REALTIME_TEXTS as T,
  useRealtimeActor,
  useRealtimeMessages,
  useRealtimeReclaim,
  useRealtimeView,
} from '../../src/features/realtime/index.ts';
import { connectOver } from '../../src/platform/realtime/connectActor.ts';
import {
  createScriptedTransport,
  type ScriptedTransport,
} from '../../src/platform/realtime/scriptedTransport.ts';
import { createTabLock, type TabLock } from '../../src/platform/realtime/tabLock.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { describePath } from '../support/describePath.ts';
import { createInMemoryLocks } from '../support/inMemoryLocks.ts';
import { pathsOfSpec } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';

/* The realtime machine's generated paths, replayed through the real RealtimeProvider: sign-in
   and sign-out as the app's session would toggle them, the broker played by the scripted
   transport, another tab by a second tab lock on the same (in-memory) lock manager, time on fake
   timers. */

type FetchOnly = Pick<RealtimeActors, 'fetchCredentials'>;
type Fakes = DeferredActors<FetchOnly> & {
  transport: ScriptedTransport;
  lock: TabLock;
  otherTab: TabLock;
  logged: Mock<(message: string) => void>;
  received: RealtimeMessage[];
  actor: { current: RealtimeActorRef | null };
  /** The app's session: signs in from the login page, out from the menu, a timeout or a tab. */
  session: { setSignedIn: (value: boolean) => void };
};
type Context = ReplayContext<Fakes>;

function Page({ fakes }: { fakes: Fakes }) {
  fakes.actor.current = useRealtimeActor();
  useRealtimeMessages((message) => fakes.received.push(message));
  const view = useRealtimeView();
  const reclaim = useRealtimeReclaim();
  return (
    <header>
      <RealtimeStatusBadge view={view} onUseHere={reclaim} />
    </header>
  );
}

function App({ fakes }: { fakes: Fakes }) {
  const [signedIn, setSignedIn] = useState(false);
  fakes.session.setSignedIn = setSignedIn;
  const [actors] = useState<RealtimeActors>(() => ({
    ...fakes.actors,
    connect: connectOver(fakes.transport),
  }));
  return (
    <RealtimeProvider
      signedIn={signedIn}
      actors={actors}
      tabLock={fakes.lock}
      logError={fakes.logged}
    >
      <Page fakes={fakes} />
    </RealtimeProvider>
  );
}

/** Lets the connect handler's subscription settle. */
async function broker(step: (transport: ScriptedTransport) => void, { fakes }: Context) {
  await act(async () => {
    step(fakes.transport);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

const click =
  (name: string) =>
  async (_event: AnyEventObject, { user }: Context) => {
    await user.click(screen.getByRole('button', { name }));
  };

const signIn =
  (value: boolean) =>
  async (_event: AnyEventObject, { fakes }: Context) => {
    await act(async () => fakes.session.setSignedIn(value));
  };

const LOGGED = new Set<string>([
  E.credentialsFailed.type,
  'transport.error',
  'transport.discarded',
  E.connectTimeout.type,
  E.reconnectTimeout.type,
]);

function realtimeDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => {
      const locks = createInMemoryLocks();
      return {
        ...deferredActors<FetchOnly>(['fetchCredentials']),
        transport: createScriptedTransport(),
        lock: createTabLock({ locks }),
        otherTab: createTabLock({ locks }),
        logged: vi.fn<(message: string) => void>(),
        received: [],
        actor: { current: null },
        session: { setSignedIn: () => {} },
      };
    },
    render: (fakes) => <App fakes={fakes} />,
    delays: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectPeriod: RECONNECT_PERIOD_MS },
    gestures: {
      'realtime.start': signIn(true),
      'realtime.stop': signIn(false),
      'transport.connected': (_e, c) => broker((t) => t.latest().accept(), c),
      'transport.closed': (_e, c) => broker((t) => t.latest().drop(), c),
      'transport.error': (event, c) =>
        broker((t) => (event.refused ? t.latest().refuse() : t.latest().fail(event.message)), c),
      'transport.message': (event, c) => broker((t) => t.latest().publish(event.message), c),
      'transport.discarded': (_e, c) => broker((t) => t.latest().publish('{not json'), c),
      // The other tab's steal is granted after this tab's request has been rejected.
      'tab.superseded': async (_event, { fakes }) => {
        await act(() => fakes.otherTab.claim());
      },
      'tab.useHere': click(T.useHere),
      'tab.dismiss': click(T.cancel),
    },
    expectState: (state, { fakes, path, step }) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(realtimeShows as never, state, screen);
      const view = connectRealtime(state as never);
      const history = path.steps.slice(0, step + 1);
      const actor = fakes.actor.current;
      if (actor) expect(actor.getSnapshot().value).toEqual(state.value);
      else expect(['idle', 'stopped']).toContain(state.value);

      // Behind an open dialog the page is hidden from assistive tech, but still shows.
      const status = screen.getByRole('status', { hidden: true });
      expect(status).toHaveTextContent(view.status === 'connected' ? T.connected : T.disconnected);
      if (view.status === 'connecting') expect(status).toHaveTextContent(T.detail.connecting);
      if (view.status === 'reconnecting') expect(status).toHaveTextContent(T.detail.reconnecting);

      const dialog = screen.queryByRole('dialog', { name: T.dialogTitle });
      if (view.dialogOpen) {
        expect(dialog).not.toBeNull();
        expect(within(dialog!).getByText(T.dialogBody)).toBeVisible();
        expect(within(dialog!).getByRole('button', { name: T.useHere })).toHaveFocus();
      } else {
        expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0);
        const badgeButton = screen.queryByRole('button', { name: T.useHere });
        expect(Boolean(badgeButton)).toBe(view.canUseHere);
      }

      // Exactly one connection while the machine is in its link; none once superseded.
      const linked = state.matches({ active: 'link' } as never);
      expect(fakes.transport.openCount()).toBe(linked ? 1 : 0);
      if (state.matches({ active: { link: 'connected' } } as never)) {
        expect(fakes.transport.latest().subscriptions).toEqual([
          fakes.transport.latest().credentials.topic,
        ]);
      }
      // This tab owns the connection exactly while it is active.
      expect(fakes.lock.holds()).toBe(state.matches('active' as never));

      const published = history.filter((s) => s.event.type === 'transport.message');
      const distinct = new Set(published.map((s) => deliveryKeyOf(s.event.message)));
      expect(fakes.received).toHaveLength(distinct.size);
      expect(fakes.logged).toHaveBeenCalledTimes(
        history.filter((s) => LOGGED.has(s.event.type)).length,
      );
    },
  };
}

describe('realtime paths through RealtimeProvider', () => {
  const paths = pathsOfSpec(realtimePaths);
  const cases = paths.map((path) => ({
    title: describePath(path, realtimePaths),
    path,
  }));
  it.each(cases)('$title', async ({ path }) => {
    const fakes = await replayThroughView(path, realtimeDriver());
    fakes.lock.close();
    fakes.otherTab.close();
  });
});
