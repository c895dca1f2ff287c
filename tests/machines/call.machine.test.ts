import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise } from 'xstate';
import {
  callPaths,
  callWithoutLoginPaths,
  CALL_EVENTS as E,
} from '../../machines/call/call.paths.ts';
import { callShows } from '../../machines/call/call.shows.ts';
import {
  CALL_SAMPLE_ID,
  CALL_SAMPLE_NUMBER,
  type CallEndReason,
  type CallOutcome,
  type CallResult,
  callResult,
  connectCall,
  elapsedSeconds,
  isUnusableLogin,
  msUntilNextSecond,
  RING_TIME_MS,
  type TelephonyCommand,
} from '../../machines/call/index.ts';
import type { PathSpec } from '../../machines/pathSpec.ts';
import { formatTimer } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  type Coverage,
  coverageOf,
  expectFullCoverage,
  transitionKeys,
  unionCoverage,
} from '../support/coverage.ts';
import { describePath } from '../support/describePath.ts';
import { type PathStep, pathsOfSpec } from '../support/paths.ts';
import { expectControlsAgree, undeclaredLeafStates } from '../support/shows.ts';
import { withSilentActors } from '../support/silentActors.ts';

type Snapshot = ReturnType<typeof callPaths.machine.transition>;

/**
 * What a person expects from the story of a path alone (not read from the machine): the stage,
 * the toggles, the seconds on the timer and, once over, the outcome and its reason.
 */
type Expected = {
  stage: 'connecting' | 'ringing' | 'answered' | 'ended';
  placed: boolean;
  ticks: number;
  held: boolean;
  muted: boolean;
  outcome: CallOutcome | null;
  reason: CallEndReason | null;
  commands: TelephonyCommand['type'][];
};

function expectedFrom(history: readonly PathStep[], hasLogin: boolean): Expected {
  const x: Expected = {
    stage: hasLogin ? 'connecting' : 'ended',
    placed: false,
    ticks: 0,
    held: false,
    muted: false,
    outcome: hasLogin ? null : 'notAllowed',
    reason: hasLogin ? null : 'noTelephonyLogin',
    commands: [],
  };
  const end = (outcome: CallOutcome, reason: CallEndReason) => {
    x.stage = 'ended';
    x.outcome = outcome;
    x.reason = reason;
  };
  const answered = () => x.stage === 'answered';
  for (const { event } of history.slice(1)) {
    switch (event.type) {
      case E.placed.type:
        x.placed = true;
        break;
      case E.notPlaced.type:
        if (event.error.code === 'loginRefused') end('notAllowed', 'loginRefused');
        else end('failed', 'notPlaced');
        break;
      case 'telephony.ringing':
        if (x.stage === 'connecting') x.stage = 'ringing';
        break;
      case 'telephony.answered':
        x.stage = 'answered';
        break;
      case 'telephony.ended':
        if (answered())
          end(
            event.by === 'remote' ? 'remoteHangup' : 'completed',
            event.by === 'remote' ? 'remoteHungUp' : 'hungUp',
          );
        else end('noAnswer', event.by === 'remote' ? 'rejected' : 'cancelled');
        break;
      case 'telephony.failed':
        if (event.reason === 'network') end('dropped', 'network');
        else end('failed', event.reason);
        break;
      case 'call.end':
        if (answered()) end('completed', 'hungUp');
        else end('noAnswer', 'cancelled');
        break;
      case E.ringTime.type:
        end('noAnswer', 'ringTime');
        break;
      case E.tick.type:
        x.ticks += 1;
        break;
      case 'call.hold':
      case 'call.unhold':
        x.held = event.type === 'call.hold';
        x.commands.push(event.type === 'call.hold' ? 'hold' : 'unhold');
        break;
      case 'call.mute':
      case 'call.unmute':
        x.muted = event.type === 'call.mute';
        x.commands.push(event.type === 'call.mute' ? 'mute' : 'unmute');
        break;
    }
  }
  return x;
}

