import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase of the Loans tab: user id 1, username 8157415868, two saved versions. */
const SHOWCASE = { userId: 1, username: '8157415868' };
const CREDIT_UNDERWRITER = '9000000006';

/** The loans table's Loan Id column, top to bottom. */
const loanIds = (page: Page) =>
  page.getByRole('table', { name: 'Loans' }).locator('tbody tr td:first-child').allTextContents();

test('a credit underwriter lands on #loans; an older version shows other loans under its banner, and the way back restores them', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE.userId}`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page).toHaveURL(new RegExp(`/lender/user/${SHOWCASE.userId}#loans$`));
  await expect(page.getByRole('tab', { name: 'Loans', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Self Loans' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const loans = page.getByRole('table', { name: 'Loans' });
  await expect(loans).toBeVisible();
  await expect(loans.getByRole('row').nth(1)).toBeVisible();
  // The seed gives the showcase a failed ACH debit with its reason, and a written-off loan.
  await expect(page.getByRole('table', { name: 'ACH debits: Razorpay' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Written Off' }).first()).toBeVisible();
  const current = await loanIds(page);
  expect(current.length).toBeGreaterThan(0);

  // The oldest saved version: the loans as they stood then.
  const version = page.getByRole('combobox', { name: 'Version' });
  await expect(version).toBeEnabled();
  const options = await version.locator('option').all();
  const oldest = await options.at(-1)!.getAttribute('value');
  expect(oldest).toBeTruthy();
  await version.selectOption(oldest!);
  await expect(page.getByRole('note', { name: 'Old version' })).toBeVisible();
  await expect.poll(() => loanIds(page)).not.toEqual(current);

  await page.getByRole('button', { name: 'Back to the current version' }).click();
  await expect(page.getByRole('note', { name: 'Old version' })).toBeHidden();
  await expect.poll(() => loanIds(page)).toEqual(current);
});

test('Deleted Loanshares lists the shares staff removed, with who and why', async ({ page }) => {
  await page.goto(`/lender/user/${SHOWCASE.username}#loans`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await page.getByRole('tab', { name: 'Deleted Loanshares' }).click();
  const deleted = page.getByRole('table', { name: 'Deleted Loanshares' });
  await expect(deleted).toBeVisible();
  await expect(deleted.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  await expect(deleted.locator('tbody tr')).toHaveCount(2);
});
