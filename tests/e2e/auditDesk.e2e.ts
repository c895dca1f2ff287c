import { expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* Audit Recovery in Chromium against the reference server (test mode, seeded audit queues) with
   the simulated telephony: an audit opened by its id, 'Give Feedback', the way back to Customer
   Support, and the audit-file upload. */

// The seed's auditor, with a telephony login (README: Demo users, demo call desks).
const AUDITOR = '9000000010';
// The admin audits too and may open Customer Support, where an audit opened by its id returns
// (an auditor whose menu lacks it stays at the desk: the view test covers that).
const ADMIN = '9000000001';
const SCREEN = '/lender/admin/newAuditRecoveryCalls';

test.describe.configure({ mode: 'serial' });

/** The first case of the auditor's queue, read through the API in a second session. */
async function firstAuditCase(page: Page, user: string): Promise<{ id: number; token: string }> {
  const token = await apiToken(page.request, user);
  const res = await page.request.get('/api/v1/call-desks/audit/next', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { id?: number; msg?: string };
  expect(body.id, `the auditor's queue is empty: ${body.msg}`).toBeDefined();
  return { id: body.id!, token };
}

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const simulator = (page: Page) => page.getByRole('region', { name: 'Telephony simulator' });
const form = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });
const upload = (page: Page) => page.getByRole('region', { name: 'Upload audit file' });

async function choose(page: Page, group: string, option: string) {
  await form(page)
    .getByRole('radiogroup', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true })
    .click();
}

test('an audit opened by its id: Give Feedback until complete, then back to Customer Support', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  const { id, token } = await firstAuditCase(page, ADMIN);
  await page.goto(`${SCREEN}/${id}`);
  await signInWithOtp(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Audit Recovery', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}/${id}$`));
  // The recovery call under audit, and no support buttons on this desk.
  const facts = page.getByRole('region', { name: 'Recovery call under audit' });
  await expect(facts.getByText('Claimed payment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Payment Link' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();

  // Traceability and a comment, no payment: 'Give Feedback', and nothing typed is lost.
  await choose(page, 'Traceability', 'Connected');
  await form(page).getByLabel('Comment').fill('Customer confirms the payment to the agent');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Give Feedback');
  await expect(form(page).getByRole('radio', { name: 'Connected' })).toBeChecked();
  await expect(form(page).getByLabel('Comment')).toHaveValue(
    'Customer confirms the payment to the agent',
  );

  await choose(page, 'Payment', 'DONE');
  await expect(form(page).getByRole('alert')).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/lender\/admin\/callingDetails\/$/);

  // Saved once: the same case takes no second audit.
  const again = await page.request.post(`/api/v1/call-desks/audit/${id}/feedback`, {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-audit-again-${id}` },
    data: { traceability: 'NC', payment: 'DUE', comment: 'again' },
  });
  expect(again.status()).toBe(409);
  expect(problems).toEqual([]);
});

test('an audit file: a bad row is listed under failed entries; a PDF is refused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(SCREEN);
  await signInWithOtp(page, AUDITOR);
  const panel = upload(page);
  await expect(panel).toBeVisible();
  const picker = panel.getByLabel('Audit file (.xls, .xlsx or .csv)');
  await expect(picker).toHaveAttribute('accept', '.xls,.xlsx,.csv');

  await picker.setInputFiles({
    name: 'audit.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(panel.getByRole('alert')).toHaveText('Please upload excel file');
  await expect(panel.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

  // One known customer and one row whose number is not a number.
  const csv = 'number,payment_status\n8157415868,DONE\n12345,DUE\n';
  await picker.setInputFiles({
    name: `audit-${Date.now()}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(panel.getByText('File Uploaded Successfully')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Audit upload result' })).toBeVisible();
  const failed = panel.getByRole('table', { name: 'Failed entries (1)' });
  await expect(failed.getByRole('cell', { name: '12345', exact: true })).toBeVisible();
  // The good row became an audit call, new or already open.
  const calls = panel.getByRole('cell', { name: '8157415868', exact: true });
  await expect(calls).toHaveCount(1);

  await panel.getByRole('button', { name: 'Upload another' }).click();
  await expect(panel.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});
