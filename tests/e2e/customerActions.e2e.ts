import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { apiToken } from './support/api.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1): selectable loans, a CRIF report, a soft-call case. */
const SHOWCASE = '8157415868';
const LENDER_READ_ONLY = demoUser('is_lender_read_only').username;
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;
const READ_ONLY_REASON =
  'Lender read-only users can look at this customer but cannot use these actions: ask an admin if something needs doing.';
const SELECTABLE = ['loan_disbursed', 'completed', 'settled', 'written_off'];

test('a lender read-only user sees the customer actions disabled, with the reason', async ({
  page,
}) => {
  // The showcase has a disbursed loan, so a lender may open them.
  await page.goto(`/lender/user/${SHOWCASE}#actions`);
  await signInWithOtp(page, LENDER_READ_ONLY);
  await expect(page.getByRole('tab', { name: 'Actions', selected: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(READ_ONLY_REASON);
  for (const name of ['Download CRIF', 'Update Call Details', 'Get Early-Pay Amount']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(READ_ONLY_REASON);
  }
  await expect(page.getByRole('combobox', { name: 'Loan' })).toBeDisabled();
});

test('a credit underwriter is told to fill the form, then gets the early-pay amount in rupees', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, CREDIT_UNDERWRITER);
  const loans = await request.get(`/api/v1/customers/${SHOWCASE}/loans`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await loans.json()) as { results: { id: number; status: string }[] };
  const loan = results.find((row) => SELECTABLE.includes(row.status))!;

  await page.goto(`/lender/user/${SHOWCASE}#actions`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const ask = page.getByRole('button', { name: 'Get Early-Pay Amount' });
  await ask.click();
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText(
    'Please provide all fields !',
  );

  await page.getByRole('combobox', { name: 'Loan' }).selectOption(String(loan.id));
  const today = new Date();
  const day = [today.getDate(), today.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(today.getFullYear()))
    .join('/');
  await page.getByRole('textbox', { name: 'Date' }).fill(day);
  await ask.click();
  await expect(
    page.getByText(
      new RegExp(`^Early-pay amount of loan ${loan.id} on ${day}: ₹[0-9,]+\\.[0-9]{2}$`),
    ),
  ).toBeVisible();
});
