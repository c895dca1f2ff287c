// Measures the loan list with 10,000 rows in real Chromium: time to first rows, frame times while
// scrolling top to bottom, and the DOM size. Not a test: it prints numbers and the targets.
//   node scripts/bench-loan-list.ts [--view=list|card|both] [--px=240]
// Builds a one-page entry with Vite (production React, into a temporary folder) and drives it
// with Playwright; the page's files are served from that folder through request interception.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, type Plugin } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const ROWS = 10_000;
const TARGETS = { p95FrameMs: 16.7, domNodes: 1500 };
/** rAF deltas come in whole 60 Hz frames with timer jitter: 16.7 ms is a frame on time. */
const FRAME_MS = 1000 / 60;
const onTime = (delta: number) => delta < FRAME_MS + 1;
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const views = arg('view', 'both') === 'both' ? ['list', 'card'] : [arg('view', 'list')];
// 240 px per frame is 14,400 px/s at 60 Hz: a hard fling, four rows a frame. --px=800 stresses it.
const pxPerFrame = Number(arg('px', '240'));

const ENTRY = 'virtual:loan-list-bench';
const ORIGIN = 'http://bench.invalid';
const page = (
  script: string,
  css: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Loan list bench</title><link rel="stylesheet" href="/${css}"></head>
<body><div id="root" class="p-4"></div><script type="module" src="/${script}"></script></body></html>`;

// The view is rendered exactly as a story renders it: connect() of an 'exhausted' snapshot.
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '/src/index.css';
import { LoanListView } from '/src/features/loans/LoanListView.tsx';
import { connectDecisionRows, loanDecisionMachine } from '/machines/loanDecision/index.ts';
import { connectLoanList, defaultLoanFilters, loanListMachine, sampleLoans } from '/machines/loanList/index.ts';
import { roleFlagsOf } from '/src/domain/access/roles.ts';

const rows = sampleLoans(${ROWS});
const list = connectLoanList(loanListMachine.resolveState({ value: 'exhausted', context: {
  page: 'search-loan', filters: defaultLoanFilters('search-loan'), pageSize: 8,
  rows, offset: rows.length, count: rows.length, error: null } }));
const decisions = connectDecisionRows(loanDecisionMachine.resolveState({ value: { closed: 'idle' }, context: {
  flags: roleFlagsOf('is_credit_manager', 'is_disbursal_manager'), loan: null, decision: null,
  comment: '', error: null, decided: null, taken: [] } }));
const view = new URLSearchParams(location.search).get('view') ?? 'list';
const noop = () => {};

new MutationObserver((_, observer) => {
  if (!document.querySelector('[aria-label^="Loan "]')) return;
  observer.disconnect();
  window.__firstRowsAt = performance.now();
  requestAnimationFrame(() => requestAnimationFrame(() => { window.__paintedAt = performance.now(); }));
}).observe(document.getElementById('root'), { childList: true, subtree: true });
window.__mountAt = performance.now();
createRoot(document.getElementById('root')).render(createElement(LoanListView, {
  list, decisions, view, onLoadMore: noop, onRetry: noop, onDecide: noop, onOpenLoan: noop }));
`;

const benchEntry: Plugin = {
  name: 'loan-list-bench',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
  load: (id) => (id === `\0${ENTRY}` ? entry : undefined),
};

type Run = {
  deltas: number[];
  work: number[];
  maxNodes: number;
  longTasks: number;
  lastRow: string | null;
};

// Runs in the page: scroll by `px` per animation frame from top to bottom, recording rAF deltas,
// the scroll handling (virtualizer + React commit) per scroll event, and the DOM size.
async function scrollTopToBottom(px: number): Promise<Run> {
  const area = document.querySelector<HTMLElement>('[data-loan-scroll]')!;
  const nodes = () => document.getElementsByTagName('*').length;
  const work: number[] = [];
  let began = 0;
  const start = () => {
    began = performance.now();
  };
  const end = () => work.push(performance.now() - began);
  window.addEventListener('scroll', start, { capture: true, passive: true });
  area.addEventListener('scroll', end, { passive: true });
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask', buffered: false });
  const deltas: number[] = [];
  let maxNodes = nodes();
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      if (last) deltas.push(now - last);
      last = now;
      maxNodes = Math.max(maxNodes, nodes());
      if (area.scrollTop + area.clientHeight >= area.scrollHeight - 1) return resolve();
      area.scrollTop += px;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  window.removeEventListener('scroll', start, { capture: true });
  area.removeEventListener('scroll', end);
  const labelled = [...document.querySelectorAll('[aria-label^="Loan "]')];
  return {
    deltas,
    work,
    maxNodes,
    longTasks,
    lastRow: labelled.at(-1)?.getAttribute('aria-label') ?? null,
  };
}

// Runs in the page: rAF deltas with nothing happening, the floor this machine gives right now.
async function idleFrames(count: number): Promise<number[]> {
  const deltas: number[] = [];
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      if (last) deltas.push(now - last);
      last = now;
      if (deltas.length >= count) return resolve();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return deltas;
}

type Cdp = {
  send(method: 'Performance.getMetrics'): Promise<{ metrics: { name: string; value: number }[] }>;
};

/** Chromium's own accounting of the page's main thread, in ms. */
async function mainThreadTime(cdp: Cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => 1000 * (metrics.find((m) => m.name === name)?.value ?? 0);
  return {
    task: get('TaskDuration'),
    script: get('ScriptDuration'),
    style: get('RecalcStyleDuration'),
    layout: get('LayoutDuration'),
    // CPU time, not wall time: what the page costs whatever else the machine is running.
    threadCpu: get('ThreadTime'),
    processCpu: get('ProcessTime'),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

const outDir = mkdtempSync(path.join(tmpdir(), 'loan-list-bench-'));
const started = performance.now();
await build({
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  mode: 'production',
  plugins: [react(), tailwindcss(), benchEntry],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: ENTRY },
  },
});
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const built = Object.values(manifest).find((chunk) => chunk.isEntry)!;
const html = page(built.file, built.css?.[0] ?? '');
console.log(`built in ${ms(performance.now() - started)}`);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

try {
  console.log(
    `Loan list, ${ROWS.toLocaleString('en-IN')} rows, Chromium headless, ${pxPerFrame} px per frame`,
  );
  // Frame times depend on what else the machine is doing: say how busy it was.
  console.log(`${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`);
  for (const view of views) {
    const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await tab.route(`${ORIGIN}/**`, (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (!file || file === 'index.html') {
        return route.fulfill({ contentType: 'text/html', body: html });
      }
      const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
      return route.fulfill({ contentType: type, body: readFileSync(path.join(outDir, file)) });
    });
    await tab.goto(`${ORIGIN}/index.html?view=${view}`);
    await tab.waitForFunction(() => '__paintedAt' in window);
    const timing = await tab.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return { mount: w.__mountAt!, rows: w.__firstRowsAt!, painted: w.__paintedAt! };
    });
    const nodesAtTop = await tab.evaluate(() => document.getElementsByTagName('*').length);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const idleBefore = await mainThreadTime(cdp);
    const idle = await tab.evaluate(idleFrames, 300);
    const idleAfter = await mainThreadTime(cdp);
    const before = await mainThreadTime(cdp);
    const run = await tab.evaluate(scrollTopToBottom, pxPerFrame);
    const after = await mainThreadTime(cdp);
    const p95 = percentile(run.deltas, 95);
    console.log(`${view} view`);
    const idleCpu = (idleAfter.threadCpu - idleBefore.threadCpu) / idle.length;
    console.log(
      `  idle frames (machine floor): median ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}, main thread CPU ${ms(idleCpu)} per frame`,
    );
    console.log(
      `  first rows: ${ms(timing.rows - timing.mount)} after mount, painted ${ms(timing.painted - timing.mount)} after mount, ${ms(timing.painted)} after navigation`,
    );
    const late = run.deltas.filter((delta) => !onTime(delta)).length;
    console.log(
      `  frames while scrolling: ${run.deltas.length}, median ${ms(percentile(run.deltas, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...run.deltas))}, late ${late} (${((100 * late) / run.deltas.length).toFixed(1)}%)  [target p95 < ${TARGETS.p95FrameMs} ms, i.e. on time: ${verdict(onTime(p95))}]`,
    );
    const perFrame = (key: keyof typeof after) => (after[key] - before[key]) / run.deltas.length;
    console.log(
      `  main thread per frame: ${ms(perFrame('task'))} wall (script ${ms(perFrame('script'))}, style ${ms(perFrame('style'))}, layout ${ms(perFrame('layout'))}); CPU ${ms(perFrame('threadCpu'))} main thread, ${ms(perFrame('processCpu'))} whole renderer`,
    );
    console.log(
      `  scroll handling + render per scroll event: median ${ms(percentile(run.work, 50))}, p95 ${ms(percentile(run.work, 95))}, long tasks ${run.longTasks}`,
    );
    console.log(
      `  DOM nodes: ${nodesAtTop} at the top, at most ${run.maxNodes} while scrolling  [target < ${TARGETS.domNodes}: ${verdict(run.maxNodes < TARGETS.domNodes)}]`,
    );
    console.log(`  last item at the bottom: ${run.lastRow}\n`);
    await tab.close();
  }
} finally {
  await browser.close();
  rmSync(outDir, { recursive: true, force: true });
}
