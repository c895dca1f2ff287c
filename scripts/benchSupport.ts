// What the benchmarks share: their command-line options, their number formats and percentiles,
// and the production build of the client they serve from the reference server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The value of `--name=value` on the command line, or the fallback. */
export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

/** The nearest-rank percentile (p in 0..100); NaN for no values. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};

/**
 * The production build of the client (telephony simulated), in a temporary folder named for the
 * bench, or the build given with `--dist=<folder>` (then kept).
 */
export function buildClient(bench: string): { dir: string; temporary: boolean } {
  const given = arg('dist', '');
  if (given) return { dir: path.resolve(given), temporary: false };
  const dir = mkdtempSync(path.join(tmpdir(), `${bench}-bench-`));
  const started = performance.now();
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      dir,
      '--emptyOutDir',
    ],
    { stdio: 'inherit', env: { ...process.env, VITE_TELEPHONY: 'simulator' } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  console.log(`production build in ${s(performance.now() - started)}`);
  return { dir, temporary: true };
}
