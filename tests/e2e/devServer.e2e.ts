// The README's start command (Vite's development server with React StrictMode, proxying to the
// reference server) must behave exactly as the production build the other e2e files drive.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const RUNNING_LINE = /is running: (http:\/\/\S+?)\/lender\/auth/;
const ADMIN = '9000000001';

let devServer: ChildProcess | undefined;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  devServer = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: '0',
      MODE: 'development',
      DATABASE: ':memory:',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start did not come up in 60 s')), 60_000);
    let out = '';
    devServer?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = RUNNING_LINE.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    devServer?.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  devServer?.kill('SIGTERM');
});

/** Reloads the page and checks it settled as the build would: no error, realtime connected. */
async function reloadAndCheck(page: Page, ready: (page: Page) => Locator) {
  await page.reload();
  await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
  // The header's connection status (a screen may say 'Connected' too: a call's traceability).
  await expect(page.getByRole('banner').getByText('Connected', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/aborted/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

test('signed in through npm start, every built screen survives a reload under StrictMode', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/lender\/admin\/search-loan$/, { timeout: 30_000 });
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });

  const firstRow = (p: Page) => p.getByRole('row').nth(1);
  for (const path of [
    '/lender/admin/search-loan',
    '/lender/admin/loan-applications',
    '/lender/admin/approved-loans',
    '/lender/admin/customers',
    '/lender/admin/dashboard',
  ]) {
    await page.goto(path);
    await reloadAndCheck(page, firstRow);
  }

  // A customer's page, reached as a person would: from the customers list.
  await page.goto('/lender/admin/customers');
  await page
    .getByRole('button', { name: /^Open customer / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lender\/user\/\d{10}/);
  await reloadAndCheck(page, (p) => p.getByRole('tab', { name: 'Profile', exact: true }));
  await expect(page.getByText('error in fetching profile details')).toHaveCount(0);

  // The soft-call desk shows its first case after a reload.
  await page.goto('/lender/admin/callingDetails');
  await reloadAndCheck(page, (p) => p.getByText(/Calling in \d+ secs/));
  // Its Analytics tab (the tab is in the address) reads both of its queries again.
  await page.goto('/lender/admin/callingDetails?tab=analytics');
  await reloadAndCheck(page, (p) => p.getByRole('table', { name: 'Calls per agent', exact: true }));

  // The chat's long channel opens at its newest message (StrictMode attaches its list twice).
  await page.goto('/lender/admin/chat');
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Operations floor');
  await page
    .getByRole('list', { name: 'Search results' })
    .locator('[data-channel-open]')
    .first()
    .click();
  const scroller = page.locator('[data-chat-scroll]');
  await expect(scroller.locator('[data-index]').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1500);
  const belowView = await scroller.evaluate(
    (el) => el.scrollHeight - el.scrollTop - el.clientHeight,
  );
  expect(belowView).toBeLessThan(4);

  expect(problems).toEqual([]);
  await context.close();
});

test('under npm start, a signed-out chat-side link goes to the chat login and returns there', async ({
  browser,
}) => {
  // StrictMode runs the redirect to the login page twice; the second run must not remember the
  // login page itself as the destination (that left a blank page after sign-in).
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/bchat/admin/allchannels');
  await expect(page).toHaveURL(/\/bchat\/auth-login$/, { timeout: 30_000 });
  await signInWithOtp(page, '9000000022');
  await expect(page).toHaveURL(/\/bchat\/admin\/allchannels$/, { timeout: 30_000 });
  // The development server compiles the chat's modules on their first request: seconds.
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible({
    timeout: 30_000,
  });
  expect(problems).toEqual([]);
  await context.close();
});
