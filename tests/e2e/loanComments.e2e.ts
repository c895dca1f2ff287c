import { expect, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's loan 13: disbursed, six co-borrowers, comments of every kind (README). */
const LOAN = 13;
const CREDIT_UNDERWRITER = '9000000006';
const RECOVERY_AGENT = '9000000012';

test('a credit underwriter posts a credit comment on the loan page: refused without a loan, then stored and listed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/lender/loan/${LOAN}#credCmnts`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const box = page.getByRole('region', { name: 'Credit Comment', exact: true });
  await expect(box).toBeVisible();
  const text = `Income checked against bank statement ${Date.now()}`;
  await box.getByRole('textbox', { name: 'Comment' }).fill(text);
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please select loan id first to comment.');
  await box.getByRole('combobox', { name: 'Loan Id' }).selectOption(String(LOAN));
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByText('Comment added successfully')).toBeVisible();
  // The lists are read again: the comment shows in the leader's column (the composer's first).
  const leaderColumn = page.getByRole('region', { name: /^Credit Comments of / }).first();
  await expect(leaderColumn).toContainText(text);
  await checkA11y(page, 'credit comments tab, comment stored');
});

test("a recovery agent gets no credit comment form: no Credit Comments tab, the profile's composer posts recovery comments only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/lender/loan/${LOAN}#profile`);
  await signInWithOtp(page, RECOVERY_AGENT);
  await expect(page.getByRole('region', { name: 'Employment Info', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Credit Comments' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recovery Comment', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit Comment', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Comment type' })).toHaveCount(0);
});

test("a six co-borrower loan's profile grid stays readable at 1280 px: the names column stays, the grid scrolls inside", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/lender/loan/${LOAN}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const grid = page.getByRole('region', { name: 'Employment Info', exact: true });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(6);
  // The page itself does not scroll sideways; the grid's own pane does.
  const pageWide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(pageWide).toBe(false);
  const shot = test.info().outputPath('loan-profile-six-coborrowers-1280.png');
  await grid.screenshot({ path: shot });
  await test.info().attach('profile grid, 6 co-borrowers at 1280 px', {
    path: shot,
    contentType: 'image/png',
  });
  await checkA11y(page, 'profile tab, six co-borrowers');
});
