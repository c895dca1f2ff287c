import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const ADMIN = '9000000001';

/** The realtime locks of the origin as the browser's lock manager sees them. */
const realtimeLocks = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const count = (infos: LockInfo[]) => infos.filter((i) => i.name === 'kosh-realtime').length;
    return { held: count(held), pending: count(pending) };
  });

test('the realtime connection shows Connected, and a second tab takes it over until Use Here', async ({
  context,
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  const userMenu = (p: typeof page) => p.getByRole('button', { name: /user menu/i });
  await expect(userMenu(page)).toContainText('Connected');
  expect(await realtimeLocks(page)).toEqual({ held: 1, pending: 0 });

  // The same user opens the app in a second tab: the first one is told and disconnects.
  const second = await context.newPage();
  await second.goto('/lender/admin/user');
  await expect(userMenu(second)).toContainText('Connected');
  // The person switches back to the first tab.
  await page.bringToFront();
  const dialog = page.getByRole('dialog', { name: 'Open in another tab' });
  // (The dialog element itself has no box: its panel is fixed-positioned; check what shows.)
  await expect(dialog.getByRole('button', { name: 'Use Here' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Use Here' }).click();
  await expect(userMenu(page)).toContainText('Connected');
  await second.bringToFront();
  await expect(
    second
      .getByRole('dialog', { name: 'Open in another tab' })
      .getByRole('button', { name: 'Use Here' }),
  ).toBeVisible();
  // One tab holds the Web Lock at every moment: the second took it, Use Here stole it back.
  expect(await realtimeLocks(second)).toEqual({ held: 1, pending: 0 });
  expect(problems).toEqual([]);
});

test('with the session shortened, both tabs warn and are signed out at zero', async ({
  context,
  page,
}) => {
  // Demo/test override: 8 s of inactivity, warning 5 s before (only ever shorter than 12 h).
  await context.addInitScript(() => {
    localStorage.setItem(
      'kosh.sessionLimits',
      JSON.stringify({ inactivityLimitMs: 8000, warningMs: 5000 }),
    );
  });
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/lender\/admin\/search-loan$/);
  const second = await context.newPage();
  await second.goto('/lender/admin/user');
  await expect(second.getByRole('heading', { name: 'View Profile' })).toBeVisible();

  for (const tab of [page, second]) {
    await expect(tab.getByText(/Your session will expire in \d+ seconds/)).toBeVisible({
      timeout: 10_000,
    });
  }
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
    await expect(tab).toHaveURL(/\/lender\/auth$/);
  }
});
