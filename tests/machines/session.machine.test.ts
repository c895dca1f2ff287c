import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { afterEvent } from '../../machines/pathSpec.ts';
import {
  connectSession,
  INACTIVITY_LIMIT_MS,
  msUntilNextSecond,
  msUntilWarning,
  type SessionEndReason,
  type SessionInput,
  secondsLeft,
  sessionMachine,
  WARNING_MS,
} from '../../machines/session/index.ts';
import { sessionPaths } from '../../machines/session/session.paths.ts';
import { messages } from '../../src/domain/messages.ts';
import { watchActivity } from '../../src/platform/activity.ts';
import { coverageSummary } from '../support/coverage.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof sessionMachine.transition>;

const UNTIL_WARNING = afterEvent('untilWarning', 'session.signedIn.active').type;
const TICK = afterEvent('tick', 'session.signedIn.warning').type;

/**
 * The seconds a person would see, worked out from the story of the path alone: 60 when the
 * warning opens on time, one less per on-time second, and what was left when a late timer fired.
 */
function expectedSeconds(history: readonly PathStep[]): number | null {
  let shown: number | null = null;
  for (const { event } of history.slice(1)) {
    const late = typeof event.leftMs === 'number' ? Math.ceil(event.leftMs / 1000) : null;
    if (event.type === UNTIL_WARNING) shown = late ?? WARNING_MS / 1000;
    else if (event.type === TICK) shown = late ?? (shown ?? 0) - 1;
    else if (event.type !== 'session.signOut' && event.type !== 'session.remoteSignOut') {
      shown = null;
    }
  }
  return shown;
}

function expectedReason(state: Snapshot, history: readonly PathStep[]): SessionEndReason | null {
  if (state.matches('expired')) return 'timeout';
  if (!state.matches('signedOut')) return null;
  const last = history[history.length - 1]!.event.type;
  return last === 'session.remoteSignOut' ? 'remote' : 'user';
}

const { paths, coverage } = describeMachinePaths('session', sessionPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectSession(state);
  const { context } = state;
  const warning = state.matches({ signedIn: 'warning' });

  expect(view.dialogOpen).toBe(warning);
  expect(view.secondsLeft).toBe(warning ? expectedSeconds(history) : null);
  if (warning) {
    expect(view.secondsLeft).toBeGreaterThanOrEqual(1);
    expect(view.secondsLeft).toBeLessThanOrEqual(60);
    expect(view.message).toBe(messages.auth.sessionExpiresIn(view.secondsLeft!));
  } else {
    expect(view.message).toBeNull();
  }

  // Every deadline is the limit after the last activity (or call end, or start).
  expect(context.deadline - context.lastActivityAt).toBe(INACTIVITY_LIMIT_MS);
  if (state.matches({ signedIn: 'active' })) expect(context.now).toBeLessThan(context.deadline);

  // During a call no timer can end the session.
  expect(view.onCall).toBe(state.matches({ signedIn: 'onCall' }));
  if (view.onCall) {
    expect(state.can({ type: UNTIL_WARNING } as never)).toBe(false);
    expect(state.can({ type: TICK } as never)).toBe(false);
    expect(state.can({ type: 'activity' })).toBe(false);
  }

  const reason = expectedReason(state, history);
  expect(view.ended).toBe(reason);
  expect(state.status).toBe(reason ? 'done' : 'active');
  if (reason) expect(state.output).toEqual({ reason });
});

describe('session rules', () => {
  const deadline = 1_000_000;
  it('rounds the seconds shown up, so the last second shows 1 and zero means signed out', () => {
    expect(secondsLeft(deadline, deadline - 60_000)).toBe(60);
    expect(secondsLeft(deadline, deadline - 59_500)).toBe(60);
    expect(secondsLeft(deadline, deadline - 500)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });
  it('times the next tick to when the number changes', () => {
    expect(msUntilNextSecond(deadline, deadline - 60_000)).toBe(1_000);
    expect(msUntilNextSecond(deadline, deadline - 29_500)).toBe(500);
    expect(msUntilNextSecond(deadline, deadline + 1)).toBe(0);
    expect(msUntilWarning(deadline, 60_000, deadline - 90_000)).toBe(30_000);
    expect(msUntilWarning(deadline, 60_000, deadline - 10_000)).toBe(0);
  });
});

describe('session coverage', () => {
  it('reaches every state and transition', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 6, total: 6 },
      transitions: { covered: 13, total: 13 },
    });
  });
});