function checkState(state: Snapshot, history: readonly PathStep[], hasLogin: boolean) {
  const x = expectedFrom(history, hasLogin);
  const view = connectCall(state);
  const live = x.stage !== 'ended';

  expect(view.open).toBe(live);
  expect(view.canEnd).toBe(live);
  expect(view.status).toBe(x.stage);
  expect(view.number).toBe(CALL_SAMPLE_NUMBER);
  // Hold and mute only on an answered call; the timer counts whole seconds since the answer.
  expect(view.canHoldOrMute).toBe(x.stage === 'answered');
  expect(view.timer).toBe(x.stage === 'answered' ? formatTimer(x.ticks) : null);
  expect(view.held).toBe(x.stage === 'answered' && x.held);
  expect(view.muted).toBe(x.stage === 'answered' && x.muted);
  expect(state.context.callId).toBe(x.placed ? CALL_SAMPLE_ID : null);

  expect(view.outcome).toBe(x.outcome);
  expect(view.reason).toBe(x.reason);
  expect(view.message).toBe(x.outcome === 'notAllowed' ? messages.calls.telecmiLoginMissing : null);
  expect(state.status).toBe(live ? 'active' : 'done');
  if (!live) {
    const output: CallResult = {
      outcome: x.outcome!,
      callId: x.placed ? CALL_SAMPLE_ID : null,
      durationSec: x.ticks,
      reason: x.reason!,
    };
    expect(state.output).toEqual(output);
    expect(view.durationSec).toBe(x.ticks);
  }
}

const walks = [
  { name: 'with a telephony login', spec: callPaths, hasLogin: true },
  { name: 'without a telephony login', spec: callWithoutLoginPaths, hasLogin: false },
] as const;

/**
 * What the machine covers while it starts: the first state checks the telephony login and
 * leaves at once, before any snapshot shows it, and coverageOf only hears the actor once
 * created. Read from this actor's own inspection stream instead.
 */
function startCoverage(spec: PathSpec): Coverage {
  const logic = withSilentActors(spec.machine);
  const keys = transitionKeys(logic);
  const taken = new Set<string>();
  const actor = createActor(logic, {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        const key = keys.get(transition);
        if (key) taken.add(key);
      }
    },
  });
  actor.start().stop();
  const sources = new Set([...taken].map((key) => key.split(' —')[0]));
  return {
    machineId: logic.id,
    states: [...keys.values()]
      .map((key) => key.split(' —')[0]!)
      .filter((id, i, all) => all.indexOf(id) === i)
      .map((key) => ({ key, covered: sources.has(key) })),
    transitions: [...keys.values()].map((key) => ({ key, covered: taken.has(key) })),
    perPath: [],
  };
}

const walked = walks.map((walk) => {
  const paths = pathsOfSpec(walk.spec);
  return { ...walk, paths, coverage: coverageOf(walk.spec.machine, paths) };
});

describe.each(walked)('call $name: generated paths', ({ spec, paths, hasLogin }) => {
  const cases = paths.map((path) => ({ title: describePath(path, spec), path }));

  it.each(cases)('$title', ({ path }) => {
    path.steps.forEach((step, i) => {
      expectControlsAgree(callShows as never, step.state);
      checkState(step.state as Snapshot, path.steps.slice(0, i + 1), hasLogin);
    });
  });

  it.each(cases)('side effects: $title', ({ path }) => {
    replayWithSpies(spec, path.events, hasLogin);
  });
});

/**
 * Replays a path on a running actor with recording fakes: the session hears of the call exactly
 * once each way, the line gets the toggles, is released when the call ends, and the not-allowed
 * text goes to the alert service.
 */
