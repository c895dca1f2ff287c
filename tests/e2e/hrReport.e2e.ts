import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const CREDIT_MANAGER = demoUser('is_credit_manager').username;
const FIELD_OFFICER = demoUser('is_field_sales_officer').username;

test('a manager reads the attendance report by group, downloads it, and finds a person by search', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, CREDIT_MANAGER);
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Employee Status' })
    .click();
  await expect(page.getByRole('heading', { name: 'Employee Status', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Attendance report' }).click();
  await expect(page).toHaveURL(/\/lender\/admin\/employee-status#report$/);

  // This month so far, for everyone working; then only field sales.
  const table = page.getByRole('table', { name: 'Attendance report' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const group = page.getByLabel('Group');
  const fieldSales = await group
    .getByRole('option', { name: /^Field sales \(\d+\)$/ })
    .textContent();
  await group.selectOption({ label: fieldSales! });
  const officer = table.getByRole('row').filter({ hasText: FIELD_OFFICER });
  await expect(officer).toHaveCount(1);
  await expect(officer).toContainText('Field sales officer');

  // A reload keeps the tab; the file holds the rows shown.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Attendance report', selected: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^attendance-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // The Employee Page: found by a search, with the person's details and ID card.
  await page.goto('/lender/admin/employeeStatusPage');
  await page.getByRole('searchbox', { name: 'Find a team member' }).fill(FIELD_OFFICER);
  await page
    .getByRole('list', { name: 'Matching team members' })
    .getByRole('button', { name: new RegExp(FIELD_OFFICER) })
    .click();
  await expect(page).toHaveURL(new RegExp(`employeeStatusPage\\?user=${FIELD_OFFICER}$`));
  await expect(page.getByText('Roles').locator('xpath=following-sibling::dd')).toContainText(
    'Field sales officer',
  );
  await expect(page.getByRole('link', { name: 'Employee ID card' })).toHaveAttribute(
    'href',
    /^\/lender\/kosh\/\d+$/,
  );
  await expect(page.getByRole('table', { name: 'Attendance' }).getByRole('row')).toHaveCount(61);
  expect(problems).toEqual([]);
});
