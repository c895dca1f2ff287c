import { expect, test } from '@playwright/test';
import { watchProblems } from './support/signIn.ts';

test('the app opens from the reference server with its CSP and no console errors', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");

  // Signed out, every path lands on the login page.
  await expect(page).toHaveURL(/\/lender\/auth$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the server reports healthy', async ({ request }) => {
  const res = await request.get('/health');
  expect(res.ok()).toBe(true);
});
