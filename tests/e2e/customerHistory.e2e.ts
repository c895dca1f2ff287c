// The loan history panel at the bottom of Loans → Self Loans on the showcase customer's page:
// an area sales manager's page asks for no contacts' loan history or relationships at all; a
// credit underwriter's does, and the seed's blacklisted contact is highlighted.
import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1): every column, colour and rule of the panel. */
const SHOWCASE = '8157415868';
const AREA_SALES_MANAGER = '9000000020';
const CREDIT_UNDERWRITER = '9000000006';

/** Paths of the reads withheld from area sales managers (part 1 §6). */
const WITHHELD = /\/api\/v1\/customers\/[0-9]{10}\/(contacts-loan-history|relationships?)\b/;

/** Records every API request path the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

async function openLoans(page: Page, staff: string) {
  await page.goto(`/lender/user/${SHOWCASE}#loans`);
  await signInWithOtp(page, staff);
  await expect(page).toHaveURL(new RegExp(`/lender/user/${SHOWCASE}#loans$`));
}

test('an area sales manager opens #loans: loan history shows, no contacts-loan-history or relationships request is made', async ({
  page,
}) => {
  const paths = recordRequests(page);
  await openLoans(page, AREA_SALES_MANAGER);
  await expect(page.getByRole('table', { name: /^Loan History: / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coborrowers Contact' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coborrowers Contact Loan History' })).toHaveCount(
    0,
  );
  expect(paths.some((path) => path === '/api/v1/loan-history')).toBe(true);
  expect(paths.filter((path) => WITHHELD.test(path))).toEqual([]);
});

test("a credit underwriter opens #loans: contacts' loan history is asked for, the blacklisted contact highlighted, written-off rows red", async ({
  page,
}) => {
  const asked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/customers/${SHOWCASE}/contacts-loan-history`),
  );
  const related = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/customers/${SHOWCASE}/relationships`),
  );
  await openLoans(page, CREDIT_UNDERWRITER);
  await asked;
  await related;
  // The customers linked to this one, each name opening their page.
  const relationships = page.getByRole('table', { name: 'Customer Relationships' });
  await expect(relationships.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/lender\/user\/\d{10}$/,
  );
  const contacts = page.getByRole('table', { name: 'Coborrowers Contact Loan History' });
  await expect(contacts).toBeVisible();
  const blacklisted = contacts.locator('tbody tr[data-tone="blacklisted"]');
  await expect(blacklisted.first()).toBeVisible();
  // Blacklisted contacts come first.
  await expect(contacts.locator('tbody tr').first()).toHaveAttribute('data-tone', 'blacklisted');
  await expect(contacts.locator('tbody tr[data-tone="successful"]').first()).toBeVisible();
  const history = page.getByRole('table', { name: /^Loan History: / });
  await expect(history.locator('tbody tr[data-tone="written-off"]').first()).toBeVisible();

  // The Black List cell opens the contact's Blacklist History; Ok closes it.
  await blacklisted
    .first()
    .getByRole('button', { name: /: blacklist history of / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Blacklist History' });
  // (The dialog element has no box of its own: its panel is fixed-positioned.)
  const ok = dialog.getByRole('button', { name: 'Ok' });
  await expect(ok).toBeVisible();
  await expect(dialog).toContainText('Blacklist level');
  await ok.click();
  await expect(dialog).toHaveCount(0);
});

test('a recovery agency user sees the loan ids as text, with no link; a B2B user gets no loan history at all', async ({
  page,
}) => {
  const RECOVERY_AGENCY = '9000000013';
  await openLoans(page, RECOVERY_AGENCY);
  const history = page.getByRole('table', { name: /^Loan History: / });
  await expect(history).toBeVisible();
  const loans = page.getByRole('table', { name: 'Loans' });
  // The loan id cells read as numbers, and nothing in the loan tables is a loan-id link.
  await expect(loans.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d+$/);
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  for (const table of [loans, history]) {
    await expect(table.getByRole('link', { name: /^\d+$/ })).toHaveCount(0);
  }
});

test('a B2B user: Self Loans shows, with no loan history or borrower status and no request for them', async ({
  page,
}) => {
  const B2B = '9000000007';
  const paths = recordRequests(page);
  await openLoans(page, B2B);
  await expect(page.getByRole('table', { name: 'Loans' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Loan History: / })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Borrowers loan status' })).toHaveCount(0);
  expect(paths.filter((path) => path === '/api/v1/loan-history')).toEqual([]);
});
