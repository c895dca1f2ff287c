import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// Demo logins and loans (README: Demo users, Demo loan page).
const DISBURSAL_TEAM = '9000000005';
const B2B = '9000000007';
const ADMIN = '9000000001';
/** Approved, default lender set, no EMI start date: the #loanConfig jump. */
const LOAN_WITHOUT_EMI_DATE = 49;
/** Disbursed, six co-borrowers, every extra. */
const SIX_COBORROWERS = 13;

async function signIn(page: Page, username: string) {
  await page.goto('/lender/auth');
  await signInWithOtp(page, username);
  await expect(page).toHaveURL(/\/lender\/admin(\/[\w-]+)?$/);
}

/** A day 30 days ahead, as the date field takes it (dd/mm/yyyy) and the API holds it. */
function dayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}/${m}/${y}` };
}

test('the disbursal team accepts the jump to Loan Config and sets the EMI start date', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await signIn(page, DISBURSAL_TEAM);
  await page.goto(`/lender/loan/${LOAN_WITHOUT_EMI_DATE}#leader`);
  const question = page.getByRole('dialog', { name: 'Loan configuration missing' });
  // (The dialog element has no box of its own: its panel is fixed-positioned.)
  const accept = question.getByRole('button', { name: 'Go to Loan Config' });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/lender/loan/${LOAN_WITHOUT_EMI_DATE}#loanConfig$`));
  await expect(page.getByRole('tab', { name: 'Loan Config' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const day = dayAhead(30);
  await page.getByRole('textbox', { name: 'EMI start date' }).fill(day.typed);
  await save.click();
  await expect(page.getByText('Loan configuration saved.')).toBeVisible();
  // Saved: a reload asks nothing, and shows the day.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan ${LOAN_WITHOUT_EMI_DATE}` }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'EMI start date' })).toHaveValue(day.typed);
  await expect(question).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a reload of #cibilStatus lands on that tab', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`/lender/loan/${SIX_COBORROWERS}#cibilStatus`);
  await expect(page.getByRole('tab', { name: 'CIBIL Status' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'CIBIL Status' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/#cibilStatus$/);
  await expect(page.getByRole('button', { name: 'CRIF PULL' })).toBeVisible();
});

test('b2b sees no All Tags', async ({ page }) => {
  await signIn(page, B2B);
  await page.goto(`/lender/loan/${SIX_COBORROWERS}#alltags`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan ${SIX_COBORROWERS}` }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Loan Config' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'All Tags' })).toHaveCount(0);
  await expect(page).toHaveURL(/#loanConfig$/);
});

test('a six-co-borrower loan stays readable at 1280 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.goto(`/lender/loan/${SIX_COBORROWERS}#documents`);
  const grid = page.getByRole('table').first();
  await expect(grid).toBeVisible();
  // Six borrower columns: the page itself never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const documentsShot = testInfo.outputPath('loan-13-documents-1280.png');
  await page.screenshot({ path: documentsShot, fullPage: true });
  await testInfo.attach('loan-13-documents-1280', {
    path: documentsShot,
    contentType: 'image/png',
  });
  await page.getByRole('tab', { name: 'Loan Config' }).click();
  await expect(page.getByRole('table', { name: 'NACH details' }).getByRole('row')).toHaveCount(7);
  const configShot = testInfo.outputPath('loan-13-loan-config-1280.png');
  await page.screenshot({ path: configShot, fullPage: true });
  await testInfo.attach('loan-13-loan-config-1280', { path: configShot, contentType: 'image/png' });
});
