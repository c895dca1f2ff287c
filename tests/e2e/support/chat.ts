import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { signInWithOtp } from './signIn.ts';

export const PLACEHOLDER = 'Write message here...';

/** Signs `user` in, in a page of `context`, opens `channel` by its address, waits for realtime. */
export async function openChannel(
  context: BrowserContext,
  user: string,
  channel: string,
): Promise<Page> {
  const page = await context.newPage();
  const address = `/lender/admin/chat?channel=${encodeURIComponent(channel)}`;
  await page.goto(address);
  await signInWithOtp(page, user);
  // Signed in, the user lands on their role's page: then the channel's address.
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto(address);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible({ timeout: 15_000 });
  await realtimeConnected(page);
  return page;
}

/**
 * Waits for the header to say the realtime connection is up (subscribed), so that what the test
 * sends next arrives live rather than by the catch-up that follows the connection.
 */
export async function realtimeConnected(page: Page) {
  await expect(page.getByRole('banner').getByText('Connected', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** Types a message in the open channel and sends it with Enter. */
export async function send(page: Page, text: string) {
  const input = page.getByPlaceholder(PLACEHOLDER);
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

export type ChatMember = { username: string; name: string; admin: boolean };

/** A channel's members as the chat service lists them (admins, the others). */
export async function membersOf(
  request: APIRequestContext,
  token: string,
  channel: string,
): Promise<{ admins: ChatMember[]; normal_users: ChatMember[] }> {
  const res = await request.get(
    `/api/chat/acl/get-members?channel_name=${encodeURIComponent(channel)}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(res.ok()).toBe(true);
  return res.json();
}
