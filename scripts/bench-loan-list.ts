// Measures the loan list of the real app against the real reference server: the production
// build, a fresh seeded database, an admin signed in through the login page, the search list
// (every loan) scrolled down like a user until 2,000 rows are loaded. Not a test: it prints
// numbers and asserts nothing timed.
//   node scripts/bench-loan-list.ts [--px=100] [--latency=0,100] [--rows=2000]
//                                   [--dist=<a built client>]
// Each run scrolls twice from a cold start: steadily, --px per frame (100 px at 60 Hz is
// 6,000 px/s, a brisk steady scroll), and to the bottom every frame (as fast as rows arrive).
// --latency: extra round-trip time per request (Chromium's network emulation), one run each; the
// reference server is on loopback, so 0 is the best case and 100 ms is an ordinary mobile network.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { arg, buildClient, ms, percentile, s } from './benchSupport.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const PX_PER_FRAME = Number(arg('px', '100'));
const LATENCIES = arg('latency', '0,100').split(',').map(Number);
const TARGET_ROWS = Number(arg('rows', '2000'));
const ADMIN = '9000000001';
const LIST_PATH = '/lender/admin/search-loan';
const LIST_REQUEST = '/api/v1/loans/search';
/** Gives up on a run that loads nothing for this long (a broken build, a dead server). */
const STALL_MS = 30_000;

/** The reference server in its own process: test mode, a fresh in-memory database with the demo seed. */
async function startServer(staticDir: string): Promise<{ origin: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MODE: 'test',
      DATABASE: ':memory:',
      SEED: 'true',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`reference server exited with ${code}: ${out}`)));
  });
  return { origin, process: child };
}

/** Signs the admin in through the login page, as a person would (OTP, the dev captcha). */
async function signIn(tab: Page, origin: string) {
  await tab.goto(`${origin}/lender/auth`);
  await tab.getByLabel('Phone number').fill(ADMIN);
  await tab.getByRole('checkbox', { name: /not a robot/i }).check();
  await tab.getByRole('button', { name: 'Get OTP' }).click();
  await tab.getByLabel('Enter OTP').waitFor();
  const answer = await tab.request.get(`${origin}/api/auth/dev/otp?phone=${ADMIN}`);
  await tab.getByLabel('Enter OTP').fill(((await answer.json()) as { otp: string }).otp);
  await tab.getByRole('button', { name: 'Verify' }).click();
  await tab.waitForURL(`**${LIST_PATH}`);
}

type Run = {
  firstRowsAt: number;
  targetAt: number | null;
  loadedAtEnd: number;
  total: number | null;
  deltas: number[];
  maxNodes: number;
  /** Frames spent at the bottom of the loaded rows with more to come: the user waiting. */
  waits: { count: number; ms: number; longest: number };
};

// Runs in the page (times are from navigation start): waits for the first rows, then scrolls
// down `px` per frame, as a user holding the scroll down would (or to the bottom every frame),
// until `target` rows are loaded.
async function scrollLikeAUser(args: { px: number | 'end'; target: number; stallMs: number }) {
  const { px, target, stallMs } = args;
  const area = () => document.querySelector<HTMLElement>('[data-loan-scroll]');
  const row = () => document.querySelector('[aria-label^="Loan "]');
  // Rows loaded, from the table itself: its height is the header plus one fixed-height row per
  // loaded loan; the server's total is its aria-rowcount (less the header row).
  const counts = () => {
    const scroller = area();
    const table = scroller?.querySelector('table');
    const head = table?.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const rowHeight = table?.querySelector('tbody tr')?.getBoundingClientRect().height ?? 0;
    const loaded =
      scroller && rowHeight ? Math.round((scroller.scrollHeight - head) / rowHeight) : 0;
    const total = table ? Number(table.getAttribute('aria-rowcount')) - 1 : undefined;
    return { loaded, total };
  };
  const nodes = () => document.getElementsByTagName('*').length;
  await new Promise<void>((resolve) => {
    const check = () => (row() && area() ? resolve() : requestAnimationFrame(check));
    check();
  });
  const firstRowsAt = performance.now();
  const deltas: number[] = [];
  const waits = { count: 0, ms: 0, longest: 0 };
  let waiting = 0;
  let maxNodes = nodes();
  let targetAt: number | null = null;
  let lastGrowth = performance.now();
  let lastLoaded = 0;
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      const scroller = area()!;
      const { loaded, total } = counts();
      if (loaded !== lastLoaded) {
        lastLoaded = loaded;
        lastGrowth = now;
      }
      if (last) {
        const delta = now - last;
        deltas.push(delta);
        const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
        const more = total === undefined || loaded < total;
        if (atBottom && more) {
          if (!waiting) waits.count += 1;
          waiting += delta;
          waits.ms += delta;
          waits.longest = Math.max(waits.longest, waiting);
        } else {
          waiting = 0;
        }
      }
      last = now;
      maxNodes = Math.max(maxNodes, nodes());
      if (targetAt === null && loaded >= Math.min(target, total ?? target)) targetAt = now;
      if (targetAt !== null || now - lastGrowth > stallMs) return resolve();
      if (px === 'end') scroller.scrollTop = scroller.scrollHeight;
      else scroller.scrollTop += px;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const { loaded, total } = counts();
  return {
    firstRowsAt,
    targetAt,
    loadedAtEnd: loaded,
    total: total ?? null,
    deltas,
    maxNodes,
    waits,
  };
}

