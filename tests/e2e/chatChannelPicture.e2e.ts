import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { PLACEHOLDER } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* An admin creates a channel with a chat action and a document group, gives it a picture through
   Change picture (cropped in the browser), reloads, and sees the picture in the channel list
   (issue 19 §2). */

// The super admin of the demo logins (server/seed/demoUsers.ts).
const ADMIN = '9000000001';

/** A small PNG made here: 24×16 pixels of one colour (wider than tall, so the crop matters). */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set([200, 40, 90], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signedInAt(page: Page, user: string, address: string) {
  await page.goto(address);
  await signInWithOtp(page, user);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto(address);
}

test('an admin creates a channel with a chat action and a document group, sets its picture, and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  const problems = watchProblems(page);
  await signedInAt(page, ADMIN, '/bchat/admin/createchannel');
  const form = page.getByRole('region', { name: 'Create Channel' });
  const title = `Branch desk ${Date.now().toString(36)}`;
  await form.getByLabel('Channel name').fill(title);
  await form.getByLabel('Channel type').selectOption('private');
  await form.getByRole('checkbox', { name: 'Raise Expense' }).check();
  await form.getByLabel('Document group').selectOption({ label: 'Udyam Registration' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/bchat\/admin\/allchannels\?channel=kosh%2Fprivate%2F\d+/, {
    timeout: 15_000,
  });
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible({ timeout: 15_000 });

  // Change picture: a PDF is refused with the dialog open; the PNG is cropped and saved.
  const settings = page.getByRole('region', { name: 'Channel settings' });
  await settings.getByRole('button', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Channel picture' });
  await dialog.getByLabel('Choose an image').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a PNG, JPEG or WebP image.');
  await dialog.getByLabel('Choose an image').setInputFiles({
    name: 'team.png',
    mimeType: 'image/png',
    buffer: pngOf(24, 16),
  });
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  await expect(settings.getByText('Saved')).toBeVisible();

  // After a reload the list shows the channel's picture, loaded.
  await page.reload();
  await page
    .getByRole('group', { name: 'Chat modes' })
    .getByRole('button', { name: 'All Channels' })
    .click();
  const item = page.getByRole('list', { name: 'Channels' }).locator('li', { hasText: title });
  const picture = item.locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/api\/chat\/channel-pics\/[0-9a-f-]{36}\.jpg$/, {
    timeout: 15_000,
  });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(512);
  expect(problems).toEqual([]);
});
