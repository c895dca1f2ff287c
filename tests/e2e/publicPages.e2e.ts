import { expect, test } from '@playwright/test';
import { watchProblems } from './support/signIn.ts';

test.use({ geolocation: { latitude: 28.6139, longitude: 77.209 }, permissions: ['geolocation'] });

test('the referral form validates, then submits with the granted location', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/lender/referral/KOSH0001');
  await expect(page.getByLabel('Referral code')).toHaveValue('KOSH0001');
  await expect(page.getByLabel('Referral code')).not.toBeEditable();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide a valid name')).toBeVisible();

  await page.getByLabel('Name').fill('Meera Nair');
  await page.getByLabel('Mobile number').fill('98765');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide a correct mobile number')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Meera Nair');

  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('checkbox', { name: /not a robot/i }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an employee ID card opens publicly, and an unknown id says so', async ({ page }) => {
  await page.goto('/lender/kosh/1');
  await expect(page.getByText('Employee code')).toBeVisible();
  await page.goto('/lender/kosh/999999');
  await expect(page.getByRole('heading', { name: 'Employee not found' })).toBeVisible();
});

test('the login footer opens the terms (with privacy) and the help page, and back', async ({
  page,
}) => {
  await page.goto('/lender/auth');
  await page.getByRole('link', { name: 'Terms & Condition' }).click();
  await expect(page.getByRole('heading', { name: 'Terms & Condition' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/lender\/auths\/terms#privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/lender/auth');
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
});
