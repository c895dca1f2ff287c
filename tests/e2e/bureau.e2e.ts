import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { apiToken } from './support/api.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1); user id 2 has no bureau record (server/seed/bureau.ts). */
const SHOWCASE = '8157415868';
const NO_BUREAU_USER_ID = 2;
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

const pullDate = (page: import('@playwright/test').Page) =>
  page.getByRole('row', { name: /^CRIF Pull Date/ }).getByRole('cell');

test('a credit underwriter pulls CRIF and sees the new pull date, then the credit profile with its colours and total', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#cibil`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page.getByRole('tab', { name: 'Bureau', selected: true })).toBeVisible();
  await expect(pullDate(page)).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  const before = await pullDate(page).textContent();
  await expect(page.getByRole('row', { name: /^CRIF Report/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts (LOAN-DETAILS)' })).toBeVisible();

  await page.getByRole('button', { name: 'CRIF PULL' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^CRIF pulled on / })).toBeVisible();
  // The record is read again: the summary shows today's pull, not the seeded one.
  await expect(pullDate(page)).not.toHaveText(before!);
  const status = await page
    .getByRole('status')
    .filter({ hasText: /^CRIF pulled on / })
    .textContent();
  expect(status).toContain((await pullDate(page).textContent())!);

  await page.getByRole('tab', { name: 'Credit Profile' }).click();
  const scoreOf = (item: string) =>
    page
      .getByRole('row', { name: new RegExp(`^${item} `) })
      .getByRole('cell')
      .nth(1);
  await expect(scoreOf('Credit score')).toHaveAttribute('data-tone', 'good');
  await expect(scoreOf('Nach payment perc')).toHaveAttribute('data-tone', 'poor');
  // Green and pink are painted, and differ.
  const paint = (item: string) =>
    scoreOf(item).evaluate((cell) => getComputedStyle(cell).backgroundColor);
  const [green, pink] = [await paint('Credit score'), await paint('Nach payment perc')];
  expect([green, pink]).not.toContain('rgba(0, 0, 0, 0)');
  expect(green).not.toBe(pink);
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText(/^\d+(\.\d)? \/ \d+$/);
});

test('a customer with no bureau record shows the empty state on both panels', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, CREDIT_UNDERWRITER);
  const res = await request.get(`/api/v1/customers-by-user-id/${NO_BUREAU_USER_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { username } = (await res.json()) as { username: string };
  await page.goto(`/lender/user/${username}#cibil`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(
    page.getByText('No bureau record: this customer has never been pulled from the bureau.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'CRIF PULL' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Credit Profile' }).click();
  await expect(
    page.getByText('No credit profile: this customer has not been scored yet.'),
  ).toBeVisible();
});
