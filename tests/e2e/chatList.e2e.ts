import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// Demo logins (server/seed/demoUsers.ts): the super admin and the credit manager are both in the
// seed's busy public channel, 'Operations floor'; 9000000019 is the field sales officer.
const A = '9000000001';
const B = '9000000024';
const FIELD_SALES_OFFICER = '9000000019';
const FLOOR = 'Operations floor';

async function floorName(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`/api/chat/channels/search?name=${encodeURIComponent(FLOOR)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { channels } = (await res.json()) as { channels: { name: string; display_name: string }[] };
  return channels.find((c) => c.display_name === FLOOR)!.name;
}

async function post(request: APIRequestContext, token: string, channel: string, text: string) {
  const res = await request.post('/api/chat/channel-message', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { channel, client_id: `e2e-${Date.now()}-${Math.random()}`, text },
  });
  expect(res.status()).toBe(201);
}

async function openAllChannels(page: Page, username: string) {
  await page.goto('/lender/auth');
  await signInWithOtp(page, username);
  await page.goto('/lender/admin/chat');
  await page.getByRole('button', { name: 'All Channels' }).click();
  await expect(
    page.getByRole('list', { name: 'Channels' }).getByRole('listitem').first(),
  ).toBeVisible();
}

test('a field sales officer lands on chat', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, FIELD_SALES_OFFICER);
  await expect(page).toHaveURL(/\/lender\/admin\/chat$/);
  await expect(page.getByRole('heading', { name: 'Chat / Messenger' })).toBeVisible();
  await expect(page.getByText('Select a channel')).toBeVisible();
  // The self blacklist check reads the user's own record: staff without one get a 404 (defaults).
  expect(problems.filter((p) => !p.includes('/user/dashboard/blacklist'))).toEqual([]);
});

test('All Channels, a search, and joining a public channel opens it', async ({ page, request }) => {
  await openAllChannels(page, FIELD_SALES_OFFICER);
  const token = await apiToken(request, FIELD_SALES_OFFICER);
  // A public channel this user is not in: leave one of theirs first (through the API).
  const auth = { Authorization: `Bearer ${token}` };
  const listed = await request.post('/api/chat/channels/list', {
    headers: auth,
    data: { start: 0, entries: 8, filter: 'public' },
  });
  const other = (
    (await listed.json()) as { channels: { name: string; display_name: string }[] }
  ).channels.find((c) => c.display_name !== FLOOR);
  expect(other, 'a public channel of this user').toBeDefined();
  const left = await request.post('/api/chat/channels/leave', {
    headers: auth,
    data: { channel_name: other!.name },
  });
  expect(left.status()).toBe(204);
  await page.getByRole('searchbox', { name: 'Search channels' }).fill(other!.display_name);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText(other!.display_name, { exact: true })).toBeVisible();
  await results.getByRole('button', { name: 'Join' }).first().click();
  await expect(page).toHaveURL(new RegExp(`channel=${encodeURIComponent(other!.name)}`));
  await expect(page.getByRole('heading', { name: other!.display_name, level: 2 })).toBeVisible();
});

test("B's message moves the channel to the top of A's list with the unread badge; a mention raises @", async ({
  browser,
  request,
}) => {
  const contextA = await browser.newContext();
  const page = await contextA.newPage();
  await openAllChannels(page, A);
  const tokenB = await apiToken(request, B);
  const floor = await floorName(request, tokenB);
  const list = page.getByRole('list', { name: 'Channels' });
  const first = list.getByRole('listitem').first();

  await post(request, tokenB, floor, `Stand-up in ten minutes ${Date.now()}`);
  await expect(first.locator(`[data-channel-open="${floor}"]`)).toBeVisible({ timeout: 1000 });
  await expect(first.locator('[data-unread]')).toBeVisible({ timeout: 1000 });

  await post(request, tokenB, floor, `Please check this @[Admin](${A})`);
  await expect(first.getByText(/unread mentions/)).toBeAttached({ timeout: 1000 });
  await contextA.close();
});
