import { describe, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { PathSpec } from '../../machines/pathSpec.ts';
import { type Coverage, coverageOf, expectFullCoverage } from './coverage.ts';
import { describePath } from './describePath.ts';
import { type MachinePath, type PathStep, pathsOfSpec } from './paths.ts';

/** Checks one state reached on a path, knowing the steps that led there (last one included). */
export type StateCheck = (state: AnyMachineSnapshot, history: readonly PathStep[]) => void;

/**
 * Declares one test per generated path (checking every state along it) and one test that the
 * paths cover every state and transition of the machine.
 */
export function describeMachinePaths(
  name: string,
  spec: PathSpec,
  check: StateCheck,
): { paths: MachinePath[]; coverage: Coverage } {
  const paths = pathsOfSpec(spec);
  const coverage = coverageOf(spec.machine, paths);
  describe(`${name}: generated paths`, () => {
    const cases = paths.map((path, i) => ({
      title: `${i + 1}. ${describePath(path, spec)}`,
      path,
    }));
    it.each(cases)('$title', ({ path }) => {
      path.steps.forEach((step, i) => {
        check(step.state, path.steps.slice(0, i + 1));
      });
    });
    it('covers every state and every transition', () => {
      expectFullCoverage(coverage);
    });
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
