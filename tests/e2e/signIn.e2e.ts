import { expect, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// Demo logins of the seeded reference server (server/seed/demoUsers.ts).
const ADMIN = '9000000001';
const NO_STAFF_PROFILE = '9000000031';

test('a deep link opened signed out returns there, with query and hash, after OTP login', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/lender/admin/user?tab=details#contact');
  await expect(page).toHaveURL(/\/lender\/auth$/);
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/lender\/admin\/user\?tab=details#contact$/);
  await expect(page.getByRole('heading', { name: 'View Profile' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a login without a staff profile is signed out with Unauthorized User', async ({ page }) => {
  await page.goto('/lender/auth');
  await signInWithOtp(page, NO_STAFF_PROFILE);
  await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized User' })).toBeVisible();
  await expect(page).toHaveURL(/\/lender\/auth$/);
});

test('Sign Out returns to the login page and a reload stays signed out', async ({ page }) => {
  await page.goto('/lender/auth');
  await signInWithOtp(page, ADMIN);
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/lender\/auth$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a magic sign-in link signs in without typing', async ({ page, request }) => {
  const otpRequest = await request.post('/api/auth/business/otp-request', {
    data: { phone: ADMIN, otpMode: 'WA', token: 'dev-captcha-ok' },
  });
  const { requestId } = await otpRequest.json();
  const otp = (await (await request.get(`/api/auth/dev/otp?phone=${ADMIN}`)).json()).otp;
  // The chat's guided tour (tests/e2e/tourAndProfile.e2e.ts) is not what this test is about.
  await page.addInitScript((user) => localStorage.setItem(`kosh.tourDone.${user}`, '1'), ADMIN);
  await page.goto(`/bchat/magic-link/${ADMIN}/${otp}/${requestId}`);
  // A link on the chat side lands on the chat (spec part 2 §2).
  await expect(page).toHaveURL(/\/bchat\/admin\/allchannels$/);
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible();
  // The bare area goes to its dashboard, which is the chat's home.
  await page.goto('/bchat/admin');
  await expect(page).toHaveURL(/\/bchat\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible();
});

test('a used magic link is refused with the server’s words and a way to sign in', async ({
  page,
}) => {
  await page.goto(`/bchat/magic-link/${ADMIN}/000000/no-such-request`);
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /sign in with your phone number/i })).toBeVisible();
});

test('signed out, a chat-side path goes to the chat login and comes back after it', async ({
  page,
}) => {
  await page.goto('/bchat/admin/allchannels');
  await expect(page).toHaveURL(/\/bchat\/auth-login$/);
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/bchat\/admin\/allchannels$/);
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible();
  // The bare area goes to its dashboard, which is the chat's home.
  await page.goto('/bchat/admin');
  await expect(page).toHaveURL(/\/bchat\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible();
});
