import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

const ADMIN = '9000000001';

test('the customers filter toggle hides and shows Search by, kept across a reload and cleared at sign-out', async ({
  page,
}) => {
  await page.goto('/lender/admin/customers');
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/lender\/admin\/customers$/);
  const filter = page.getByRole('button', { name: 'Filter' });
  const searchBy = page.getByRole('radiogroup', { name: 'Search by' });
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await searchBy.getByRole('radio', { name: 'PAN' }).check();
  await filter.click();
  await expect(searchBy).toBeHidden();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  // Hidden, the chosen type still applies.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('TSSPK7387W');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Customer 8157415868' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(searchBy).toBeHidden();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(searchBy).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();

  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.goto('/lender/admin/customers');
  await signInWithOtp(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(searchBy).toBeVisible();
});
