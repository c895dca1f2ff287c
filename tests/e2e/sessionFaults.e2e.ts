import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The session against time and faults, with the real reference server failing on purpose
   (its test-mode fault injection), in real Chromium tabs. */

const ADMIN = '9000000001';
const DISBURSAL_MANAGER = '9000000025';
const AGENT = '9000000009';
const REFRESH = '/api/auth/token/refresh';

const userMenu = (page: Page) => page.getByRole('button', { name: /user menu/i });

async function injectFault(page: Page, fault: Record<string, unknown>) {
  const res = await page.request.post('/__test/faults', { data: fault });
  expect(res.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.delete('/__test/faults');
});

test('signing out in one tab signs out the other, and the next user lands on their own page', async ({
  context,
  page,
}) => {
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  await expect(userMenu(page)).toContainText('Connected');
  const other = await context.newPage();
  await other.goto('/lender/admin/customers');
  await expect(other.getByRole('button', { name: /^Open customer / }).first()).toBeVisible();

  // The user signs out in the tab they work in now.
  await userMenu(other).click();
  await other.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/lender\/auth$/);

  // The first tab follows, and stays signed out after a reload of its own.
  await expect(page).toHaveURL(/\/lender\/auth$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kosh.refreshToken'))).toBeNull();

  // A different person signs in in that tab: their own landing, not the previous user's page.
  await signInWithOtp(page, DISBURSAL_MANAGER);
  await expect(page).toHaveURL(/\/lender\/admin\/approved-loans$/);
  await expect(page.getByText("Sorry! You don't have access to see this page")).toHaveCount(0);
});

test('sign-out revokes the refresh token on the server', async ({ page }) => {
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  await expect(userMenu(page)).toContainText('Connected');
  const refresh = await page.evaluate(() => localStorage.getItem('kosh.refreshToken'));
  expect(refresh).toBeTruthy();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/token/logout'));
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await logout).status()).toBe(200);
  const again = await page.request.post(REFRESH, { data: { refresh } });
  expect(again.status()).toBe(401);
});

test('a refresh answered 503 twice then 200 keeps the agent signed in with the draft', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/lender/admin/callingDetails');
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('article')).toBeVisible();
  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'End' }).click();
  const feedback = page.getByRole('region', { name: 'Submit Your Feedback Here' });
  await feedback.getByLabel('Comment').fill('Customer asked for a call in the evening');

  // The access token lives in memory: a reload must renew it, and the server is failing.
  await injectFault(page, {
    method: 'POST',
    path: REFRESH,
    status: 503,
    body: { error: 'Service temporarily unavailable' },
    times: 2,
  });
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith(REFRESH)) refreshes.push(r.status());
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /Trying again in \d+ s/ })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: 'Submit Your Feedback Here' }).getByLabel('Comment'),
  ).toHaveValue('Customer asked for a call in the evening');
  expect(refreshes).toEqual([503, 503, 200]);
  await expect(page).not.toHaveURL(/\/lender\/auth/);
  // The two 503s were the server's, on purpose; nothing else went wrong.
  expect(problems.filter((p) => !p.includes(REFRESH))).toEqual([]);
});

test('a token that lapses during a call is renewed once and the call is recorded', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/lender/admin/callingDetails');
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('article')).toBeVisible();
  // The server takes the access token no longer when the call's outcome is saved.
  await injectFault(page, {
    method: 'POST',
    path: '/api/v1/soft-calls/outcome',
    status: 401,
    body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
  });
  const refreshes: number[] = [];
  const outcomes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith(REFRESH)) refreshes.push(r.status());
    if (r.url().endsWith('/api/v1/soft-calls/outcome')) outcomes.push(r.status());
  });
  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await page
    .getByRole('region', { name: 'Telephony simulator' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expect(popup.getByRole('timer')).toBeVisible();
  await popup.getByRole('button', { name: 'End' }).click();
  const feedback = page.getByRole('region', { name: 'Submit Your Feedback Here' });
  const caseName = await page.getByRole('article').getByRole('heading').textContent();
  await feedback
    .getByRole('radiogroup', { name: 'Contact', exact: true })
    .getByRole('radio', { name: 'Contactable', exact: true })
    .click();
  await feedback
    .getByRole('radiogroup', { name: 'Traceability', exact: true })
    .getByRole('radio', { name: 'Connected', exact: true })
    .click();
  await feedback
    .getByRole('radiogroup', { name: 'Cooperation', exact: true })
    .getByRole('radio', { name: 'Non Cooperative', exact: true })
    .click();
  await feedback.getByRole('button', { name: 'Submit' }).click();
  // Saved: the loop moves on to the next case.
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(caseName ?? '');
  await expect.poll(() => outcomes).toEqual([401, 200]);
  expect(refreshes).toEqual([200]);
  await expect(page).not.toHaveURL(/\/lender\/auth/);
});
