import { expect, test } from '@playwright/test';
import { PLACEHOLDER } from './support/chat.ts';
import { signInWithOtp } from './support/signIn.ts';

// Under 860 px (spec part 2 §9 'mobile under 860 px') the channel list and the open channel take
// turns on screen; a wide screen shows both. The field sales officer (9000000019) lands on chat.
const USER = '9000000019';

test('on a narrow screen the list and the channel take turns; Back to channels returns', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto('/lender/auth');
  await signInWithOtp(page, USER);
  await expect(page).toHaveURL(/\/lender\/admin\/chat$/);
  const list = page.getByRole('complementary', { name: 'Channels' });
  const pane = page.getByRole('region', { name: 'Channel' });
  await expect(list).toBeVisible();
  await expect(pane).toBeHidden();

  const first = list.locator('[data-channel-open]').first();
  const name = await first.getAttribute('data-channel-open');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`channel=${encodeURIComponent(name!)}`));
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
  await expect(list).toBeHidden();
  const box = await pane.boundingBox();
  expect(box!.width).toBeGreaterThan(600);
  await page.screenshot({ path: test.info().outputPath('chat-narrow-channel.png') });

  await page.getByRole('button', { name: 'Back to channels' }).click();
  await expect(page).toHaveURL(/\/lender\/admin\/chat$/);
  await expect(list).toBeVisible();
  await expect(pane).toBeHidden();

  // Wide again: both, and no Back button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await first.click();
  await expect(list).toBeVisible();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to channels' })).toBeHidden();
  await context.close();
});
