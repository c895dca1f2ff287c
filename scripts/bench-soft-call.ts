// Measures the soft-call loop's step as an agent feels it: from the click on Submit (the
// feedback of a worked case) to the next case painted, in real Chromium against the reference
// server, and where that time goes (the save, the next-case request). Not a test: it prints
// numbers and the target.
//   node scripts/bench-soft-call.ts [--cases=20]
// Builds a one-page entry with Vite (production React) that mounts the real SoftCallRoute over
// the real API clients; the reference server (in-process, test mode, seeded in memory) serves
// that page as its client, so the page and the API share one origin as in production. A
// reminder agent then works cases: Call now, End, 'not contactable', Submit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, type Plugin } from 'vite';
import { issueLogin } from '../server/auth/tokens.ts';
import { demoUser } from '../server/seed/demoUsers.ts';
import { findUserByUsername } from '../server/staff.ts';
import { arg, ms, percentile } from './benchSupport.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startReferenceServer } from './referenceServer.ts';

/** From the click on Submit to the next case painted. */
const TARGET_MS = 300;
const CASES = Number(arg('cases', '20'));

const ENTRY = 'virtual:soft-call-bench';

// The screen exactly as the app wires it, but for the clock marks: `submitAt` the click on Submit
// (the click event's own time stamp: when the browser took the input), `savedAt` when the save of
// the feedback has answered (the loop then fetches the next case), `shown` when a new case id is
// on screen, and its `paintedAt` two animation frames later.
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { fromPromise } from 'xstate';
import '/src/index.css';
import { createApiClients } from '/src/api/clients.ts';
import { createTokenStore } from '/src/platform/storage/index.ts';
import { createTelephonySimulator } from '/src/platform/telephony/simulator.ts';
import { provideCallMachine } from '/src/features/call/callWiring.ts';
import { feedbackMachineWithDrafts } from '/src/features/feedback/feedbackDraftWiring.ts';
import { createSavedWorkStore } from '/src/features/softCall/savedWork.ts';
import { createSoftCallCalls } from '/src/features/softCall/softCallCalls.ts';
import { SoftCallRoute } from '/src/features/softCall/SoftCallRoute.tsx';

const marks = { submitAt: [], savedAt: [], shown: [] };
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && button.textContent.trim() === 'Submit') marks.submitAt.push(event.timeStamp);
}, { capture: true });
window.__bench = marks;
const noop = () => {};
const api = createApiClients({
  config: { mainApiUrl: '/api/v1', authApiUrl: '/api/auth', chatApiUrl: '/api/chat' },
  tokens: createTokenStore(),
  onSignedOut: noop, reload: noop, isReadOnly: () => false, isAuthPage: () => false,
  alert: (text) => console.error(text),
});
const savedWork = createSavedWorkStore();
const calls = createSoftCallCalls(api.mainPlain, { savedWork });
const submit = calls.submitFeedback.config;
calls.submitFeedback = fromPromise(async (args) => {
  const answer = await submit(args);
  marks.savedAt.push(performance.now());
  return answer;
});
const callMachine = provideCallMachine({
  telephony: createTelephonySimulator({ script: { outcome: 'noAnswer' } }),
  credentials: () => ({ username: 'bench', password: 'bench' }),
  session: { send: noop },
  alert: (text) => console.error(text),
});

new MutationObserver(() => {
  const card = document.querySelector('[data-case-id]');
  const id = card && Number(card.getAttribute('data-case-id'));
  if (!id || marks.shown.at(-1)?.id === id) return;
  const at = performance.now();
  marks.shown.push({ id, at, paintedAt: null });
  const entry = marks.shown.at(-1);
  requestAnimationFrame(() => requestAnimationFrame(() => { entry.paintedAt = performance.now(); }));
}).observe(document.getElementById('root'), { childList: true, subtree: true, attributes: true });

