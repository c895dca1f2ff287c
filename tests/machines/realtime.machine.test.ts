import { describe, expect, it } from 'vitest';
import { type AnyEventObject, transition } from 'xstate';
import {
  connectRealtime,
  type RealtimeCredentials,
  realtimeMachine,
  SAMPLE_CREDENTIALS,
} from '../../machines/realtime/index.ts';
import { REALTIME_EVENTS as E, realtimePaths } from '../../machines/realtime/realtime.paths.ts';
import { coverageSummary } from '../support/coverage.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof realtimeMachine.transition>;

const LINK_STATES = ['connecting', 'reconnecting', 'connected'] as const;

function leafOf(state: Snapshot): string {
  for (const link of LINK_STATES) if (state.matches({ active: { link } })) return link;
  if (state.matches({ active: 'fetchingCredentials' })) return 'fetchingCredentials';
  if (state.matches({ active: 'disconnected' })) return 'disconnected';
  return String(state.value);
}

/** The broker login the path should hold: the last one fetched, unless refused since. */
function expectedCredentials(history: readonly PathStep[]): RealtimeCredentials | null {
  let credentials: RealtimeCredentials | null = null;
  for (const { event } of history) {
    if (event.type === E.credentials.type) credentials = event.output as RealtimeCredentials;
    if (event.type === 'transport.error' && event.refused) credentials = null;
  }
  return credentials;
}

const STATUS_OF: Record<string, string> = {
  fetchingCredentials: 'connecting',
  connecting: 'connecting',
  reconnecting: 'reconnecting',
  connected: 'connected',
};

const { paths, coverage } = describeMachinePaths('realtime', realtimePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const leaf = leafOf(state);
  const view = connectRealtime(state);

  // The header's words follow the state; every other state reads as disconnected.
  expect(view.status).toBe(STATUS_OF[leaf] ?? 'disconnected');
  // The warning shows exactly while another tab has taken over and the user has not chosen.
  expect(view.dialogOpen).toBe(leaf === 'supersededByOtherTab');
  expect(view.canUseHere).toBe(leaf === 'supersededByOtherTab' || leaf === 'parked');

  // A connection exists only in the link, and never without a login.
  const linked = (LINK_STATES as readonly string[]).includes(leaf);
  expect(Boolean(state.children.connect)).toBe(linked);
  expect(state.context.credentials).toEqual(expectedCredentials(history));
  if (linked) expect(state.context.credentials).toEqual(SAMPLE_CREDENTIALS);
  expect(Boolean(state.children.fetchCredentials)).toBe(leaf === 'fetchingCredentials');

  // Reconnecting follows a wait, never a user's choice; only a waiting state has a retry timer.
  const previous = history.at(-2);
  if (leaf === 'reconnecting' && history.at(-1)!.event.type === E.reconnectPeriod.type) {
    expect(previous && leafOf(previous.state as Snapshot)).toBe('disconnected');
  }
  expect(state.can(E.reconnectPeriod as AnyEventObject as never)).toBe(leaf === 'disconnected');
  // A tab that another tab superseded, or that was told Cancel, stays quiet.
  if (leaf === 'supersededByOtherTab' || leaf === 'parked') {
    expect(state.can(E.connected as never)).toBe(false);
    expect(state.can(E.useHere as never)).toBe(true);
  }

  // Every connection catches up: events published before it may be lost to it.
  const last = history.at(-1)!;
  if (previous) {
    const [, actions] = transition(
      realtimeMachine,
      previous.state as Snapshot,
      last.event as never,
    );
    const caughtUp = actions.some((action) => action.type === 'catchUp');
    expect(caughtUp).toBe(last.event.type === E.connected.type);
  }

  expect(state.status).toBe(leaf === 'stopped' ? 'done' : 'active');
});

describe('realtime coverage', () => {
  it('reaches every state and transition', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 11, total: 11 },
      transitions: { covered: 21, total: 21 },
    });
  });
});
