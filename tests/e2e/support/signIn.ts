import { expect, type Page } from '@playwright/test';

/** Reads the OTP the reference server issued for `phone` (test mode only). */
export async function readOtp(page: Page, phone: string): Promise<string> {
  const res = await page.request.get(`/api/auth/dev/otp?phone=${phone}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).otp as string;
}

/**
 * Signs in with OTP through the login page, as a person would (dev captcha in test mode). The
 * chat page's guided tour is marked done first, so it does not cover what a test is after; pass
 * `{ tour: true }` to meet it.
 */
export async function signInWithOtp(
  page: Page,
  phone: string,
  options: { tour?: boolean } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('checkbox', { name: /not a robot/i }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const otpField = page.getByLabel('Enter OTP');
  await expect(otpField).toBeFocused();
  await otpField.fill(await readOtp(page, phone));
  if (!options.tour) {
    await page.evaluate((user) => localStorage.setItem(`kosh.tourDone.${user}`, '1'), phone);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Answers the app expects: the first sign-in of a user has no chat credentials yet, so the GET
 * answers 404 and the app creates them (spec part 2 §7).
 */
const EXPECTED_FAILURES = [{ status: 404, path: '/api/chat/auth/chat-auth' }];

/**
 * Collects console errors, uncaught exceptions and failed responses of a page. The browser's own
 * 'Failed to load resource' line is replaced by the response it is about, so expected ones pass.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const path = new URL(res.url()).pathname;
    const expected = EXPECTED_FAILURES.some((f) => f.status === res.status() && f.path === path);
    if (!expected) problems.push(`${res.status()} ${res.request().method()} ${path}`);
  });
  return problems;
}
