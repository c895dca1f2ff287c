import { expect, test } from '@playwright/test';
import { INDIAN_STATES } from '../../src/domain/indianStates.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer: it has a photo (server/seed/customerPhotos.ts). */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = '9000000006';

test('a credit underwriter sees the photo and the state by name, edits father name and it stays capitalised across a reload', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page).toHaveURL(new RegExp(`/lender/user/${SHOWCASE}#profile$`));

  // The photo, read in two steps with the signed-in user's token, shown from a blob.
  const photo = page.getByRole('img', { name: /^Photo of / });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^blob:/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The state code reads as its name.
  const address = page.getByRole('region', { name: 'Address' });
  const names = Object.values(INDIAN_STATES);
  await expect(address).toBeVisible();
  const addressText = (await address.textContent()) ?? '';
  expect(names.some((name) => addressText.includes(name))).toBe(true);

  // Father name typed in lower case is saved with each word capitalised.
  const personal = page.getByRole('region', { name: 'Personal' });
  await personal.getByRole('button', { name: 'Edit Father Name' }).click();
  const field = personal.getByRole('textbox', { name: 'Father Name' });
  await field.fill('ravi shankar kumar');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Father Name saved.')).toBeVisible();
  await expect(personal).toContainText('Ravi Shankar Kumar');
  await expect(field).toBeHidden();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal' })).toContainText('Ravi Shankar Kumar');
});