createRoot(document.getElementById('root')).render(createElement(SoftCallRoute, {
  softCallId: null,
  profile: { telecmi_username: 'bench', telecmi_pwd: 'bench' },
  calls, callMachine, savedWork,
  feedbackMachine: feedbackMachineWithDrafts(),
  openWindow: noop, onUserInfo: noop, onChat: noop,
}));
`;

const benchEntry: Plugin = {
  name: 'soft-call-bench',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
  load: (id) => (id === `\0${ENTRY}` ? entry : undefined),
};

type Marks = {
  submitAt: number[];
  savedAt: number[];
  shown: Array<{ id: number; at: number; paintedAt: number | null }>;
};
const marksOf = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { __bench: Marks }).__bench);

/** One case worked as an agent would: call, end it unanswered, 'not contactable', submit. */
async function workCase(tab: Page) {
  await tab.getByRole('button', { name: 'Call now' }).click();
  await tab.getByRole('dialog', { name: /^Call/ }).getByRole('button', { name: 'End' }).click();
  const form = tab.getByRole('region', { name: 'Submit Your Feedback Here' });
  const radio = (group: string, name: string) =>
    form
      .getByRole('radiogroup', { name: group, exact: true })
      .getByRole('radio', { name, exact: true });
  await radio('Contact', 'Non Contactable').click();
  await radio('Traceability', 'Ringing not recieved').click();
  await form.getByRole('button', { name: 'Submit' }).click();
}

const outDir = mkdtempSync(path.join(tmpdir(), 'soft-call-bench-'));
const started = performance.now();
await build({
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  mode: 'production',
  plugins: [react(), tailwindcss(), benchEntry],
  build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: ENTRY } },
});
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const built = Object.values(manifest).find((chunk) => chunk.isEntry)!;
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Soft-call bench</title>
<link rel="stylesheet" href="/${built.css?.[0] ?? ''}"></head>
<body><div id="root" class="p-4"></div><script type="module" src="/${built.file}"></script></body></html>`,
);
console.log(`built in ${ms(performance.now() - started)}`);

const { server, origin } = await startReferenceServer(outDir);
const agent = findUserByUsername(server.db, demoUser('is_reminder_agent').username)!;
const login = issueLogin(server.db, server.config, agent.id);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

try {
  console.log(`Soft-call loop, ${CASES} cases, Chromium headless, reference server in memory`);
  console.log(`${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`);
  const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  tab.on('console', (msg) => {
    if (msg.type() === 'error') console.error(`page: ${msg.text()}`);
  });
  await tab.addInitScript(
    ({ access, refresh }) => {
      sessionStorage.setItem('kosh.accessToken', access);
      localStorage.setItem('kosh.refreshToken', refresh);
    },
    { access: login.access, refresh: login.refresh },
  );
  await tab.goto(`${origin}/lender/admin/callingDetails`);
  await tab.getByRole('timer').waitFor();

  const rows: Array<{
    id: number;
    savedMs: number;
    shownMs: number;
    paintedMs: number;
    fetchMs: number;
  }> = [];
  for (let i = 0; i < CASES; i++) {
    const before = (await marksOf(tab)).shown.length;
    await workCase(tab);
    await tab.waitForFunction((n) => {
      const m = (window as unknown as { __bench: Marks }).__bench;
      return m.shown.length > n && m.shown.at(-1)!.paintedAt !== null;
    }, before);
    const marks = await marksOf(tab);
    const clicked = marks.submitAt.at(-1)!;
    const saved = marks.savedAt.at(-1)!;
    const shown = marks.shown.at(-1)!;
    const fetchMs = await tab.evaluate((from) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const next = entries.filter(
        (e) => e.name.includes('/soft-calls/next') && e.startTime >= from,
      );
      return next[0] ? next[0].responseEnd - next[0].startTime : Number.NaN;
    }, saved);
    rows.push({
      id: shown.id,
      savedMs: saved - clicked,
      shownMs: shown.at - clicked,
      paintedMs: shown.paintedAt! - clicked,
      fetchMs,
    });
  }

  console.log('Times from the click on Submit:');
  console.log(
    'next case   feedback saved   next case shown   next case painted   of which GET /soft-calls/next',
  );
  for (const row of rows) {
    console.log(
      `${String(row.id).padEnd(9)} ${ms(row.savedMs).padStart(16)} ${ms(row.shownMs).padStart(17)} ${ms(row.paintedMs).padStart(19)} ${ms(row.fetchMs).padStart(32)}`,
    );
  }
  const summary = (label: string, values: number[]) =>
    console.log(
      `${label}: median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`,
    );
  console.log('');
  summary(
    'click on Submit → feedback saved',
    rows.map((row) => row.savedMs),
  );
  summary(
    'click on Submit → next case painted',
    rows.map((row) => row.paintedMs),
  );
  summary(
    "'feedback saved' → next case painted",
    rows.map((row) => row.paintedMs - row.savedMs),
  );
  const painted = rows.map((row) => row.paintedMs);
  const p95 = percentile(painted, 95);
  const max = Math.max(...painted);
  console.log(
    `target: next case painted under ${TARGET_MS} ms after the click → ${max < TARGET_MS ? 'ok' : p95 < TARGET_MS ? 'ok at p95, max over' : 'OVER TARGET'}`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
