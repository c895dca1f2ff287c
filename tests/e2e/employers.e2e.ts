import { expect, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (user id 1): its employer is unverified (server/seed/employers.ts). */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Employer search' });
const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

/** Clicks the address form's map away from its centre: a point other than the located one. */
async function placeOnMap(box: ReturnType<typeof dialog>) {
  const map = box.getByRole('region', { name: 'Employer location' });
  await expect(map).toHaveAttribute('data-map-state', 'loaded', { timeout: 20_000 });
  const before = await box.getByRole('textbox', { name: 'Latitude' }).inputValue();
  await map.click({ position: { x: 60, y: 50 } });
  await expect(box.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue(before);
  await expect(map.getByRole('img', { name: 'Employer location' })).toBeVisible();
}

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

  // Then placed on the map: the pair (what is saved) is the point clicked.
  await placeOnMap(box);
  await page.screenshot({ path: test.info().outputPath('employer-address-map.png') });

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

test('a credit underwriter replaces an unverified employer after the confirmation, by a new company placed on the map', async ({
  page,
}) => {
  const company = `Kshipra Mills ${Date.now().toString(36)}`;
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const employment = page.getByRole('region', { name: 'Employment' });
  await expect(employment.getByText('Unverified', { exact: true })).toBeVisible();
  await employment.getByRole('button', { name: 'Replace Employer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace employer' });
  await expect(confirm.getByText('Are you sure you want to proceed?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();

  const box = page.getByRole('dialog', { name: 'Replace employer' });
  await box.getByRole('textbox', { name: 'Company' }).fill(company);
  await box.getByRole('button', { name: 'Add New Company' }).click();
  await box.getByRole('textbox', { name: 'Address' }).fill('7, Freeganj Main Road, Madhav Nagar');
  await box.getByRole('textbox', { name: 'City' }).fill('Ujjain');
  await box.getByRole('textbox', { name: 'Landmark' }).fill('Near Tower Chowk');
  await box.getByRole('combobox', { name: 'State' }).selectOption('MP');
  await box.getByRole('textbox', { name: 'Pincode' }).fill('456010');
  await placeOnMap(box);
  await box.getByRole('button', { name: 'Save Address' }).click();
  await expect(toast(page, `New address added for ${company}`)).toBeVisible();

  const replaced = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/customers/employer/replace'),
  );
  await box.getByRole('button', { name: 'Okay' }).click();
  const answer = await replaced;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ employer_name: company });
  await expect(toast(page, `Employer replaced by ${company}`)).toBeVisible();
  await expect(box).toBeHidden();
  // The profile now names the new (unverified) employer, which may be replaced again.
  await expect(employment.getByText(company).first()).toBeVisible();
  await expect(employment.getByText('Unverified', { exact: true })).toBeVisible();
  await expect(employment.getByRole('button', { name: 'Replace Employer' })).toBeVisible();
});
