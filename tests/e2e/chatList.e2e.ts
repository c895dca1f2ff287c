import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { membersOf, openChannel, PLACEHOLDER, realtimeConnected } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// Demo logins (server/seed/demoUsers.ts): the super admin, and 9000000019 the field sales officer.
const A = '9000000001';
// Who types as B: the first of these (credit manager, credit underwriter, disbursal team, recovery
// manager, operations manager) in a channel of A's that is not at the top of A's list.
const WRITERS = ['9000000024', '9000000006', '9000000005', '9000000022', '9000000023'];
const FIELD_SALES_OFFICER = '9000000019';
const FLOOR = 'Operations floor';

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

/** The row of `channel` in a channel list (its aria-posinset is its place, 1 = the top). */
const rowOf = (list: Locator, channel: string) =>
  list
    .getByRole('listitem')
    .filter({ has: list.page().locator(`[data-channel-open="${channel}"]`) });

/** The number a badge says ('3 unread', '1 unread mentions'); 0 when the badge is not there. */
async function badgeCount(badge: Locator, words: string): Promise<number> {
  if ((await badge.count()) === 0) return 0;
  const match = new RegExp(`(\\d+) ${words}$`).exec((await badge.textContent()) ?? '');
  return Number(match?.[1] ?? 0);
}

test("B types in a channel below the top of A's list: within 1 s it is A's first with its unread badge raised; a mention raises @", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const page = await contextA.newPage();
  await openAllChannels(page, A);
  await realtimeConnected(page);
  const list = page.getByRole('list', { name: 'Channels' });

  // A channel of both users that is not at the top of A's list.
  const shown = await list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      place: Number(item.getAttribute('aria-posinset')),
      name: item.querySelector('[data-channel-open]')?.getAttribute('data-channel-open') ?? '',
    })),
  );
  const tokenA = await apiToken(request, A);
  let channel = '';
  let b = '';
  for (const { place, name } of shown.sort((x, y) => x.place - y.place)) {
    if (place < 2) continue;
    const { admins, normal_users } = await membersOf(request, tokenA, name);
    const members = new Set([...admins, ...normal_users].map((m) => m.username));
    b = WRITERS.find((writer) => members.has(writer)) ?? '';
    if (b) {
      channel = name;
      break;
    }
  }
  expect(channel, `a channel of ${A} and a writer below the top of ${A}'s list`).not.toBe('');
  test.info().annotations.push({ type: 'channel', description: `${channel}, B = ${b}` });
  const row = rowOf(list, channel);
  await expect(row).not.toHaveAttribute('aria-posinset', '1');
  const unread = await badgeCount(row.locator('[data-unread]'), 'unread');
  const mentions = await badgeCount(row.getByText(/unread mentions$/), 'unread mentions');

  const pageB = await openChannel(contextB, b, channel);
  await expect(row).not.toHaveAttribute('aria-posinset', '1');
  // The channel's button in the first row of A's list.
  const onTop = list.locator(`li[aria-posinset="1"] [data-channel-open="${channel}"]`);
  const input = pageB.getByPlaceholder(PLACEHOLDER);
  await input.fill(`Stand-up in ten minutes ${Date.now().toString(36)}`);
  await input.press('Enter');
  await expect(onTop.locator('[data-unread]')).toHaveText(new RegExp(` ${unread + 1} unread$`), {
    timeout: 1000,
  });

  // B mentions A through the suggestion list: A's @ badge rises.
  await expect(input).toHaveValue('');
  await input.fill(`Please check this @${A}`);
  await expect(pageB.getByRole('option', { name: new RegExp(A) })).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(new RegExp(`^Please check this @\\[.+\\]\\(${A}\\) $`));
  await input.press('Enter');
  await expect(onTop.getByText(`${mentions + 1} unread mentions`)).toBeAttached({ timeout: 1000 });
  await expect(onTop.locator('[data-unread]')).toHaveText(new RegExp(` ${unread + 2} unread$`));
  await contextA.close();
  await contextB.close();
});