describe('session on a fake clock', () => {
  const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
  let signOut: Mock<(reason: SessionEndReason) => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    signOut = vi.fn<(reason: SessionEndReason) => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(input?: SessionInput) {
    const machine = sessionMachine.provide({
      actions: { signOut: (_, params) => signOut(params.reason) },
    });
    const actor = createActor(machine, { input }).start();
    const view = () => connectSession(actor.getSnapshot());
    const send = (event: AnyEventObject) => actor.send(event as never);
    return { actor, view, send };
  }

  it('opens the warning 60 s before the 12-hour limit, showing 60', () => {
    const { view } = start();
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - WARNING_MS - 1);
    expect(view().dialogOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view()).toMatchObject({ dialogOpen: true, secondsLeft: 60 });
    expect(view().message).toBe('Your session will expire in 60 seconds');
  });

  it('counts 60 … 1 once a second, then signs out at zero for timeout', () => {
    const { actor, view } = start({ inactivityLimitMs: 90_000, warningMs: 60_000 });
    vi.advanceTimersByTime(30_000);
    const shown: number[] = [];
    for (let i = 0; i < 60; i++) {
      shown.push(view().secondsLeft!);
      vi.advanceTimersByTime(1_000);
    }
    expect(shown).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'timeout' });
    expect(signOut).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('shows the time left, not the ticks counted, when a background tab fires late', () => {
    const { view } = start({ inactivityLimitMs: 90_000, warningMs: 60_000 });
    vi.advanceTimersByTime(30_000);
    expect(view().secondsLeft).toBe(60);
    // Throttled: the clock jumps 29 s with no timer firing, then the pending tick fires.
    vi.setSystemTime(Date.now() + 29_000);
    vi.advanceTimersByTime(1_000);
    expect(view().secondsLeft).toBe(30);
    vi.advanceTimersByTime(1_000);
    expect(view().secondsLeft).toBe(29);
  });

  it('signs out at once when the warning timer fires after the deadline (a sleeping laptop)', () => {
    const { actor } = start({ inactivityLimitMs: 10_000, warningMs: 5_000 });
    vi.setSystemTime(T0 + 60_000);
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(signOut).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('starts the clock again on activity, and Stay signed in closes the warning', () => {
    const { actor, view, send } = start({ inactivityLimitMs: 10_000, warningMs: 5_000 });
    vi.advanceTimersByTime(3_000);
    expect(actor.getSnapshot().can({ type: 'session.stay' })).toBe(false);
    send({ type: 'activity', at: Date.now() });
    vi.advanceTimersByTime(4_999);
    expect(view().dialogOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view().dialogOpen).toBe(true);
    send({ type: 'activity', at: Date.now() });
    expect(view().dialogOpen).toBe(false);
    expect(actor.getSnapshot().context.deadline).toBe(Date.now() + 10_000);
    vi.advanceTimersByTime(6_000);
    expect(view().dialogOpen).toBe(true);
    send({ type: 'session.stay' });
    expect(view().dialogOpen).toBe(false);
    expect(actor.getSnapshot().context.deadline).toBe(Date.now() + 10_000);
  });

  it('lets activity in another tab reset the clock, but not a stale report', () => {
    const { actor, view, send } = start({ inactivityLimitMs: 10_000, warningMs: 5_000 });
    vi.advanceTimersByTime(6_000);
    expect(view().secondsLeft).toBe(4);
    send({ type: 'activity.remote', at: T0 - 1 });
    expect(view().dialogOpen).toBe(true);
    send({ type: 'activity.remote', at: Date.now() - 200 });
    expect(view().dialogOpen).toBe(false);
    expect(actor.getSnapshot().context.deadline).toBe(Date.now() - 200 + 10_000);
  });

  it('throttles activity to one report a second', () => {
    const { actor, send } = start({ inactivityLimitMs: 10_000, warningMs: 5_000 });
    const target = new EventTarget();
    const document = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    const reports: number[] = [];
    const stop = watchActivity(
      (at) => {
        reports.push(at);
        send({ type: 'activity', at });
      },
      { target, document },
    );
    for (let i = 0; i < 10; i++) {
      target.dispatchEvent(new Event(i % 2 ? 'pointerdown' : 'keydown'));
      vi.advanceTimersByTime(150);
    }
    expect(reports).toEqual([T0, T0 + 1_050]);
    vi.advanceTimersByTime(600);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reports).toEqual([T0, T0 + 1_050, T0 + 2_100]);
    expect(actor.getSnapshot().context.lastActivityAt).toBe(T0 + 2_100);
    stop();
    target.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(2_000);
    target.dispatchEvent(new Event('touchstart'));
    expect(reports).toHaveLength(3);
  });

  it('never times out during a call, however long', () => {
    const { actor, view, send } = start();
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 10_000);
    expect(view().dialogOpen).toBe(true);
    send({ type: 'call.started' });
    expect(view()).toMatchObject({ dialogOpen: false, onCall: true });
    vi.advanceTimersByTime(3 * INACTIVITY_LIMIT_MS);
    expect(actor.getSnapshot().status).toBe('active');
    expect(view().onCall).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('restarts the full limit from the end of a call', () => {
    const { actor, view, send } = start({ inactivityLimitMs: 10_000, warningMs: 5_000 });
    send({ type: 'call.started' });
    vi.advanceTimersByTime(60_000);
    send({ type: 'call.ended' });
    const ended = Date.now();
    expect(actor.getSnapshot().context).toMatchObject({
      lastActivityAt: ended,
      deadline: ended + 10_000,
    });
    vi.advanceTimersByTime(4_999);
    expect(view().dialogOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(view()).toMatchObject({ dialogOpen: true, secondsLeft: 5 });
  });

  it('ends for the user or for another tab, with the reason', () => {
    for (const [type, reason] of [
      ['session.signOut', 'user'],
      ['session.remoteSignOut', 'remote'],
    ] as const) {
      signOut.mockClear();
      const { actor, send } = start();
      send({ type });
      expect(actor.getSnapshot().output).toEqual({ reason });
      expect(signOut).toHaveBeenCalledExactlyOnceWith(reason);
    }
  });
});
