// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { controlMismatches, type Shows, showsFor } from '../../machines/shared/shows.ts';
import { connectSoftCall, SOFT_CALL_TEXTS as T } from '../../machines/softCall/index.ts';
import { SOFT_CALL_EVENTS as E, softCallPaths } from '../../machines/softCall/softCall.paths.ts';
import { softCallShows } from '../../machines/softCall/softCall.shows.ts';
import { SoftCallView } from '../../src/features/softCall/SoftCallView.tsx';
import { walk } from '../support/paths.ts';
import { expectScreenShows, expectShownOnScreen } from '../support/shows.ts';

/* The declaration is what the tests check, so a wrong declaration must fail them: each mutation
   of softCallShows below is caught by the DOM check or by the check against snapshot.can. */

const shows = softCallShows as unknown as Shows<AnyStateMachine>;

const counting = walk(softCallPaths.machine, [E.fetched, E.nothingKept]).state;
const keptOnStop = walk(softCallPaths.machine, [
  E.fetched,
  E.nothingKept,
  { type: 'call.now' },
  E.permitted,
  E.noAnswer,
  E.nonContactable,
  E.outcomeSaved,
  E.feedbackRefused,
  { type: 'loop.stop' },
]).state;

function renderState(state: typeof counting) {
  render(
    <SoftCallView view={connectSoftCall(state as never)} send={vi.fn()} onUserInfo={vi.fn()} />,
  );
}

/** The declaration with one state's entry changed. */
function mutated(id: string, change: Record<string, unknown>): Shows<AnyStateMachine> {
  return { ...shows, states: { ...shows.states, [id]: { ...shows.states[id], ...change } } };
}

afterEach(cleanup);

describe('the soft-call declaration is checked, not decorative', () => {
  it('holds for the screen of a counting case and of a stop with unsaved work', () => {
    renderState(counting);
    expectScreenShows(shows, counting, screen);
    cleanup();
    renderState(keptOnStop);
    expect(keptOnStop.matches({ stopped: 'withUnsavedWork' })).toBe(true);
    expectScreenShows(shows, keptOnStop, screen);
  });

  it.each([
    ['a wrong text', 'softCall.onCase.progress.case.counting', { texts: ['Calling in 9 secs'] }],
    [
      'a control moved to disabled',
      'softCall.onCase.progress.case.counting',
      { enabled: [T.pause, T.callNow] },
    ],
    [
      'a control not on the screen',
      'softCall.onCase.progress.case.counting',
      { enabled: [T.resume, T.stop] },
    ],
    [
      'a dialog that is not open',
      'softCall.onCase.progress.case.counting',
      { dialogs: ['Call 9876543210'] },
    ],
    ['a button on the screen left out', 'softCall.stopped', { enabled: [] }],
  ])('fails the DOM check on %s', (_what, id, change) => {
    const state = id.startsWith('softCall.stopped') ? keptOnStop : counting;
    renderState(state);
    const wrong = mutated(id, change);
    expect(() => expectShownOnScreen(wrong, showsFor(wrong, state as never), screen)).toThrow();
  });

  it('fails the machine check when a usable control is left out, or an unusable one declared', () => {
    expect(controlMismatches(shows, counting as never)).toEqual([]);
    const withoutStop = mutated('softCall.onCase.progress.case.counting', {
      enabled: [T.pause, T.callNow],
    });
    expect(controlMismatches(withoutStop, counting as never)).toEqual([
      "the machine takes 'loop.stop' but no enabled control sends it",
    ]);
    const withStart = mutated('softCall.onCase.progress.case.counting', {
      enabled: [T.pause, T.callNow, T.stop, T.start],
    });
    expect(controlMismatches(withStart, counting as never)).toEqual([
      `'${T.start}' is declared enabled but the machine takes none of its events`,
    ]);
  });
});
