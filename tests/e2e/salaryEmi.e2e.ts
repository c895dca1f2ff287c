import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (FIP transactions of both kinds) and a credit underwriter. */
const CUSTOMER = '8157415868';
const CREDIT_UNDERWRITER = '9000000006';
const MANDATORY = 'Please fill mandatory fields Date and Amount.';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test('a credit underwriter adds a salary entry (refused without a date), edits and deletes it, and moves a FIP credit to Salary', async ({
  page,
}) => {
  // An amount no earlier run used, so its row is this run's.
  const amount = 30_000 + Math.floor(Math.random() * 60_000);
  await page.goto(`/lender/user/${CUSTOMER}#salaryemi`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const salary = page.getByRole('region', { name: 'Salary Details' });
  await expect(salary.getByRole('table')).toBeVisible();

  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/customers/salary-details') && request.method() === 'POST')
      posts += 1;
  });

  // No date: refused with the spec's text, nothing sent.
  await salary.getByRole('button', { name: 'Add Salary' }).click();
  const form = salary.getByRole('form', { name: 'New salary entry' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(MANDATORY);
  expect(posts).toBe(0);

  // With a date: saved once, in the list.
  await form.getByRole('textbox', { name: 'Date' }).fill('15/10/2026');
  await form.getByRole('combobox', { name: 'Salary Mode' }).selectOption('cash');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(salary.getByRole('status')).toHaveText('Entry saved.');
  const row = salary.getByRole('row').filter({ hasText: rupees(amount) });
  await expect(row).toContainText('15/10/2026');
  await expect(row).toContainText('cash');
  expect(posts).toBe(1);

  // Edited: the row is highlighted while its values are in the form.
  await row.getByRole('button', { name: /^Edit salary entry/ }).click();
  await expect(row).toHaveAttribute('data-editing', 'true');
  const edit = salary.getByRole('form', { name: 'Edit salary entry' });
  await expect(edit.getByRole('textbox', { name: 'Amount' })).toHaveValue(String(amount));
  await edit.getByRole('textbox', { name: 'Amount' }).fill(String(amount + 1));
  await edit.getByRole('button', { name: 'Submit' }).click();
  const edited = salary.getByRole('row').filter({ hasText: rupees(amount + 1) });
  await expect(edited).toContainText('15/10/2026');
  await expect(salary.getByRole('row').filter({ hasText: rupees(amount) })).toHaveCount(0);

  // Deleted after the confirmation naming its amount and date.
  await edited.getByRole('button', { name: /^Delete salary entry/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this salary entry?' });
  await expect(confirm).toContainText(`Amount ${rupees(amount + 1)}, date 15/10/2026`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(salary.getByRole('status')).toHaveText('Entry deleted.');
  await expect(salary.getByRole('row').filter({ hasText: rupees(amount + 1) })).toHaveCount(0);

  // A FIP CREDIT moved to Salary shows in Salary Details.
  const narration = 'NEFT SALARY ACME TEXTILES';
  const moved = salary.getByRole('row').filter({ hasText: narration });
  const before = await moved.count();
  const fip = page.getByRole('region', { name: 'FIP Details' });
  const credit = fip.getByRole('row').filter({ hasText: narration });
  await credit.getByRole('button', { name: /^Move to Salary/ }).click();
  await expect(fip.getByRole('status')).toHaveText('Moved to Salary Details.');
  await expect(moved).toHaveCount(before + 1);
  await expect(moved.first()).toContainText(rupees(25_750));
});
