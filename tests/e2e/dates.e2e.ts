import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

// A browser in the US locale renders native date inputs as mm/dd/yyyy: ours stay dd/mm/yyyy.
test.use({ locale: 'en-US' });

test('in an en-US browser the dashboard range is typed and shown dd/mm/yyyy and asked for as YYYY-MM-DD', async ({
  page,
}) => {
  await page.goto('/lender/admin/dashboard');
  await signInWithOtp(page, '9000000001');
  const from = page.getByLabel('From Date');
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  const asked = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname.endsWith('/dashboard/loans') &&
      new URL(request.url()).searchParams.get('from_date') === '2026-02-01',
  );
  await from.fill('01/02/2026');
  await asked;
  await expect(from).toHaveValue('01/02/2026');

  // Picked from the calendar: the day shows dd/mm/yyyy too.
  await page.getByRole('button', { name: 'Open calendar' }).first().click();
  await expect(page.getByRole('grid', { name: 'February 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Tuesday, 3 February 2026' }).click();
  await expect(from).toHaveValue('03/02/2026');
});
