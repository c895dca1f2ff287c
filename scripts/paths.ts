/**
 * Prints the generated test paths of a machine as numbered scripts for manual QA, with the
 * coverage they reach; with no argument, a summary table of every registered machine.
 *   node scripts/paths.ts [machine] [--covering]
 * --covering prints only a small subset of paths that still covers every state and transition
 * the full set covers: the shortest manual test plan.
 */
import type { PathSpec } from '../machines/pathSpec.ts';
import { machineRegistry } from '../machines/registry.ts';
import {
  coverageOf,
  coverageSummary,
  coveringPaths,
  mergeCoverage,
  uncovered,
} from '../tests/support/coverage.ts';
import { describePath, qaScript } from '../tests/support/describePath.ts';
import { pathsOfSpec } from '../tests/support/paths.ts';

type Name = keyof typeof machineRegistry;
const names = Object.keys(machineRegistry) as Name[];

function analyse(name: Name) {
  const spec: PathSpec = machineRegistry[name];
  const walks = [spec, ...(spec.alsoWalk ?? [])].map((walk) => {
    const paths = pathsOfSpec(walk);
    return { paths, coverage: coverageOf(walk.machine, paths) };
  });
  const paths = walks.flatMap((walk) => walk.paths);
  const coverage = mergeCoverage(walks.map((walk) => walk.coverage));
  return { spec, paths, coverage, summary: coverageSummary(coverage, paths.length) };
}

const ratio = ({ covered, total }: { covered: number; total: number }) => `${covered}/${total}`;

function printMachine(name: Name, covering: boolean): void {
  const { spec, paths, coverage, summary } = analyse(name);
  const shown = covering ? coveringPaths(paths, coverage) : paths;
  const scope = covering ? ` (${shown.length} of them cover everything they all cover)` : '';
  console.log(`Machine '${name}': ${paths.length} paths${scope}\n`);
  shown.forEach((path, i) => {
    if (!spec.shows) {
      console.log(`${i + 1}. ${describePath(path, spec)}`);
      return;
    }
    // Flows with a `shows` declaration read as steps: what the agent does, what they see.
    console.log(`${i + 1}.`);
    qaScript(path, spec).forEach((line, step) => {
      console.log(`   ${step + 1}) ${line}`);
    });
  });
  const missing = uncovered(coverage);
  console.log(
    `\nCoverage: states ${ratio(summary.states)}, transitions ${ratio(summary.transitions)}, ` +
      `paths ${summary.paths}`,
  );
  for (const state of missing.states) console.log(`  state not reached: ${state}`);
  for (const transition of missing.transitions)
    console.log(`  transition not taken: ${transition}`);
}

function printTable(): void {
  const rows = names.map((name) => {
    const { summary } = analyse(name);
    return [name, ratio(summary.states), ratio(summary.transitions), String(summary.paths)];
  });
  const header = ['machine', 'states', 'transitions', 'paths'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

const args = process.argv.slice(2);
const requested = args.find((arg) => !arg.startsWith('--'));
if (!requested) {
  printTable();
} else if ((names as string[]).includes(requested)) {
  printMachine(requested as Name, args.includes('--covering'));
} else {
  console.error(`Unknown machine '${requested}'. Known: ${names.join(', ')}`);
  process.exitCode = 1;
}
