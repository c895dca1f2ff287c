import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { PathSpec } from '../../machines/pathSpec.ts';
import type { Shows } from '../../machines/shared/shows.ts';
import { type Coverage, coverageOf, expectFullCoverage, unionCoverage } from './coverage.ts';
import { describePath } from './describePath.ts';
import { type MachinePath, type PathStep, pathsOfSpec } from './paths.ts';
import { expectControlsAgree, undeclaredLeafStates } from './shows.ts';
import { GENERATED } from './testKinds.ts';

/** Checks one state reached on a path, knowing the steps that led there (last one included). */
export type StateCheck = (state: AnyMachineSnapshot, history: readonly PathStep[]) => void;

/**
 * Declares one test per generated path (checking every state along it) and one test that the
 * paths cover every state and transition of the machine. Tests are named by the states and steps
 * they walk, never by a number, so adding an event renames only the paths it changes. With the
 * flow's `shows` declaration, every step also checks it against the machine: each leaf state is
 * declared, and the controls declared usable are exactly those whose event the machine takes.
 */
export function describeMachinePaths(
  name: string,
  spec: PathSpec,
  check: StateCheck,
  options: { shows?: Shows<AnyStateMachine> } = {},
): { paths: MachinePath[]; coverage: Coverage } {
  // The spec's own walk, then its further walks from other inputs (alsoWalk): every path of each
  // is a test, and coverage is counted over them together.
  const walked = [spec, ...(spec.alsoWalk ?? [])].map((walk, i) => ({
    walk,
    label: i === 0 ? '' : `walk ${i + 1}: `,
    paths: pathsOfSpec(walk),
  }));
  const paths = walked.flatMap((w) => w.paths);
  const coverage = unionCoverage(walked.map((w) => coverageOf(w.walk.machine, w.paths)));
  const shows = options.shows ?? spec.shows;
  describe(`${name}: ${GENERATED}`, () => {
    const cases = walked.flatMap(({ walk, label, paths: walkPaths }) =>
      walkPaths.map((path) => ({ title: `${label}${describePath(path, walk)}`, path })),
    );
    it.each(cases)('$title', ({ path }) => {
      path.steps.forEach((step, i) => {
        if (shows) expectControlsAgree(shows, step.state);
        check(step.state, path.steps.slice(0, i + 1));
      });
    });
    it('covers every state and every transition', () => {
      expectFullCoverage(coverage);
    });
    if (shows) {
      it('declares what every leaf state shows', () => {
        expect(undeclaredLeafStates(shows)).toEqual([]);
      });
    }
  });
  return { paths, coverage };
}

/** The payload `key` of the last event of `type` in the history, if any. */
export function lastPayload<T = unknown>(
  history: readonly PathStep[],
  type: string,
  key: string,
  since?: (step: PathStep) => boolean,
): T | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const step = history[i]!;
    if (step.event.type === type) return step.event[key] as T;
    if (since?.(step)) return undefined;
  }
  return undefined;
}
