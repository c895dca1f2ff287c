import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  atProgress,
  CALL_RESULTS,
  type CallResult,
  callResultText,
  connectSoftCall,
  EMPTY_QUEUE_MSG,
  type FeedbackPayload,
  hasCallId,
  type SoftCallEvent,
  type softCallMachine,
} from '../../machines/softCall/index.ts';
import {
  BLOCKED_DWELL,
  COUNTDOWN_TICK,
  SOFT_CALL_EVENTS as E,
  SOFT_CALL_SAMPLE as SAMPLE,
  softCallPaths,
} from '../../machines/softCall/softCall.paths.ts';
import { messages } from '../../src/domain/messages.ts';
import { coverageSummary } from '../support/coverage.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof softCallMachine.transition>;

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const events = (history: readonly PathStep[]) => history.slice(1).map((step) => step.event);
const lastOf = (history: readonly PathStep[], test: (event: AnyEventObject) => boolean) =>
  events(history).findLast(test);

/** The seconds a person would see, from the story of the path alone. */
function expectedSeconds(history: readonly PathStep[]): number | null {
  let shown: number | null = null;
  for (const event of events(history)) {
    const kept = event.type === `${DONE}loadSavedWork` && event.output.call === null;
    if (kept || event.type === `${ERROR}loadSavedWork`) shown = 10;
    else if (event.type === COUNTDOWN_TICK.type) {
      shown = typeof event.leftMs === 'number' ? Math.ceil(event.leftMs / 1000) : shown! - 1;
    }
  }
  return shown;
}

/** The events since the current case arrived (the last fetch that gave one). */
function sinceCase(history: readonly PathStep[]): AnyEventObject[] {
  const all = events(history);
  const start = all.findLastIndex(
    (event) => event.type === `${DONE}fetchNextSoftCall` && 'id' in event.output,
  );
  return all.slice(start + 1);
}

/** How the agent last asked about stopping during this case's call and feedback. */
function stopAsked(history: readonly PathStep[]): boolean {
  const last = sinceCase(history).findLast(
    (event) => event.type === 'loop.stop' || event.type === 'loop.continue',
  );
  return last?.type === 'loop.stop';
}

