// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the login page and
// on a loan list, served by the reference server from the production build. Prints the
// performance score and the timings behind it; the goal is ≥ 90 on both. Not a test.
//   npm run build:demo && node scripts/bench-lighthouse.ts [--runs=3]
// Lighthouse is a large tool used only here, so it is run at a pinned version through npx rather
// than installed with the project.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { issueLogin } from '../server/auth/tokens.ts';
import { demoUser } from '../server/seed/demoUsers.ts';
import { findUserByUsername } from '../server/staff.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startReferenceServer } from './referenceServer.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const GOAL = 90;
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '3');
if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build:demo` first.');
  process.exit(1);
}

const { server, origin } = await startReferenceServer('dist');
const manager = findUserByUsername(server.db, demoUser('is_disbursal_manager').username);
if (!manager) throw new Error('the seed has no disbursal manager');

// Lighthouse launches Chromium itself, on a profile prepared here: an empty one for the login
// page, and one holding a disbursal manager's refresh token (where the app keeps it) for the loan
// list, kept by --disable-storage-reset so the list opens signed in.
const profiles = mkdtempSync(path.join(tmpdir(), 'kosh-lighthouse-'));
const loggedOut = path.join(profiles, 'signed-out');
const signedIn = path.join(profiles, 'signed-in');
async function prepareSignedIn() {
  const login = issueLogin(server.db, server.config, manager!.id);
  const context = await chromium.launchPersistentContext(signedIn, {
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/lender/auths/terms`);
  await page.evaluate(
    (refresh) => localStorage.setItem('kosh.refreshToken', refresh),
    login.refresh,
  );
  await context.close();
}

type Audit = { numericValue?: number };
type Report = {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
};

// Not execFileSync: the reference server runs in this process and must answer meanwhile.
const run = promisify(execFile);

async function lighthouse(url: string, profile: string): Promise<Report> {
  const out = path.join(profiles, 'report.json');
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-flags=${[...chromiumArgs, `--user-data-dir=${profile}`].join(' ')}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${report.finalDisplayedUrl}: not the page meant`);
  }
  return report;
}

const ms = (report: Report, audit: string) =>
  `${Math.round(report.audits[audit]?.numericValue ?? Number.NaN)} ms`.padStart(8);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(name: string, url: string, profile: string) {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i += 1) reports.push(await lighthouse(url, profile));
  const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
  const mid = reports[scores.indexOf(median(scores))]!;
  console.log(
    `${name.padEnd(14)} ${String(median(scores)).padStart(5)}  (${scores.join(', ')})  FCP ${ms(mid, 'first-contentful-paint')}  LCP ${ms(mid, 'largest-contentful-paint')}  TBT ${ms(mid, 'total-blocking-time')}  CLS ${(mid.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  );
  return median(scores);
}

try {
  console.log(
    `Lighthouse mobile preset, ${RUNS} runs each (median), ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(`${'page'.padEnd(14)} score  (runs)`);
  const results: Array<[string, number]> = [];
  results.push(['login', await measure('login', `${origin}/lender/auth`, loggedOut)]);
  await prepareSignedIn();
  results.push([
    'approved-loans',
    await measure('approved-loans', `${origin}/lender/admin/approved-loans`, signedIn),
  ]);

  const below = results.filter(([, score]) => score < GOAL);
  console.log(
    below.length
      ? `\nBelow the goal of ${GOAL}: ${below.map(([name]) => name).join(', ')}`
      : `\nBoth at or above the goal of ${GOAL}.`,
  );
} finally {
  rmSync(profiles, { recursive: true, force: true });
  await server.app.close();
}
process.exit(0);
