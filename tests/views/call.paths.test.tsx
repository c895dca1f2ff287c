// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  CALL_WALK_INPUT,
  callPaths,
  callWithoutLoginPaths,
  CALL_EVENTS as E,
} from '../../machines/call/call.paths.ts';
import { callShows } from '../../machines/call/call.shows.ts';
import {
  type CallActors,
  type CallInput,
  connectCall,
  RING_TIME_MS,
} from '../../machines/call/index.ts';
import { formatTimer } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  type CallActorRef,
  CallPopup,
  endedSentence,
  CALL_TEXTS as T,
  useCallMachine,
} from '../../src/features/call/index.ts';
import {
  type SessionActorRef,
  SessionGuard,
  useSessionActor,
} from '../../src/features/session/index.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import {
  createTelephonySimulator,
  type TelephonySimulator,
} from '../../src/platform/telephony/simulator.ts';
import { sessionTabs } from '../support/crossTabs.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { describePath } from '../support/describePath.ts';
import { pathsOfSpec } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';

/* The call machine's generated paths, replayed through the real CallPopup inside the real
   SessionGuard: the buttons by user events, the line played by the telephony simulator (steered
   by hand, as its dev panel does), the dial settled by hand, time on fake timers. */

const LOGIN = { username: 'agent_7', password: 's3cret-Pa55' };

type PlaceOnly = Pick<CallActors, 'placeCall'>;
type Fakes = DeferredActors<PlaceOnly> & {
  simulator: TelephonySimulator;
  alert: ReturnType<typeof vi.fn<(message: string) => void>>;
  call: { current: CallActorRef | null };
  session: { current: SessionActorRef | null };
  input: CallInput;
};
type Context = ReplayContext<Fakes>;

function Call({ fakes }: { fakes: Fakes }) {
  fakes.session.current = useSessionActor();
  const wired = useCallMachine({
    telephony: fakes.simulator,
    credentials: () => LOGIN,
    alert: fakes.alert,
  });
  // Only the dial is a hand-settled fake; the line is the app's, over the simulator.
  const [machine] = useState(() =>
    wired.provide({ actors: { placeCall: fakes.actors.placeCall } }),
  );
  const actor = useActorRef(machine, { input: fakes.input });
  fakes.call.current = actor;
  return <CallPopup actorRef={actor} storage={createMemoryStorage()} />;
}

function App({ fakes }: { fakes: Fakes }) {
  const [bus] = useState(() => sessionTabs(1)[0]!);
  return (
    <SessionGuard onSignedOut={() => {}} bus={bus} watchActivity={() => () => {}}>
      <Call fakes={fakes} />
    </SessionGuard>
  );
}

const line =
  (steer: (simulator: TelephonySimulator, event: AnyEventObject) => void) =>
  async (event: AnyEventObject, { fakes }: Context) => {
    act(() => steer(fakes.simulator, event));
  };

const press =
  (name: string) =>
  async (_event: AnyEventObject, { user }: Context) => {
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name }));
  };

function callDriver(input: CallInput): ViewDriver<Fakes> {
  return {
    fakes: () => ({
      ...deferredActors<PlaceOnly>(['placeCall']),
      // Nothing happens on the line unless the walk says so.
      simulator: createTelephonySimulator({
        script: { outcome: 'noAnswer', ringAfterMs: 1e9 },
      }),
      alert: vi.fn<(message: string) => void>(),
      call: { current: null },
      session: { current: null },
      input,
    }),
    render: (fakes) => <App fakes={fakes} />,
    delays: { ringTime: RING_TIME_MS, tick: 1_000 },
    gestures: {
      // The service places the call: the simulated line is dialled, then the dial resolves.
      [E.placed.type]: async (event, { fakes }) => {
        await act(async () => {
          await fakes.simulator.login(LOGIN);
          await fakes.simulator.dial(input.number);
          const dial = fakes.latest('placeCall');
          dial.resolve(event.output);
          await dial.promise;
        });
      },
      'telephony.ringing': line((s) => s.ring()),
      'telephony.answered': line((s) => s.answer()),
      'telephony.ended': line((s, event) =>
        event.by === 'remote' ? s.remoteHangUp() : s.hangUp(),
      ),
      'telephony.failed': line((s, event) => {
        if (event.reason === 'busy') s.busy();
        else if (event.reason === 'network') s.dropNetwork();
        else s.fail();
      }),
      'call.hold': press(T.hold),
      'call.unhold': press(T.hold),
      'call.mute': press(T.mute),
      'call.unmute': press(T.mute),
      'call.end': press(T.end),
    },
    expectState: (state, { fakes, path, step }) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(callShows as never, state, screen);
      const view = connectCall(state as never);
      expect(fakes.call.current!.getSnapshot().value).toEqual(state.value);
      const dialog = screen.queryByRole('dialog');
      const simulated = fakes.simulator.getState();

      if (view.open) {
        expect(dialog).toHaveAccessibleName(`${T.title} ${input.number}`);
        const popup = within(dialog!);
        if (view.timer === null) {
          expect(popup.getByRole('status')).toHaveTextContent(
            view.status === 'ringing' ? T.status.ringing : T.status.connecting,
          );
          expect(popup.queryByRole('timer')).toBeNull();
        } else {
          const ticks = path.steps.slice(1, step + 1).filter((s) => s.event.type === E.tick.type);
          expect(popup.getByRole('timer')).toHaveTextContent(formatTimer(ticks.length));
        }
        for (const [name, pressed] of [
          [T.hold, view.held],
          [T.mute, view.muted],
        ] as const) {
          const button = popup.getByRole('button', { name });
          expect(button).toHaveAttribute('aria-pressed', String(pressed));
          if (view.canHoldOrMute) expect(button).toBeEnabled();
          else expect(button).toBeDisabled();
        }
        expect(popup.queryByText(T.onHold)).toSatisfy((el) => Boolean(el) === view.held);
        expect(popup.queryByText(T.muted)).toSatisfy((el) => Boolean(el) === view.muted);
        expect(popup.getByRole('button', { name: T.end })).toBeEnabled();
        // The line follows the buttons.
        if (view.status === 'answered') {
          expect(simulated).toMatchObject({ held: view.held, muted: view.muted });
        }
      } else {
        // Ended closes the popup, and the line is free.
        expect(dialog).toBeNull();
        expect(simulated.line).toBe('idle');
        if (view.message) {
          expect(screen.getByRole('alert')).toHaveTextContent(messages.calls.telecmiLoginMissing);
          expect(fakes.alert).toHaveBeenCalledExactlyOnceWith(view.message);
        } else {
          expect(screen.getByRole('status')).toHaveTextContent(
            endedSentence(view.outcome!, view.reason, formatTimer(view.durationSec)),
          );
          expect(fakes.alert).not.toHaveBeenCalled();
        }
      }
      // The telephony login is never on screen.
      expect(document.body.innerHTML).not.toContain(LOGIN.password);
      // No session timeout while the line is taken.
      const onCall = fakes.session.current!.getSnapshot().matches({ signedIn: 'onCall' });
      expect(onCall).toBe(view.open);
    },
  };
}

describe.each([
  { name: 'with a telephony login', spec: callPaths, input: CALL_WALK_INPUT },
  {
    name: 'without a telephony login',
    spec: callWithoutLoginPaths,
    input: { ...CALL_WALK_INPUT, hasTelephonyLogin: false },
  },
])('call paths through CallPopup, $name', ({ spec, input }) => {
  const paths = pathsOfSpec(spec);
  const cases = paths.map((path) => ({ title: describePath(path, spec), path }));
  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, callDriver(input));
  });
});
