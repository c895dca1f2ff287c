import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { SEED_PDF_PASSWORDS } from '../../server/seed/documentFiles.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer: their compact documents view is on the Profile tab. */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;
const LENDER_READ_ONLY = demoUser('is_lender_read_only').username;

/** A thumbnail's button: 'Open', the kind, the file name, the date. */
const thumb = (grid: Locator, name: string) =>
  grid.getByRole('button', { name: new RegExp(`^Open \\w+ ${name.replace('.', '\\.')} `) });

const viewerOf = (page: Page, name: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

/**
 * How bright the top and the bottom fifth of the image on screen are (its pixels drawn unrotated
 * from the file): a half turn swaps them.
 */
function bands(page: Page, alt: string) {
  return page.getByRole('img', { name: alt }).evaluate((element) => {
    const img = element as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const band = Math.max(1, Math.floor(canvas.height / 5));
    const mean = (y: number) => {
      const { data } = context.getImageData(0, y, canvas.width, band);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
      return sum / (data.length / 4);
    };
    return { top: mean(0), bottom: mean(canvas.height - band) };
  });
}

test('a credit underwriter opens a protected PDF (wrong password refused, the right one shows page 1) and rotates a photo half a turn, which stays after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const grid = page.getByRole('table', { name: 'Customer documents' });

  // A protected PDF whose password is not stored: the prompt, a wrong password, then the right one.
  const protectedPdf = 'alternate_statement_protected.pdf';
  await thumb(grid, protectedPdf).click();
  const prompt = page.getByRole('dialog', { name: 'PDF password' });
  await expect(prompt).toContainText('This PDF is protected by a password.');
  await prompt.getByLabel('Password').fill('not-the-password');
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(prompt).toContainText('Wrong password. Try again.');
  await checkA11y(page, 'document viewer, PDF password prompt');
  await prompt.getByLabel('Password').fill(SEED_PDF_PASSWORDS.unstored);
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(prompt).toBeHidden();
  const pdfViewer = viewerOf(page, protectedPdf);
  await expect(pdfViewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pdfViewer.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await checkA11y(page, 'document viewer, a PDF page');
  await page.keyboard.press('Escape');
  await expect(pdfViewer).toBeHidden();
  // Focus goes back to the thumbnail that opened it.
  await expect(thumb(grid, protectedPdf)).toBeFocused();

  // The sideways photo: two quarter turns, saved; after a reload the file on the server is turned.
  const photo = 'aadhar_front.png';
  await thumb(grid, photo).click();
  const imageViewer = viewerOf(page, photo);
  await expect(imageViewer.getByRole('img', { name: photo })).toBeVisible();
  const before = await bands(page, photo);
  await imageViewer.getByRole('button', { name: 'Rotate' }).click();
  await imageViewer.getByRole('button', { name: 'Rotate' }).click();
  await expect(imageViewer.getByText('Rotated 180°')).toBeVisible();
  await imageViewer.getByRole('button', { name: 'Save rotation' }).click();
  await expect(imageViewer.getByText('Document Updated Successfully')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  const rotated = 'aadhar_front.jpg';
  await thumb(grid, rotated).click();
  await expect(viewerOf(page, rotated).getByRole('img', { name: rotated })).toBeVisible();
  const after = await bands(page, rotated);
  // A half turn swaps the bands (the jpeg re-encoding blurs them a little).
  expect(Math.abs(after.top - before.bottom)).toBeLessThan(20);
  expect(Math.abs(after.bottom - before.top)).toBeLessThan(20);
  expect(Math.abs(before.top - before.bottom)).toBeGreaterThan(40);
});

test('a lender reads documents but is offered no rotation', async ({ page }) => {
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, LENDER_READ_ONLY);
  const grid = page.getByRole('table', { name: 'Customer documents' });
  await thumb(grid, 'pan_card.png').click();
  const viewer = viewerOf(page, 'pan_card.png');
  await expect(viewer.getByRole('img', { name: 'pan_card.png' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Rotate' })).toHaveCount(0);
});
