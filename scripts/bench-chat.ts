// Measures a busy chat channel in the real app against the real reference server: the production
// build, a fresh seeded database, the 'Operations floor' channel (20,000 messages). Not a test: it
// prints numbers and asserts nothing timed.
//   node scripts/bench-chat.ts [--px=100] [--messages=2000] [--publish=100] [--dist=<a build>]
// 1. open: from navigation start to the newest message painted (found by its id, read first from
//    the API); 2. DOM nodes then; 3. publish to paint: another member posts `--publish` messages
//    one after another from a second browser, each timed from just before its POST to its text
//    painted in the reader's page (both pages read the one machine clock, Date.now()); 4. the
//    list scrolled up `--px` per frame until `--messages` older messages are loaded, with every
//    frame's time; 5. DOM nodes after that.

import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { issueLogin } from '../server/auth/tokens.ts';
import { findUserByUsername } from '../server/staff.ts';
import { arg, buildClient, ms, percentile, s } from './benchSupport.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startReferenceServer } from './referenceServer.ts';

const PX_PER_FRAME = Number(arg('px', '100'));
const SCROLL_MESSAGES = Number(arg('messages', '2000'));
const PUBLISH = Number(arg('publish', '100'));
const CHANNEL = 'kosh/public/1000000';
/** Demo users (server/seed/demoUsers.ts), both members of the channel: the reader and the poster. */
const READER = '9000000001';
const POSTER = '9000000005';
/** Gives up on a wait that sees nothing for this long (a broken build, a dead server). */
const STALL_MS = 30_000;

