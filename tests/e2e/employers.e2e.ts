import { expect, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1): its employer is unverified (server/seed/employers.ts). */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Employer search' });
const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

test('a credit underwriter adds a new company and address (a 5-digit pincode refused), located from the address, and sees the three toasts', async ({
  page,
}) => {
  const company = `Narmada Looms ${Date.now().toString(36)}`;
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const employment = page.getByRole('region', { name: 'Employment' });
  await expect(employment.getByText('Unverified', { exact: true })).toBeVisible();
  await employment.getByRole('button', { name: 'Add Sub-employer' }).click();

  const box = dialog(page);
  await box.getByRole('textbox', { name: 'Company' }).fill(company);
  await box.getByRole('button', { name: 'Add New Company' }).click();
  await expect(box.getByText(`New company: ${company}`)).toBeVisible();
  await box.getByRole('textbox', { name: 'Address' }).fill('14, Residency Road, Near Clock Tower');
  await box.getByRole('textbox', { name: 'City' }).fill('Indore');
  await box.getByRole('textbox', { name: 'Landmark' }).fill('Opposite Bank Branch');
  await box.getByRole('combobox', { name: 'State' }).selectOption('MP');
  await box.getByRole('textbox', { name: 'Pincode' }).fill('45200');
  // Located from the address by the server's offline geocoding.
  await box.getByRole('button', { name: 'Locate' }).click();
  await expect(
    box.getByText('Location found from the address; correct it if needed.'),
  ).toBeVisible();
  await expect(box.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^2\d\.\d+$/);

  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/employers/details')) saves.push(r.url());
  });
  await box.getByRole('button', { name: 'Save Address' }).click();
  const pincode = box.getByRole('textbox', { name: 'Pincode' });
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(box.getByText('Exactly 6 digits.')).toBeVisible();
  expect(saves).toEqual([]);
  await pincode.fill('452001');
  await expect(pincode).not.toHaveAttribute('aria-invalid', 'true');
  await box.getByRole('button', { name: 'Save Address' }).click();

  await expect(toast(page, `New employer "${company}" added successfully!`)).toBeVisible();
  await expect(toast(page, `New address added for ${company}`)).toBeVisible();
  expect(saves).toHaveLength(1);
  await expect(box.getByRole('heading', { name: `Addresses of ${company}` })).toBeVisible();
  await expect(box.getByRole('radio', { name: /^14, Residency Road/ })).toBeChecked();
  await box.getByRole('button', { name: 'Okay' }).click();

  await expect(toast(page, `Sub-employer "${company}" added successfully.`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(employment.getByText(`${company}, 14, Residency Road`)).toBeVisible();
});

test('a disbursal team member may edit an unverified employer but not a verified one', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, demoUser('is_disbursal_team').username);
  const employment = page.getByRole('region', { name: 'Employment' });
  await expect(employment.getByText('Unverified', { exact: true })).toBeVisible();
  await expect(employment.getByRole('button', { name: 'Edit Employer' })).toBeVisible();

  // Customer 3's employer is verified (server/seed/employers.ts): shown, not editable.
  await page.goto('/lender/user/3#profile');
  await expect(employment.getByText('Verified', { exact: true })).toBeVisible();
  await expect(employment.getByRole('button', { name: 'Edit Employer' })).toHaveCount(0);
  await expect(employment.getByRole('button', { name: 'Change Name' })).toHaveCount(0);
});

test('the employers route finds employers, shows the addresses of one, and a blank search clears the list', async ({
  page,
}) => {
  await page.goto('/lender/admin/employers');
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const search = page.getByRole('searchbox', { name: 'Search employers' });
  await search.fill('a');
  await expect(page.getByRole('list', { name: 'Search employers' })).toBeVisible();
  await page.getByRole('list', { name: 'Search employers' }).getByRole('button').first().click();
  await expect(page.getByRole('table', { name: /^Addresses of / })).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('list', { name: 'Search employers' })).toHaveCount(0);
});
