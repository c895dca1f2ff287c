import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The guided tour runs to its end and stays done after a reload, and comes back from the user
   menu; a user edits the chat (business) profile and finds it after a reload; Login Activity
   lists the sign-in just made (part 2 §2, §3, §4; part 1 §2 'User menu'). */

// Demo logins (server/seed/demoUsers.ts) little used by other e2e files, one per test.
const B2B = '9000000007';
const FINANCE_MANAGER = '9000000016';
const FINANCE_INTERN = '9000000017';

const tour = (page: Page) => page.getByRole('dialog', { name: 'Guided tour' });

async function signIn(page: Page, phone: string, options: { tour?: boolean } = {}) {
  await page.goto('/lender/auth');
  await signInWithOtp(page, phone, options);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
}

test('the tour runs to Finish, stays done after a reload, and comes back from the user menu', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await signIn(page, B2B, { tour: true });
  await page.goto('/bchat/admin/allchannels');
  // No chat profile yet: the tour starts at the business profile (nonprofile).
  // (The dialog's root has no box of its own: its panel is what shows.)
  await expect(tour(page).getByText('Step 1 of 4')).toBeVisible({ timeout: 15_000 });
  await expect(tour(page)).toContainText('Profile');
  for (const step of ['All Channels', 'Message Scheduler', 'Create Channel']) {
    await tour(page).getByRole('button', { name: 'Next' }).click();
    await expect(tour(page)).toContainText(step);
  }
  await tour(page).getByRole('button', { name: 'Finish' }).click();
  await expect(tour(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeVisible();
  // Long enough for the tour's chunk to have arrived after first content.
  await page.waitForTimeout(3_000);
  await expect(tour(page)).toHaveCount(0);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Take the tour' }).click();
  await expect(tour(page).getByText('Step 1 of 4')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/bchat\/admin\/allchannels$/);
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a user edits the business profile and sees it after a reload', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await signIn(page, FINANCE_MANAGER);
  await page.goto('/bchat/admin/business');
  const form = page.getByRole('form', { name: 'Business profile' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  const run = Date.now().toString(36);
  const city = `Pune ${run}`;
  await form.getByLabel('Business email').fill('finance@kosh.example');
  await form.getByLabel('Business type').selectOption('Partnership');
  await form.getByLabel('Business document').selectOption({ label: 'GST Certificate' });
  await form.getByLabel('Address').fill('7 FC Road, Shivajinagar');
  await form.getByLabel('City').fill(city);
  await form.getByLabel('State').selectOption('MH');
  // A wrong PIN is caught before the server, and nothing typed is lost.
  await form.getByLabel('PIN code').fill('0411');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('PIN code must be 6 digits');
  await expect(form.getByLabel('City')).toHaveValue(city);
  await form.getByLabel('PIN code').fill('411005');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Profile saved successfully')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('City')).toHaveValue(city, { timeout: 15_000 });
  await expect(form.getByLabel('State')).toHaveValue('MH');
  await expect(form.getByLabel('Business document')).toHaveValue('101');
  // The user menu's Chat Profile is the same profile.
  await page.goto('/lender/admin/chat-profile');
  await expect(form.getByLabel('PIN code')).toHaveValue('411005', { timeout: 15_000 });
  expect(problems).toEqual([]);
});

test('Login Activity lists the sign-in just made', async ({ page }) => {
  const problems = watchProblems(page);
  await signIn(page, FINANCE_INTERN);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Login Activity' }).click();
  await expect(page).toHaveURL(/\/user-profile-activity$/);
  const table = page.getByRole('table', { name: 'Login Activity' });
  await expect(table).toBeVisible({ timeout: 15_000 });
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());
  // The OTP sign-in (the chat sign-in that follows it may come first).
  const otp = table.getByRole('row').filter({ hasText: 'OTP' }).first();
  await expect(otp).toContainText(today);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  await expect(page.getByRole('heading', { name: 'Account Setting' })).toBeVisible();
  await expect(page.getByText(FINANCE_INTERN)).toBeVisible();
  expect(problems).toEqual([]);
});