function replayWithSpies(spec: PathSpec, events: readonly AnyEventObject[], hasLogin: boolean) {
  const started = vi.fn();
  const ended = vi.fn();
  const alerted = vi.fn<(message: string) => void>();
  const commands: string[] = [];
  const released = vi.fn();
  const machine = spec.machine.provide({
    actors: {
      placeCall: fromPromise(() => new Promise<never>(() => {})),
      telephony: fromCallback<TelephonyCommand>(({ receive }) => {
        receive((command) => commands.push(command.type));
        return released;
      }),
    },
    actions: {
      notifyCallStarted: started,
      notifyCallEnded: ended,
      alertNotAllowed: (_: unknown, params: { message: string }) => alerted(params.message),
    },
  } as never);
  const actor = createActor(machine).start();
  for (const event of events) actor.send(event as never);
  const history = [{ event: { type: 'xstate.init' } }, ...events.map((event) => ({ event }))];
  const x = expectedFrom(history as PathStep[], hasLogin);
  const live = x.stage !== 'ended';

  expect(started).toHaveBeenCalledTimes(hasLogin ? 1 : 0);
  expect(ended).toHaveBeenCalledTimes(hasLogin && !live ? 1 : 0);
  expect(released).toHaveBeenCalledTimes(hasLogin && !live ? 1 : 0);
  expect(commands).toEqual(x.commands);
  if (x.outcome === 'notAllowed') {
    expect(alerted).toHaveBeenCalledExactlyOnceWith(messages.calls.telecmiLoginMissing);
  } else {
    expect(alerted).not.toHaveBeenCalled();
  }
  actor.stop();
}

describe('call coverage', () => {
  it('declares what every leaf state shows', () => {
    expect(undeclaredLeafStates(callShows as never)).toEqual([]);
  });

  const coverage = unionCoverage([
    ...walked.map((w) => w.coverage),
    ...walks.map((w) => startCoverage(w.spec)),
  ]);

  it('covers every state and every transition, both walks together', () => {
    expectFullCoverage(coverage);
  });

  it('counts what it covers', () => {
    const count = (items: Coverage['states']) => items.filter((item) => item.covered).length;
    expect({
      states: `${count(coverage.states)}/${coverage.states.length}`,
      transitions: `${count(coverage.transitions)}/${coverage.transitions.length}`,
    }).toEqual({ states: '20/20', transitions: '21/21' });
  });
});

describe('call rules', () => {
  it('counts whole seconds since the answer, never below zero', () => {
    expect(elapsedSeconds(1_000, 1_999)).toBe(0);
    expect(elapsedSeconds(1_000, 2_000)).toBe(1);
    expect(elapsedSeconds(1_000, 76_500)).toBe(75);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });

  it('times the next tick to the next whole second since the answer', () => {
    expect(msUntilNextSecond(1_000, 1_000)).toBe(1_000);
    expect(msUntilNextSecond(1_000, 2_300)).toBe(700);
    expect(msUntilNextSecond(1_000, 500)).toBe(500);
  });

  it('rings for 60 s by default (spec part 1 §9)', () => {
    expect(RING_TIME_MS).toBe(60_000);
  });

  it('treats a missing or refused telephony login as not allowed, and nothing else', () => {
    expect(isUnusableLogin({ code: 'loginMissing' })).toBe(true);
    expect(isUnusableLogin({ code: 'loginRefused' })).toBe(true);
    expect(isUnusableLogin({ code: 'loginTimeout' })).toBe(false);
    expect(isUnusableLogin(new Error('loginRefused'))).toBe(false);
    expect(isUnusableLogin(null)).toBe(false);
  });

  it('reports no duration for a call that was never answered', () => {
    const base = {
      number: '9876543210',
      hasTelephonyLogin: true,
      ringTimeMs: RING_TIME_MS,
      callId: 'x',
      now: 70_000,
      answeredAt: null,
      endedAt: 70_000,
      outcome: 'noAnswer' as const,
      reason: 'ringTime' as const,
    };
    expect(callResult(base)).toEqual({
      outcome: 'noAnswer',
      callId: 'x',
      durationSec: 0,
      reason: 'ringTime',
    });
    expect(
      callResult({ ...base, answeredAt: 10_000, outcome: 'completed', reason: 'hungUp' }),
    ).toMatchObject({ durationSec: 60 });
  });
});
