// The one command that runs every test: typecheck, lint, contract checks, unit + machine + view
// tests, stories as tests in Chromium, the production build and e2e in Chromium. Every step runs
// even when an earlier one fails, so one run shows everything that is wrong; the exit code is
// non-zero when any step failed. Ends with one 'N passed, N failed' line over all test cases.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { kindOf, type VitestFile } from '../tests/support/testKinds.ts';

type Step = { name: string; cmd: string; args: string[] };
// Binaries come from node_modules/.bin, which npm puts first on PATH (Node 24 included).
const bin = (cmd: string, ...args: string[]): Step => ({
  name: [cmd, ...args.slice(0, 2)].join(' '),
  cmd,
  args,
});

const steps: Step[] = [
  { name: 'chromium', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
  bin('tsc', '-p', 'tsconfig.json'),
  bin('biome', 'ci', '.'),
  { name: 'generated types are fresh', cmd: 'node', args: ['scripts/gen.ts', '--check'] },
  bin(
    'redocly',
    'lint',
    'openapi/main.yaml',
    'openapi/auth.yaml',
    'openapi/chat.yaml',
    '--config',
    'openapi/redocly.yaml',
  ),
  bin(
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ),
  bin('vite', 'build', '--logLevel', 'warn'),
  bin('playwright', 'test'),
];

// Playwright empties test-results/ when it starts, so the machine-readable counts live apart.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
const env = {
  ...process.env,
  // The e2e build is a demo build: it calls through the telephony simulator.
  VITE_TELEPHONY: process.env.VITE_TELEPHONY ?? 'simulator',
  CI: process.env.CI ?? 'true',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};
const failed: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) console.log(`✔ ${step.name} (${secs} s)`);
  else {
    console.log(`✘ ${step.name} (${secs} s, exit ${run.status ?? run.signal})`);
    failed.push(step.name);
  }
}

const count = { passed: 0, failed: 0, skipped: 0 };
// A large number is not a claim of strength: the report says what kind of test each one is.
const kinds = { generated: 0, roleTable: 0, handWritten: 0, stories: 0, e2e: 0 };
if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  count.passed += v.numPassedTests;
  count.failed += v.numFailedTests;
  count.skipped += v.numPendingTests + v.numTodoTests;
  for (const file of v.testResults as VitestFile[]) {
    for (const test of file.assertionResults) kinds[kindOf(file.name, test)]++;
  }
}
if (existsSync('reports/e2e.json')) {
  const stats = JSON.parse(readFileSync('reports/e2e.json', 'utf8')).stats;
  count.passed += stats.expected;
  count.failed += stats.unexpected + stats.flaky;
  count.skipped += stats.skipped;
  kinds.e2e = stats.expected + stats.unexpected + stats.flaky + stats.skipped;
}
console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
const summary = `tests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`;
const byKind =
  `by kind: ${kinds.generated} generated path cases, ${kinds.roleTable} role-table and domain-rule cases, ` +
  `${kinds.handWritten} hand-written unit/view tests, ${kinds.stories} stories, ${kinds.e2e} e2e`;
console.log(byKind);
console.log(summary);
writeFileSync('reports/summary.txt', `${summary}\n`);
process.exit(failed.length || count.failed ? 1 : 0);
