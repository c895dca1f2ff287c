import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import XLSX from 'xlsx';
import { apiToken } from './support/api.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// Demo logins (server/seed/demoUsers.ts).
const USERS = {
  admin: '9000000001',
  lender: '9000000015',
  creditManager: '9000000024',
  disbursalManager: '9000000025',
  investor: '9000000026',
};

async function signIn(page: Page, username: string) {
  await page.goto('/lender/auth');
  await signInWithOtp(page, username);
  await expect(page).toHaveURL(/\/lender\/admin(\/[\w-]+)?$/);
}

const rows = (page: Page) => page.getByRole('row', { name: /^Loan \d+$/ });

for (const [who, username, landing] of [
  ['a disbursal manager', USERS.disbursalManager, 'approved-loans'],
  ['a credit manager', USERS.creditManager, 'loan-applications'],
  ['a lender', USERS.lender, 'disbursed-loans'],
  ['an admin', USERS.admin, 'search-loan'],
  // A field sales officer lands on chat: tests/e2e/chatList.e2e.ts.
] as const) {
  test(`OTP login as ${who} lands on ${landing}`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL(new RegExp(`/lender/admin/${landing}$`));
    await expect(rows(page).first()).toBeVisible();
  });
}

test('the loan list loads ahead of the viewport, 8 rows a request, and more as the user scrolls', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const asked: Array<{ start: number; entries: number }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/v1/loans/search') return;
    asked.push({
      start: Number(url.searchParams.get('start')),
      entries: Number(url.searchParams.get('entries')),
    });
  });
  await signIn(page, USERS.admin);
  // Without scrolling: the first page, then 64 rows past the top (four requests at once, twice).
  await expect(page.getByText(/^Showing 72 of [\d,]+ loans$/)).toBeVisible();
  await page.waitForTimeout(300);
  expect(asked.every((request) => request.entries === 8)).toBe(true);
  expect(asked.map((request) => request.start)).toEqual(Array.from({ length: 9 }, (_, i) => i * 8));
  // Scrolled to the end of what is loaded, the list loads on from there.
  const area = page.locator('[data-loan-scroll]');
  await area.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(page.getByText(/^Showing (1[0-9]{2}) of [\d,]+ loans$/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a disbursal manager keeps filters across a reload and decides a loan in place', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await signIn(page, USERS.disbursalManager);
  await expect(page).toHaveURL(/approved-loans$/);
  await page.getByRole('button', { name: 'Filter' }).click();
  for (const status of ['Loan Approved', 'Ready For Disbursal', 'Ready For Disbursal Review']) {
    await expect(page.getByRole('checkbox', { name: status, exact: true })).toBeChecked();
  }
  await page.getByRole('checkbox', { name: 'Ready For Disbursal', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows(page).first()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Ready For Disbursal', exact: true }),
  ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Loan Approved', exact: true })).toBeChecked();

  const row = rows(page).filter({ hasText: 'Loan Approved' }).first();
  const name = await row.getAttribute('aria-label');
  await row.getByRole('button', { name: 'Ready for Disbursal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const decided = page.getByRole('row', { name: name ?? '' });
  await expect(decided).toContainText('Ready For Disbursal');
  expect(problems).toEqual([]);
});

test("a decision the server refuses shows the server's words", async ({ page, request }) => {
  await signIn(page, USERS.disbursalManager);
  const row = rows(page).filter({ hasText: 'Loan Approved' }).first();
  const loanId = Number((await row.getAttribute('aria-label'))?.replace('Loan ', ''));

  // Someone else moves the loan on first: the list on screen is now stale.
  const token = await apiToken(request, USERS.disbursalManager);
  const res = await request.post(`/api/v1/loans/${loanId}/decision`, {
    data: { decision: 'ready_for_disbursal' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);

  await row.getByRole('button', { name: 'Ready for Disbursal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog').getByText(/^Error: /)).toBeVisible();
});

test('a lender sees disbursed loans only', async ({ page }) => {
  await signIn(page, USERS.lender);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Disbursed Loans' })).toBeVisible();
  for (const other of ['Search Loan', 'Loan Applications', 'Approved Loans', 'Customers']) {
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  }
  // The list reads rows once they are there (allInnerTexts does not wait).
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page).allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const text of statuses) expect(text).toMatch(/Loan Disbursed|Completed/);
});

test('customer search by PAN finds the seeded customer', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.goto('/lender/admin/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('TSSPK7387W');
  await page.getByRole('radio', { name: 'PAN' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Customer 8157415868' })).toBeVisible();
  await expect(page.getByText('1 customer shown')).toBeVisible();

  // The row opens the customer's page; its tabs are deep-linked by hash.
  await page.getByRole('button', { name: 'Open customer 8157415868' }).click();
  await expect(page).toHaveURL(/\/lender\/user\/8157415868#loans$/);
  await expect(page.getByRole('tab', { name: 'Loans', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Customer Activity' }).click();
  await expect(page).toHaveURL(/\/lender\/user\/8157415868#activity$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Customer Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(/\/lender\/admin\/customers$/);
});

test('a loan id opens the loan page; its leader opens their customer page', async ({ page }) => {
  await signIn(page, USERS.lender);
  const row = rows(page).first();
  const id = (await row.getAttribute('aria-label'))?.replace(/^Loan /, '');
  const [name, leader] = (await row.getByRole('cell').nth(1).innerText()).split('\n');
  await row.getByRole('link', { name: `Open loan ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/lender/loan/${id}#loanConfig$`));
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${id}` })).toBeVisible();
  await page.getByRole('link', { name: name!.trim(), exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/lender/user/${leader!.trim()}#loans$`));
  await expect(page.getByRole('tab', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByText("Sorry! You don't have access to see this page")).toHaveCount(0);
  // A lender cannot open the customer list: no link that would lead to a refusal.
  await expect(page.getByRole('link', { name: 'Back to customers' })).toHaveCount(0);
});

test('an unknown or mistyped customer id says so, with nothing to retry', async ({ page }) => {
  await signIn(page, USERS.admin);
  // An unknown username, an unknown user id, and a segment that can name nobody.
  for (const id of ['9999999999', '12345', '12ab5']) {
    await page.goto(`/lender/user/${id}`);
    await expect(page.getByText(`No customer has the id '${id}'.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText(/params\/username|went wrong/)).toHaveCount(0);
  }
});

test("an investor opening a customer's page gets the spec's refusal", async ({ page }) => {
  await signIn(page, USERS.investor);
  await page.goto('/lender/user/8157415868');
  await expect(page.getByText("Sorry! You don't have access to see this page")).toBeVisible();
});

test("the dashboard download is an .xlsx with one row per loan of the list's total", async ({
  page,
}) => {
  await signIn(page, USERS.admin);
  await page.goto('/lender/admin/dashboard');
  const total = page.locator('dt:text-is("Total Loans") + dd');
  await expect(total).toHaveText(/^[\d,]+$/);
  const expected = Number((await total.innerText()).replaceAll(',', ''));
  expect(expected).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download All Loans' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^loans_.+\.xlsx$/);
  // SheetJS 0.20 in Node ESM reads buffers; it has no file system of its own.
  const book = XLSX.read(readFileSync(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const lines = XLSX.utils.sheet_to_json(sheet, { header: 1 }) as unknown[][];
  expect(lines.length - 1).toBe(expected);
  // More loans than the first page: the export fetched the rest, each loan once.
  expect(expected).toBeGreaterThan(100);
  expect(new Set(lines.slice(1).map((line) => line[0])).size).toBe(expected);
});