const summary = (values: number[]) =>
  `median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;
const nodes = (tab: Page) => tab.evaluate(() => document.getElementsByTagName('*').length);

// Runs in the reader's page before the app: marks when a message id or a text first shows, and
// the second animation frame after (the frame that shows it has been painted by then).
function watchMessages() {
  type Watch = { test: () => boolean; resolve: (at: { perf: number; epoch: number }) => void };
  const watches: Watch[] = [];
  const check = () => {
    for (const watch of [...watches]) {
      if (!watch.test()) continue;
      watches.splice(watches.indexOf(watch), 1);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => watch.resolve({ perf: performance.now(), epoch: Date.now() })),
      );
    }
  };
  const bench = {
    until(test: () => boolean) {
      return new Promise<{ perf: number; epoch: number }>((resolve) => {
        watches.push({ test, resolve });
        check();
      });
    },
  };
  (window as unknown as { __chatBench: typeof bench }).__chatBench = bench;
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}
type Bench = {
  until(test: () => boolean): Promise<{ perf: number; epoch: number }>;
};

// Runs in the reader's page: scrolls the message list up `px` per frame, as a user holding the
// scroll up would, until `target` more messages are loaded than at the start.
async function scrollBack(args: { px: number; target: number; stallMs: number }) {
  const { px, target, stallMs } = args;
  const scroller = document.querySelector<HTMLElement>('[data-chat-scroll]')!;
  // Every row carries the count of rows loaded (aria-setsize).
  const loaded = () =>
    Number(scroller.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize') ?? 0);
  const start = loaded();
  const deltas: number[] = [];
  let maxNodes = 0;
  let lastGrowth = performance.now();
  let lastLoaded = start;
  let reached = false;
  /** Frames spent at the top of the loaded messages: the user waiting for older ones. */
  const waits = { count: 0, ms: 0 };
  let waiting = false;
  const began = performance.now();
  await new Promise<void>((resolve) => {
    let last = 0;
    const frame = (now: number) => {
      const count = loaded();
      if (count !== lastLoaded) {
        lastLoaded = count;
        lastGrowth = now;
      }
      if (last) {
        deltas.push(now - last);
        const atTop = scroller.scrollTop <= 0;
        if (atTop && !waiting) waits.count += 1;
        if (atTop) waits.ms += now - last;
        waiting = atTop;
      }
      last = now;
      maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      reached = count - start >= target;
      if (reached || now - lastGrowth > stallMs) return resolve();
      scroller.scrollTop -= px;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return {
    start,
    end: loaded(),
    reached,
    deltas,
    maxNodes,
    waits,
    took: performance.now() - began,
  };
}

const client = buildClient('chat');
const seeding = performance.now();
const { server, origin } = await startReferenceServer(client.dir);
console.log(`reference server seeded in ${s(performance.now() - seeding)}`);
const tokens = (username: string) =>
  issueLogin(server.db, server.config, findUserByUsername(server.db, username)!.id);
const reader = tokens(READER);
const poster = tokens(POSTER);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const newest = await fetch(
    `${origin}/api/chat/channel-message?channel=${encodeURIComponent(CHANNEL)}&entries=1`,
    { headers: { Authorization: `Bearer ${reader.access}` } },
  );
  const { messages } = (await newest.json()) as { messages: Array<{ _id: string }> };
  const newestId = messages[0]!._id;

  console.log(`Chat channel ${CHANNEL} ('Operations floor', 20,000 messages), production build`);
  // Frame times depend on what else the machine is doing: say how busy it was.
  console.log(`${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ({ access, refresh }) => {
      sessionStorage.setItem('kosh.accessToken', access);
      localStorage.setItem('kosh.refreshToken', refresh);
    },
    { access: reader.access, refresh: reader.refresh },
  );
  await context.addInitScript(watchMessages);
  const tab = await context.newPage();
  tab.on('response', (res) => {
    if (res.status() >= 500) console.error(`page: ${res.status()} ${res.url()}`);
  });
  await tab.goto(`${origin}/lender/admin/chat?channel=${encodeURIComponent(CHANNEL)}`);
  const opened = await tab.evaluate(
    (id) =>
      (window as unknown as { __chatBench: Bench }).__chatBench.until(
        () => document.querySelector(`[data-message-id="${id}"]`) !== null,
      ),
    newestId,
  );
  await tab.waitForTimeout(500);
  const nodesOpen = await nodes(tab);

  // The poster's own browser, at the app's origin so its fetch is same-origin as in the app.
  const posterContext = await browser.newContext();
  const posterTab = await posterContext.newPage();
  await posterTab.goto(`${origin}/lender/auth`);
  const published: number[] = [];
  for (let i = 0; i < PUBLISH; i++) {
    const text = `bench ${i + 1} ${Math.random().toString(36).slice(2)}`;
    const seen = tab.evaluate(
      ({ text, stallMs }) =>
        Promise.race([
          (window as unknown as { __chatBench: Bench }).__chatBench.until(() =>
            [...document.querySelectorAll('[data-message-id]')].some((m) =>
              m.textContent?.includes(text),
            ),
          ),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), stallMs)),
        ]),
      { text, stallMs: STALL_MS },
    );
    const sentAt = await posterTab.evaluate(
      async ({ channel, text, access }) => {
        const body = new FormData();
        body.set('channel', channel);
        body.set('client_id', `bench-${crypto.randomUUID()}`);
        body.set('text', text);
        const at = Date.now();
        const res = await fetch('/api/chat/channel-message', {
          method: 'POST',
          headers: { Authorization: `Bearer ${access}` },
          body,
        });
        if (res.status !== 201) throw new Error(`send answered ${res.status}`);
        return at;
      },
      { channel: CHANNEL, text, access: poster.access },
    );
    const painted = await seen;
    if (!painted) throw new Error(`message ${i + 1} never showed in the reader's page`);
    published.push(painted.epoch - sentAt);
  }
  await posterContext.close();

  const run = await tab.evaluate(scrollBack, {
    px: PX_PER_FRAME,
    target: SCROLL_MESSAGES,
    stallMs: STALL_MS,
  });
  await tab.waitForTimeout(500);
  const nodesAfter = await nodes(tab);

  const row = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);
  row('open the channel → newest message painted', `${ms(opened.perf)} after navigation`);
  row('DOM nodes, opened', String(nodesOpen));
  row(
    `publish → painted (${published.length} messages by ${POSTER})`,
    published.length ? summary(published) : 'none',
  );
  row(
    `scroll back, ${PX_PER_FRAME} px per frame`,
    `${run.reached ? '' : 'NOT REACHED: '}${run.end - run.start} older messages loaded (${run.start} → ${run.end}) in ${s(run.took)}`,
  );
  row('  frames while scrolling', `${run.deltas.length}, ${summary(run.deltas)}`);
  row(
    '  waiting at the top for older messages',
    `${run.waits.count} times, ${s(run.waits.ms)} in all`,
  );
  row(
    'DOM nodes, after the scroll-back',
    `${nodesAfter} (at most ${run.maxNodes} while scrolling)`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
  if (client.temporary) rmSync(client.dir, { recursive: true, force: true });
}