const { paths, coverage } = describeMachinePaths('softCall', softCallPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectSoftCall(state);
  const last = history[history.length - 1]!.event;
  const working = state.hasTag('working');

  // The case is shown from its arrival until it is saved or left, and only then.
  const fetched = lastOf(
    history,
    (e) => e.type === `${DONE}fetchNextSoftCall` && 'id' in e.output,
  )?.output;
  expect(view.call).toEqual(state.hasTag('case') ? fetched : null);
  expect(view.phase).toBe(
    state.hasTag('case') ? 'case' : typeof state.value === 'string' ? state.value : 'stopped',
  );

  // The countdown shows 'Calling in N secs', from 10 down, and only while the case waits.
  if (view.countdown) {
    expect(view.countdown.seconds).toBe(expectedSeconds(history));
    expect(view.countdown.seconds).toBeGreaterThanOrEqual(1);
    expect(view.countdown.seconds).toBeLessThanOrEqual(10);
    expect(view.countdown.label).toBe(messages.labels.callingIn(view.countdown.seconds));
    expect(view.countdown.paused).toBe(atProgress(state, { case: 'paused' }));
  } else {
    expect(atProgress(state, { case: 'counting' }) || atProgress(state, { case: 'paused' })).toBe(
      false,
    );
  }
  expect(view.canPause).toBe(atProgress(state, { case: 'counting' }));
  expect(view.canResume).toBe(atProgress(state, { case: 'paused' }));

  // The dial guard: a case the server says may not be called now is never counted down; it
  // says why in one line and the loop moves on past it.
  const thisCase = sinceCase(history);
  const permit = thisCase.findLast((e) => e.type === `${DONE}requestDialPermit`)?.output;
  if (atProgress(state, 'blocked')) {
    expect(view.blockedText).toBe(
      `Not calling now: ${permit && !permit.allowed ? permit.reason : fetched.dial_block}`,
    );
    expect(view.canSkip).toBe(true);
    if (!permit) {
      // Blocked from the start: no countdown ran for it.
      expect(fetched.dial_block).toBeTruthy();
      expect(thisCase.some((e) => e.type === COUNTDOWN_TICK.type)).toBe(false);
    }
  } else {
    expect(view.blockedText).toBeNull();
    expect(view.canSkip).toBe(false);
  }
  if (fetched?.dial_block && state.hasTag('case')) {
    // (Its feedback may still be due: a call made before a reload is never lost.)
    const dialling = atProgress(state, { working: { step: 'calling' } });
    expect(atProgress(state, 'case') || atProgress(state, 'permitting') || dialling).toBe(false);
  }
  if ((last.type === 'case.skip' || last.type === BLOCKED_DWELL.type) && state.matches('loading')) {
    // Moving on asks for the case after this one, in queue order.
    expect(state.context.afterId).toBe(fetched.id);
  }
  // Before every dial a permit is asked, with one key per case and countdown (kept on Retry).
  if (atProgress(state, 'permitting') || atProgress(state, 'permitFailed')) {
    expect(state.context.permitKey).toMatch(new RegExp(`^permit-${fetched.id}-\\d+$`));
    expect(state.context.desk).toBe('soft');
  }
  if (atProgress(state, 'permitting') && last.type === 'permit.retry') {
    expect(state.context.permitKey).toBe(history.at(-2)!.state.context.permitKey);
  }
  expect(view.permitError).toBe(atProgress(state, 'permitFailed') ? SAMPLE.permitFailed : null);
  expect(view.canRetryPermit).toBe(atProgress(state, 'permitFailed'));

  // A call starts at 0, or when the agent says so, once permitted; it runs in the child 'call'.
  if (atProgress(state, { working: { step: 'calling' } })) {
    expect(state.children).toHaveProperty('call');
    const began = history.findLastIndex(
      (step) => !atProgress(step.state, { working: { step: 'calling' } }),
    );
    // Never without a permit granted for this case.
    expect(history[began + 1]!.event).toEqual(E.permitted);
    const asked = history.findLastIndex(
      (step, i) =>
        i <= began &&
        !atProgress(step.state, 'permitting') &&
        !atProgress(step.state, 'permitFailed'),
    );
    const how = history[asked + 1]!.event;
    if (how.type === COUNTDOWN_TICK.type) {
      // At 0: the last second ran out, or a sleeping tab woke up past the deadline.
      if (typeof how.leftMs === 'number') expect(how.leftMs).toBeLessThanOrEqual(0);
      else expect(expectedSeconds(history.slice(0, asked + 1))).toBe(1);
    } else {
      expect(how.type).toBe('call.now');
    }
  }
  // Nothing interrupts a call or its feedback: no second call, no pause, no stop at once.
  if (working) {
    expect(state.can({ type: 'call.now' })).toBe(false);
    expect(state.can({ type: 'countdown.pause' })).toBe(false);
    expect(view.stopRequested).toBe(stopAsked(history));
    expect(view.canContinue).toBe(
      view.stopRequested && !atProgress(state, { working: { step: 'saveFailed' } }),
    );
  } else {
    expect(view.stopRequested).toBe(false);
  }
  // Only a case on screen and not blocked can be called: never during a permit or a call.
  expect(view.canCallNow).toBe(atProgress(state, 'case'));

  // The feedback follows every call that was placed; a refused call stays on the case.
  const lastCall = lastOf(history, (e) => e.type === `${DONE}call`)?.output as
    | CallResult
    | undefined;
  if (atProgress(state, { case: 'notAllowed' })) {
    expect(lastCall?.outcome).toBe('notAllowed');
    expect(view.telephonyMessage).toBe(messages.calls.telecmiLoginMissing);
  } else {
    expect(view.telephonyMessage).toBeNull();
  }
  if (atProgress(state, { working: { step: 'feedback' } }))
    expect(state.children).toHaveProperty('feedback');
  const keptCall = lastOf(history, (e) => e.type === `${DONE}loadSavedWork`)?.output.call as
    | CallResult
    | null
    | undefined;
  const afterCall = ['feedback', 'saving', 'saveFailed'].some((s) =>
    atProgress(state, { working: { step: s } } as never),
  );
  if (afterCall) {
    const fromThisCase = sinceCase(history).some((e) => e.type === `${DONE}call`);
    expect(view.result).toEqual(fromThisCase ? lastCall : keptCall);
  } else {
    expect(view.result).toBeNull();
  }

  // Saving: the call is linked once (when there was one), then the feedback; a failure keeps it.
  const feedback = lastOf(history, (e) => e.type === `${DONE}feedback`)?.output as
    | FeedbackPayload
    | undefined;
  if (
    atProgress(state, { working: { step: 'saving' } }) ||
    atProgress(state, { working: { step: 'saveFailed' } })
  ) {
    expect(view.feedback).toEqual(feedback);
  } else {
    expect(view.feedback).toBeNull();
  }
  if (atProgress(state, { working: { step: { saving: 'outcome' } } })) {
    expect(hasCallId(view.result)).toBe(true);
    expect(sinceCase(history).some((e) => e.type === `${DONE}saveCallOutcome`)).toBe(false);
    expect(view.saving).toBe('outcome');
  }
  if (atProgress(state, { working: { step: { saving: 'feedback' } } })) {
    const linked = sinceCase(history).some((e) => e.type === `${DONE}saveCallOutcome`);
    expect(linked).toBe(hasCallId(view.result));
    expect(view.saving).toBe('feedback');
  }
  // The link is a state of the case: linked exactly once the service said so for this case.
  if (state.hasTag('working')) {
    expect(atProgress(state, { working: { callLink: 'linked' } })).toBe(
      sinceCase(history).some((e) => e.type === `${DONE}saveCallOutcome`),
    );
  }
  const failure = lastOf(history, (e) => e.type.startsWith(ERROR))?.error as Error | undefined;
  expect(view.saveError).toBe(
    atProgress(state, { working: { step: 'saveFailed' } }) ? failure!.message : null,
  );
  expect(view.canRetrySave).toBe(atProgress(state, { working: { step: 'saveFailed' } }));
  expect(view.loadError).toBe(state.matches('loadFailed') ? SAMPLE.notInQueue : null);
  // No queue at all (read-only staff): the server's words, and nothing offered that cannot help.
  expect(view.noQueueMessage).toBe(state.matches('noQueue') ? SAMPLE.noQueue : null);
  if (state.matches('noQueue')) {
    expect(view).toMatchObject({ canRetryLoad: false, canStop: false, canStart: false });
    expect(state.can({ type: 'loop.retry' })).toBe(false);
  }
  expect(view.emptyMessage).toBe(state.matches('empty') ? EMPTY_QUEUE_MSG : null);

  // After a save the loop goes on (or stops, when asked): the next fetch names no case.
  if (last.type === `${DONE}submitFeedback`) {
    const stopped = stopAsked(history.slice(0, -1));
    expect(state.matches(stopped ? 'stopped' : 'loading')).toBe(true);
    expect(state.context.call).toBeNull();
    expect(state.context.requestedId).toBeNull();
  }

  // Work kept from before a reload is said to be restored.
  const kept = sinceCase(history).findLast((e) => e.type === `${DONE}loadSavedWork`)?.output;
  expect(view.restored).toBe(
    state.hasTag('case') && kept !== undefined && (kept.draft !== null || kept.call !== null),
  );
  expect(view.keptOnStop).toBe(
    state.matches('stopped') &&
      lastOf(history, () => true)?.type === 'loop.stop' &&
      atProgress(history.at(-2)!.state, { working: { step: 'saveFailed' } }),
  );
  expect(view.canStart).toBe(state.matches('stopped'));
});

