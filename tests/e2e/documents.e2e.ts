import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer (server/seed/documents.ts gives them and their loans' people documents). */
const SHOWCASE = '8157415868';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;
const LENDER_READ_ONLY = demoUser('is_lender_read_only').username;

const photo = () => ({
  name: 'premises.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(new URL('../../server/seed/files/id_card.jpg', import.meta.url)),
});
// A program renamed .pdf: the server reads the content and refuses it.
const fakePdf = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]),
};
async function realPdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]).drawText('Salary slip', { x: 40, y: 100 });
  return { name: 'salary.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

test('a credit underwriter uploads two files, retries the refused one with another, and assigns a document to a loan share', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#loans`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await page.getByRole('button', { name: 'Loan documents' }).click();
  const grid = page.getByRole('table', { name: /^Documents of loan \d+$/ });
  await expect(grid).toBeVisible();
  await grid.getByRole('button', { name: `Manage Misc of ${SHOWCASE}` }).click();
  const folder = page.getByRole('region', { name: /^Misc of / });
  await expect(folder.getByRole('toolbar', { name: 'Document tools' })).toBeVisible();

  await folder.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload' });
  await dialog.getByLabel('Choose files').setInputFiles([fakePdf, photo()]);
  await expect(dialog.getByLabel(`Password of ${fakePdf.name} (if it has one)`)).toHaveAttribute(
    'maxlength',
    '50',
  );
  await checkA11y(page, 'upload dialog');
  await dialog.getByRole('button', { name: 'Upload files' }).click();

  // The refused file keeps its place with the server's words; the photo is uploaded.
  await expect(dialog.getByRole('button', { name: `Retry ${fakePdf.name}` })).toBeVisible();
  await expect(dialog.getByRole('alert')).not.toHaveText('');
  await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(1);
  await dialog.getByLabel(`Choose another file for ${fakePdf.name}`).setInputFiles(await realPdf());
  await expect(dialog.getByText('Document Updated Successfully')).toBeVisible();
  await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(folder.getByText('Select salary.pdf')).toBeVisible();
  await expect(folder.getByText('Select premises.jpg')).toBeVisible();

  // Assign the photo to a borrower's loan share as a misc document.
  await folder.getByRole('button', { name: 'Assign loan_share' }).click();
  await expect(folder.getByRole('alert')).toHaveText('No documents selected.');
  await folder.getByRole('button', { name: 'OK' }).click();
  await folder.getByLabel('Select premises.jpg').check();
  await folder.getByRole('button', { name: 'Assign loan_share' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign document to loan share' });
  await expect(assign.getByRole('button', { name: 'Ok' })).toBeDisabled();
  const user = assign.getByLabel('User');
  const borrower = await user.locator('option:not([disabled])').last().getAttribute('value');
  await user.selectOption(borrower!);
  await expect(assign.getByRole('button', { name: 'Ok' })).toBeDisabled();
  await assign.getByLabel('Document type').selectOption('misc');
  await assign.getByRole('button', { name: 'Ok' }).click();
  await expect(assign.getByText('Document assigned to loan share')).toBeVisible();
  await assign.getByRole('button', { name: 'Close' }).click();
  await expect(assign).toBeHidden();
});

test('a lender sees the documents with no upload controls', async ({ page }) => {
  await page.goto(`/lender/user/${SHOWCASE}#profile`);
  await signInWithOtp(page, LENDER_READ_ONLY);
  const documents = page.getByRole('table', { name: 'Customer documents' });
  await expect(documents).toBeVisible();
  await documents.getByRole('button', { name: `Manage Pan of ${SHOWCASE}` }).click();
  const folder = page.getByRole('region', { name: `Pan of ${SHOWCASE}` });
  await expect(folder.getByRole('button', { name: 'Select All' })).toBeVisible();
  for (const name of ['Upload', 'Replace All', 'Add New', 'Assign loan_share']) {
    await expect(folder.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await folder.getByRole('button', { name: 'Location' }).click();
  await expect(folder.getByRole('alert')).toHaveText('No documents selected.');
});
