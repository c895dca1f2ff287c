import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/* Two users in the Operations floor: what one sends reaches the other at once, and three
   messages sent while the sender is offline arrive once each, in order, when the network is back. */

const CHANNEL = 'kosh/public/1000000';
const A = '9000000001';
const B = '9000000005';
// How the channel pane names a message the server has not confirmed yet.
const PENDING = 'Sending…';

async function openChannel(context: BrowserContext, user: string): Promise<Page> {
  const page = await context.newPage();
  const address = `/lender/admin/chat?channel=${encodeURIComponent(CHANNEL)}`;
  await page.goto(address);
  await signInWithOtp(page, user);
  // Signed in, the user lands on their role's page: then the channel's address.
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto(address);
  await expect(page.getByPlaceholder('Write message here...')).toBeVisible({ timeout: 15_000 });
  return page;
}

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder('Write message here...');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test('a message reaches the other user at once; sent offline, three arrive once, in order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await openChannel(contextA, A);
  const b = await openChannel(contextB, B);
  const run = Date.now().toString(36);

  const hello = `Hello from B ${run}`;
  await send(b, hello);
  await expect(a.getByText(hello)).toBeVisible({ timeout: 1_000 });

  await contextB.setOffline(true);
  const offline = [1, 2, 3].map((n) => `Offline ${n} ${run}`);
  for (const text of offline) await send(b, text);
  // Shown at once on B's side, not yet confirmed.
  const unsent = b.getByRole('article', { name: PENDING });
  for (const text of offline) await expect(unsent.filter({ hasText: text })).toBeVisible();
  await contextB.setOffline(false);

  for (const text of offline) await expect(a.getByText(text)).toBeVisible({ timeout: 15_000 });
  await expect(unsent).toHaveCount(0);
  // Once each, in order.
  const shown = await a.getByText(new RegExp(`^Offline \\d ${run}$`)).allTextContents();
  expect(shown).toEqual(offline);

  const long = `L${run}${'x'.repeat(401 - 1 - run.length)}`;
  expect(long).toHaveLength(401);
  await send(b, long);
  await expect(a.getByRole('button', { name: 'See more' }).last()).toBeVisible({ timeout: 5_000 });
  await expect(a.getByText(long)).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});
