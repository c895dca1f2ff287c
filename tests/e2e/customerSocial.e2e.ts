import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's first customer and a credit underwriter (the seed is deterministic). */
const CUSTOMER = '8157415868';
const CREDIT_UNDERWRITER = '9000000006';
const INVALID = 'Invalid contact/name, please enter valid value.';

/** A number no earlier run added: the server refuses the same contact twice for a customer. */
const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a credit underwriter adds an alternate contact (bad ones refused first) and sets its reference check, kept across a reload', async ({
  page,
}) => {
  const number = freshNumber();
  const name = `Anita Rao ${number.slice(-4)}`;
  await page.goto(`/lender/user/${CUSTOMER}#social`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const section = page.getByRole('region', { name: 'Alternate and Reachable Contacts' });
  // The list has loaded (the customer may have no contacts yet: 'Data Not Available').
  await expect(section.getByText('Loading contacts…')).toBeHidden();

  await section.getByRole('button', { name: 'Add New Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Details' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Relation' }).selectOption('Friend');

  // A 9-digit number: refused with the spec's text, nothing sent.
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/customers/alternate-contacts') && request.method() === 'POST') {
      saves += 1;
    }
  });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Contact' }).fill(number.slice(0, 9));
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID);
  // A 2-letter name: refused the same way.
  await dialog.getByRole('textbox', { name: 'Contact' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('An');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID);
  expect(saves).toBe(0);

  // A good one is saved once and shows in the table.
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await submit.click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Friend');
  await expect(row).toContainText(CREDIT_UNDERWRITER);
  expect(saves).toBe(1);

  // Its reference check set to BAD, still BAD after a reload.
  await row.getByRole('button', { name: `Edit reference check of ${name}` }).click();
  await row.getByRole('combobox', { name: `New reference check of ${name}` }).selectOption('BAD');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('combobox')).toBeHidden();
  await expect(row.getByRole('cell').last()).toHaveText('BAD');
  await page.reload();
  const reloaded = page
    .getByRole('region', { name: 'Alternate and Reachable Contacts' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(reloaded.getByRole('cell').last()).toHaveText('BAD');
});
