import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const CREDIT_MANAGER = demoUser('is_credit_manager').username;
/** The seed's first customer (the seed is deterministic). */
const CUSTOMER = '8157415868';
const TEXT = 'Field officer took the EMI in cash and gave no receipt';

test('a credit manager registers a complaint, a 9-digit number refused with the form kept, and moves it along', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, CREDIT_MANAGER);
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Complaints' })
    .click();
  await expect(page).toHaveURL(/\/lender\/admin\/complaints$/);
  await expect(page.getByRole('heading', { name: 'Complaints', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Complaints' });
  await expect(table).toBeVisible();
  // Seeded complaints in every status, each counted.
  const filter = page.getByRole('group', { name: 'Show complaints' });
  for (const status of ['Open', 'In progress', 'Resolved', 'Closed']) {
    await expect(
      filter.getByRole('button', { name: new RegExp(`^${status} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }

  const open = page.getByRole('button', { name: 'Register complaint' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Register complaint' });
  const mobile = dialog.getByLabel('Customer mobile number');
  await mobile.fill(CUSTOMER.slice(0, 9));
  await dialog.getByLabel('Category').selectOption('collection');
  await dialog.getByRole('textbox', { name: 'Complaint', exact: true }).fill(TEXT);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide a correct mobile number');
  // The form stays, with everything typed, and the number field has the focus.
  await expect(mobile).toHaveValue(CUSTOMER.slice(0, 9));
  await expect(mobile).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Complaint', exact: true })).toHaveValue(TEXT);
  await expect(dialog.getByLabel('Category')).toHaveValue('collection');

  await mobile.fill(CUSTOMER);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Complaint registered for ${CUSTOMER}.` }),
  ).toBeVisible();
  await expect(open).toBeFocused();
  // Newest first: the new complaint heads the list, open.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(TEXT);
  await expect(first.getByRole('cell').first()).toHaveText('Open');
  await expect(first).toContainText(CUSTOMER);

  await first.getByRole('button', { name: /^Start work complaint \d+$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Complaint \d+ is now In progress\.$/ }),
  ).toBeVisible();
  await filter.getByRole('button', { name: /^In progress/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(TEXT);
  expect(problems).toEqual([]);
});