describe('softCall coverage', () => {
  it('reaches every state and transition', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 34, total: 34 },
      transitions: { covered: 47, total: 47 },
    });
  });

  it('walks the late and sleeping tabs, and each way a call can end', () => {
    const walked = new Set(paths.flatMap((path) => path.events.map((e) => JSON.stringify(e))));
    for (const event of [
      E.lateTick,
      E.sleptTick,
      E.completed,
      E.failed,
      E.notAllowed,
      E.fetchedBlocked,
      E.permitRefused,
      E.permitFailed,
      E.blockedDwell,
    ]) {
      expect(walked).toContain(JSON.stringify(event));
    }
    const stop: SoftCallEvent = { type: 'loop.stop' };
    expect(walked).toContain(JSON.stringify(stop));
  });
});

describe('how a call ended, in words', () => {
  it('an answered call gives its length; one that reached nobody says what happened', () => {
    expect(callResultText(CALL_RESULTS.completed)).toBe('Call ended (01:35).');
    expect(callResultText(CALL_RESULTS.busy)).toBe(messages.calls.lineOutcome.busy);
    expect(callResultText(CALL_RESULTS.failed)).toBe(messages.calls.lineOutcome.notPlaced);
    expect(callResultText(CALL_RESULTS.noAnswer)).toBe('Nobody answered the call.');
    expect(callResultText({ outcome: 'noAnswer', callId: null, durationSec: 0 })).toBe(
      'No answer.',
    );
    expect(
      callResultText({ outcome: 'dropped', callId: 'c-1', durationSec: 70, reason: 'network' }),
    ).toBe('Call dropped (01:10).');
    for (const result of Object.values(CALL_RESULTS)) {
      expect(callResultText(result)).not.toMatch(/\(00:00\)/);
    }
  });
});
