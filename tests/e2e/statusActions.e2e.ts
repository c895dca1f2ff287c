import { expect, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's approved loan 6 (its people have videos and employment agreements) and an admin. */
const LOAN = 6;
const ADMIN = '9000000001';

test('an admin ticks a loan-share check (saved on the server), sees the share videos and the employment agreements', async ({
  page,
}) => {
  await page.goto(`/lender/loan/${LOAN}#statusActions`);
  await signInWithOtp(page, ADMIN);
  const cards = page.getByRole('region', { name: /\(\d{10}\)$/ });
  await expect(cards.first()).toBeVisible();
  const card = cards.first();
  const box = card.getByRole('checkbox', { name: /^Address verified for / });
  const before = await box.isChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/loanshare-checks') && r.request().method() === 'POST',
  );
  await box.click();
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked({ checked: !before });
  // Read again from the server: the check stayed.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /\(\d{10}\)$/ })
      .first()
      .getByRole('checkbox', {
        name: /^Address verified for /,
      }),
  ).toBeChecked({ checked: !before });
  await expect(
    page.getByRole('region', { name: /^Employment agreements of / }).first(),
  ).toBeVisible();
  await expect(page.getByText(/^Assigned video: /).first()).toBeVisible();
  await checkA11y(page, 'Status & Actions: an admin with checks, videos and agreements');

  // A co-borrower with a video not yet their share's: pick it, assign it.
  const candidate = page
    .getByRole('region', { name: /\(\d{10}\)$/ })
    .filter({ hasText: 'No video assigned yet.' })
    .filter({ has: page.getByRole('combobox', { name: /^Video for / }) })
    .first();
  const name = (await candidate.getAttribute('aria-label'))!;
  // Held by its name: its words change once the video is assigned.
  const unassigned = page.getByRole('region', { name, exact: true });
  await unassigned.getByRole('combobox', { name: /^Video for / }).selectOption({ index: 1 });
  await unassigned.getByRole('button', { name: 'Assign video' }).click();
  await expect(unassigned.getByText('Video assigned to the loan share.')).toBeVisible();
  await expect(unassigned.getByText(/^Assigned video: video_kyc/)).toBeVisible();
  await page.screenshot({ path: 'reports/statusActions.png', fullPage: true });
});

test('an admin takes a decision from the tab and the loan is read again in its new status', async ({
  page,
}) => {
  // An approved loan no other test decides on.
  await page.goto('/lender/loan/178#statusActions');
  await signInWithOtp(page, ADMIN);
  const status = page.getByRole('region', { name: 'Loan status' });
  await expect(status).toContainText('Loan status: Loan Approved');
  await status.getByRole('button', { name: 'Ready for Disbursal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toContainText('Loan status: Ready For Disbursal');
  await expect(status.getByRole('button', { name: 'Ready for Disbursal' })).toHaveCount(0);
  await expect(status.getByRole('status')).toContainText('Ready For Disbursal');
  await expect(status.getByRole('button', { name: 'Disburse' })).toBeVisible();
});

test('a credit underwriter may tick checks but is never sent employment agreements', async ({
  page,
}) => {
  const agreementCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('employment_agreement')) agreementCalls.push(request.url());
  });
  await page.goto(`/lender/loan/${LOAN}#statusActions`);
  await signInWithOtp(page, '9000000006');
  const card = page.getByRole('region', { name: /\(\d{10}\)$/ }).first();
  await expect(card.getByRole('checkbox', { name: /^KYC verified for / })).toBeEnabled();
  await expect(card.getByRole('combobox', { name: /^Video for / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Employment agreements of / })).toHaveCount(0);
  expect(agreementCalls).toEqual([]);
});
