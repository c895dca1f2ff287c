import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1): 420 days of wallet, every status, repayments. */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

test('a credit underwriter scrolls the wallet for older days, opens a day and the breakdown, and Escape returns focus', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#wallet`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page.getByRole('tab', { name: 'Wallet', selected: true })).toBeVisible();
  const days = page.getByRole('region', { name: 'Daily earnings' });
  await expect(days.getByText(/^Showing 30 of [0-9,]+ days$/)).toBeVisible();

  // Scrolled to the end and resting: the next window of days loads after 1 s.
  await days.locator('[data-wallet-days-scroll]').evaluate((area) => {
    area.scrollTop = area.scrollHeight;
    area.dispatchEvent(new Event('scroll'));
  });
  await expect(days.getByText(/^Showing 60 of [0-9,]+ days$/)).toBeVisible();

  // A day's transactions, closed with Escape: focus goes back to the day.
  await days.locator('[data-wallet-days-scroll]').evaluate((area) => {
    area.scrollTop = 0;
  });
  // The second day: seeded whatever the hour (the first is India's today, which may be ahead).
  const day = days.getByRole('button', { name: /^Transactions of / }).nth(1);
  await day.click();
  const dayDialog = page.getByRole('dialog');
  await expect(dayDialog.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(dayDialog.getByRole('cell').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dayDialog).toBeHidden();
  await expect(day).toBeFocused();

  // The withdrawal-limit breakdown: per loan, other transactions, totals.
  const breakdown = page.getByRole('button', { name: 'Withdrawal limit breakdown' });
  await breakdown.click();
  const limit = page.getByRole('dialog', { name: 'Withdrawal Limit Breakdown' });
  await expect(limit.getByRole('table', { name: 'Loan transactions' })).toBeVisible();
  await expect(limit.getByRole('table', { name: 'Other transactions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(limit).toBeHidden();
  await expect(breakdown).toBeFocused();
});
