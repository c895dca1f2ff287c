import { expect, test } from '@playwright/test';
import { PLACEHOLDER } from './support/chat.ts';
import { signInWithOtp } from './support/signIn.ts';

// The Operations floor (20,000 messages) opens at its newest message and asks for the newest 30
// only: nothing older is read until the user scrolls up (a list left at its top would ask for
// older ones and hold that place). The disbursal team member 9000000005 is on the floor.
const USER = '9000000005';

test('a long channel opens at its newest message, reading only the newest 30', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/channel-message') && request.method() === 'GET') {
      reads.push(url.search);
    }
  });
  await page.goto('/lender/auth');
  await signInWithOtp(page, USER);
  await page.goto('/lender/admin/chat');
  await page.getByRole('button', { name: 'All Channels' }).click();
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Operations floor');
  const results = page.getByRole('list', { name: 'Search results' });
  await results.locator('[data-channel-open]').first().click();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
  const scroller = page.locator('[data-chat-scroll]');
  await expect(scroller.locator('[data-index]').first()).toBeVisible();
  // Settled (rows measured, the connection's catch-up merged): still at the end.
  await page.waitForTimeout(1500);
  const place = await scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(place).toBeLessThan(4);
  expect(reads.filter((search) => search.includes('end_time'))).toEqual([]);
});