const client = buildClient('loan-list');
const server = await startServer(client.dir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(
    `Loan list (table view) of the production build against the reference server at ${server.origin}`,
  );
  console.log(
    `admin's search list, scrolled down until ${TARGET_ROWS.toLocaleString('en-IN')} rows are loaded`,
  );
  // Frame times depend on what else the machine is doing: say how busy it was.
  console.log(`${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const login = await context.newPage();
  await signIn(login, server.origin);

  for (const latency of LATENCIES)
    for (const px of [PX_PER_FRAME, 'end'] as const) {
      // A fresh tab of the signed-in session: the list loads from a cold start each run.
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const requests: Array<{ start: number; end: number | null }> = [];
      let inFlight = 0;
      let maxInFlight = 0;
      const started = new Map<object, { start: number; end: number | null }>();
      tab.on('request', (request) => {
        if (!request.url().includes(LIST_REQUEST)) return;
        const entry = { start: performance.now(), end: null };
        started.set(request, entry);
        requests.push(entry);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
      });
      const finished = (request: object) => {
        const entry = started.get(request);
        if (!entry || entry.end !== null) return;
        entry.end = performance.now();
        inFlight -= 1;
      };
      tab.on('requestfinished', finished);
      tab.on('requestfailed', finished);

      await tab.goto(`${server.origin}${LIST_PATH}`);
      const run: Run = await tab.evaluate(scrollLikeAUser, {
        px,
        target: TARGET_ROWS,
        stallMs: STALL_MS,
      });
      const countAtTarget = requests.length;
      await tab.waitForTimeout(500);
      const durations = requests.filter((r) => r.end !== null).map((r) => r.end! - r.start);

      const how = px === 'end' ? 'to the bottom every frame' : `${px} px per frame`;
      console.log(`added latency ${latency} ms per request, scrolling ${how}`);
      console.log(`  first rows: ${ms(run.firstRowsAt)} after navigation`);
      console.log(
        run.targetAt === null
          ? `  ${TARGET_ROWS} rows: NOT REACHED (stopped at ${run.loadedAtEnd} of ${run.total} loaded)`
          : `  ${Math.min(TARGET_ROWS, run.total ?? TARGET_ROWS).toLocaleString('en-IN')} rows loaded: ${s(run.targetAt)} after navigation, ${s(run.targetAt - run.firstRowsAt)} after the first rows (${run.total?.toLocaleString('en-IN')} loans in the list)`,
      );
      console.log(
        `  list requests: ${countAtTarget} until then (${requests.length} after 0.5 s more), at most ${maxInFlight} in flight; each ${ms(percentile(durations, 50))} median, ${ms(percentile(durations, 95))} p95`,
      );
      // Jumping to the end every frame is always waiting at the bottom, by design.
      if (px !== 'end') {
        console.log(
          `  waiting at the bottom: ${run.waits.count} times, ${ms(run.waits.ms)} in all, longest ${ms(run.waits.longest)}`,
        );
      }
      console.log(
        `  frames while scrolling: ${run.deltas.length}, median ${ms(percentile(run.deltas, 50))}, p95 ${ms(percentile(run.deltas, 95))}, max ${ms(Math.max(...run.deltas))}`,
      );
      const nodesNow = await tab.evaluate(() => document.getElementsByTagName('*').length);
      console.log(`  DOM nodes: at most ${run.maxNodes} while scrolling, ${nodesNow} at the end\n`);
      await tab.close();
    }
  await context.close();
} finally {
  await browser.close();
  server.process.kill('SIGTERM');
  if (client.temporary) rmSync(client.dir, { recursive: true, force: true });
}
