import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import XLSX from 'xlsx';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

const RECOVERY_MANAGER = '9000000022';
const ADMIN = '9000000001';

/** The seeded group leader of most disbursed loans: the one whose cohorts show rising PAR. */
async function risingParLeader(page: Page): Promise<string> {
  const token = await apiToken(page.request, ADMIN);
  const found: { username: string; loans: number }[] = [];
  for (const digit of ['6', '7', '8', '9']) {
    const res = await page.request.get(`/api/v1/group-leaders?search=${digit}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    found.push(...((await res.json()) as { results: typeof found }).results);
  }
  found.sort((a, b) => b.loans - a.loans || a.username.localeCompare(b.username));
  return found[0]!.username;
}

/** A table's cells of one column, top to bottom. */
const column = (page: Page, table: string, index: number) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allTextContents();

test("a recovery manager opens a GL's profile, steps the efficiency month back and downloads collections whose rows match the table", async ({
  page,
}) => {
  const leader = await risingParLeader(page);
  await page.goto(`/lender/user/${leader}#loans`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  await page.getByRole('tab', { name: 'Collections' }).click();

  // Cohort Analysis: PAR 1/30/90 as percentages of POS, by disbursal month.
  const cohorts = page.getByRole('table', { name: 'Cohort Analysis' });
  await expect(cohorts).toBeVisible();
  await expect(cohorts.getByRole('columnheader', { name: 'PAR 90' })).toBeVisible();
  // The seeded leader's newer cohorts are overdue: some PAR 1 is a percentage above zero.
  await expect(
    cohorts
      .locator('tbody tr td:nth-child(4)')
      .filter({ hasText: /^[1-9][\d.]*%$/ })
      .first(),
  ).toBeVisible();

  await checkA11y(page, 'customer page, loans, collections');

  // The efficiency stepper: the chosen month and the previous two; one step back moves all three.
  const efficiency = page.getByRole('table', { name: 'Collection efficiency' });
  await expect(efficiency.locator('tbody tr')).toHaveCount(3);
  const before = await column(page, 'Collection efficiency', 0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect
    .poll(() => column(page, 'Collection efficiency', 0))
    .toEqual([before[1], before[2], expect.any(String)]);
  await expect(page.getByRole('status', { name: 'Month' })).toHaveText(before[1]!);

  // Collections of this month, and the file of the same rows.
  const table = page.getByRole('table', { name: 'Collections', exact: true });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const loanIds = await column(page, 'Collections', 0);
  const numbers = await column(page, 'Collections', 2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`collection_data_${leader}.xlsx`);
  const book = XLSX.read(readFileSync(await download.path()));
  const lines = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  }) as unknown[][];
  expect(lines[0]).toEqual([
    'Loan Id',
    'Borrower Name',
    'Borrower Number',
    'Interval Paid',
    'Current Pending',
    'DPD',
    'Loanshare Status',
  ]);
  expect(lines.slice(1).map((line) => String(line[0]))).toEqual(loanIds);
  expect(lines.slice(1).map((line) => String(line[2]))).toEqual(numbers);
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved collection_data_' }),
  ).toBeVisible();
});

test('an admin picks a group leader on GLs-Profile and reads their cohorts, kept across a reload; Created Loans sums what they led', async ({
  page,
}) => {
  await page.goto('/lender/admin/fso');
  await signInWithOtp(page, ADMIN);
  await page.getByRole('link', { name: 'GLs-Profile' }).click();
  await page.getByRole('searchbox', { name: 'Group Leader' }).fill('8157415868');
  await page.getByRole('button', { name: /\(8157415868\)/ }).click();
  await expect(page.getByRole('heading', { name: /\(8157415868\)$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cohort Analysis' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Collections', exact: true })).toBeVisible();
  await checkA11y(page, 'GLs-Profile, a group leader picked');
  // The pick is in the address: a reload shows the same leader.
  await expect(page).toHaveURL(/\/lender\/admin\/fso\?gl=8157415868$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: /\(8157415868\)$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cohort Analysis' })).toBeVisible();

  await page.goto('/lender/user/8157415868#loans');
  await page.getByRole('tab', { name: 'Created Loans' }).click();
  const count = page.locator('dt:text-is("Number of Loans") + dd');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  await expect(
    page.getByRole('table', { name: 'Disbursed Loans' }).locator('tbody tr'),
  ).toHaveCount(Number(await count.innerText()));
  await checkA11y(page, 'customer page, loans, created loans');
});
