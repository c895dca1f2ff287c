import { expect, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { signInWithOtp } from './support/signIn.ts';

const READ_ONLY = '9000000002';
const ADMIN = '9000000001';

test('a read-only user trying a change sees the permission alert, and nothing is sent', async ({
  page,
  request,
}) => {
  // A case to look at: the oldest in the admin's queue.
  const token = await apiToken(request, ADMIN);
  const next = await request.get('/api/v1/soft-calls/next', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { id } = await next.json();

  await page.goto('/lender/auth');
  await signInWithOtp(page, READ_ONLY);
  await expect(page).toHaveURL(/\/lender\/admin\//);
  const writes: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/')) writes.push(req.url());
  });

  await page.goto(`/lender/admin/callingDetails/${id}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Assign As New Lead Call' }).click();
  await expect(page.getByText('You do not have permission to perform this action')).toBeVisible();
  expect(writes).toEqual([]);
});
