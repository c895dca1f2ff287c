import type { PathSpec } from '../../machines/pathSpec.ts';
import { coverageOf, coveringPaths } from '../support/coverage.ts';
import { describePath } from '../support/describePath.ts';
import { pathsOfSpec } from '../support/paths.ts';

/**
 * The machine's generated paths that together cover every state and transition it covers:
 * the machine tests walk them all; the views replay this subset because a replay through React
 * and user-event costs a hundred times more than a pure transition.
 */
export function viewCases(spec: PathSpec) {
  const paths = pathsOfSpec(spec);
  return coveringPaths(paths, coverageOf(spec.machine, paths)).map((path) => ({
    title: describePath(path, spec),
    path,
  }));
}
