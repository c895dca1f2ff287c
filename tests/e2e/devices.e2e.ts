import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import XLSX from 'xlsx';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/** The seed's showcase customer and their phone shared with two others (server/seed/devices.ts). */
const SHOWCASE = '8157415868';
const SHARED = 'a1f3c9e07b2d4e51';
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

const sharedDevice = (page: Page) => page.getByRole('article', { name: new RegExp(SHARED) });

test('a credit underwriter filters Banking messages, reclassifies one and undoes it with the confirmation', async ({
  page,
}) => {
  await page.goto(`/lender/user/${SHOWCASE}#device`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page.getByRole('tab', { name: 'Device', selected: true })).toBeVisible();
  await expect(sharedDevice(page).getByText('Best device')).toBeVisible();
  await expect(sharedDevice(page).getByText('82.36%')).toBeVisible();
  await checkA11y(page, 'customer page, device');

  await sharedDevice(page).getByRole('button', { name: 'Filtered Messages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtered Messages' });
  await expect(dialog.getByRole('radio', { name: 'Banking' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Contains Mobile' })).toBeVisible();
  const banking = dialog.getByRole('table', { name: 'Banking messages' });
  await expect(banking).toBeVisible();
  await checkA11y(page, 'filtered messages, banking');

  // Reclassify the first Banking message to Telecom: it leaves the Banking list.
  const select = banking.getByRole('combobox').first();
  const label = (await select.getAttribute('aria-label'))!;
  const id = Number(label.replace(/\D/g, ''));
  await select.selectOption('Telecom');
  await expect(dialog.getByText(`Message ${id} is now Telecom.`)).toBeVisible();
  await expect(banking.getByRole('combobox', { name: label, exact: true })).toHaveCount(0);

  // Choosing Telecom again for it asks to undo, and OK makes it uncategorised.
  await dialog.getByRole('radio', { name: 'Telecom' }).click();
  const telecom = dialog.getByRole('table', { name: 'Telecom messages' });
  const again = telecom.getByRole('combobox', { name: label, exact: true });
  await again.scrollIntoViewIfNeeded();
  await again.selectOption('Telecom');
  const confirm = page.getByRole('dialog', { name: 'Undo classification' });
  await expect(confirm.getByText('Are you sure you want to undo classifiacation?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText(`Message ${id} is uncategorised again.`)).toBeVisible();
  await expect(telecom.getByRole('combobox', { name: label, exact: true })).toHaveCount(0);
});

test('All Messages downloads as .xlsx with one row per message', async ({ page, request }) => {
  const token = await apiToken(request, CREDIT_UNDERWRITER);
  const res = await request.get(`/api/v1/devices/${SHARED}/messages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { messages } = (await res.json()) as { messages: unknown[] };
  await page.goto(`/lender/user/${SHOWCASE}#device`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sharedDevice(page).getByRole('button', { name: 'All Messages' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`all_messages_${SHARED}.xlsx`);
  const book = XLSX.read(readFileSync((await download.path())!));
  const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  expect(rows).toHaveLength(messages.length + 1);
  await expect(
    sharedDevice(page).getByText(
      `Saved all_messages_${SHARED}.xlsx (${messages.length.toLocaleString('en-IN')} rows)`,
    ),
  ).toBeVisible();
});

test('the device map renders India offline, with no request leaving the app', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('blob:') || url.startsWith('data:')) {
      return route.continue();
    }
    outside.push(url);
    return route.abort();
  });
  await page.goto(`/lender/user/${SHOWCASE}#device`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of device locations' });
  await expect(map).toHaveAttribute('data-map-state', 'loaded', { timeout: 20_000 });
  await expect(map.getByRole('img', { name: /^Device / }).first()).toBeAttached();
  await expect(page.getByText(/^Path through the reported locations: /)).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  // Let the canvas paint its frame before the picture.
  await page.waitForTimeout(500);
  const shot = test.info().outputPath('device-map-offline.png');
  await map.screenshot({ path: shot });
  await test.info().attach('device map (offline)', { path: shot, contentType: 'image/png' });
  // Zoomed out with the keyboard-reachable control: India and its state borders, offline.
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  for (let i = 0; i < 11; i++) {
    await zoomOut.focus();
    await page.keyboard.press('Enter');
  }
  await page.waitForTimeout(1_000);
  const country = test.info().outputPath('device-map-offline-india.png');
  await map.screenshot({ path: country });
  await test
    .info()
    .attach('device map zoomed out (offline)', { path: country, contentType: 'image/png' });
  expect(outside).toEqual([]);
});

type Summary = {
  username: string;
  name: string;
  loans: { loan_id: number }[];
};

test("a device user's summary dialog shows that user's loans", async ({ page, request }) => {
  const token = await apiToken(request, CREDIT_UNDERWRITER);
  const headers = { authorization: `Bearer ${token}` };
  const { devices } = (await (
    await request.get(`/api/v1/customers/${SHOWCASE}/devices`, { headers })
  ).json()) as { devices: { device_id: string; profiles: { username: string }[] }[] };
  const others = devices
    .find((d) => d.device_id === SHARED)!
    .profiles.filter((p) => p.username !== SHOWCASE);
  // The other user of the shared phone with loans (the seed gives them some).
  const summaries = await Promise.all(
    others.map(
      async (p) =>
        (await (
          await request.get(`/api/v1/customers/${p.username}/device-users-summary`, { headers })
        ).json()) as Summary,
    ),
  );
  const other = summaries.find((s) => s.loans.length > 0)!;
  expect(other).toBeTruthy();

  await page.goto(`/lender/user/${SHOWCASE}#device`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await sharedDevice(page)
    .getByRole('button', { name: `${other.name} (${other.username})` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Summary of ${other.name}` });
  const loans = dialog.getByRole('table', { name: `Loans of ${other.name}` });
  await expect(loans).toBeVisible();
  await expect(loans.getByRole('columnheader')).toHaveText([
    'Status',
    'Loan Id',
    'Total Paid',
    'Total Remaining',
    'DPD',
  ]);
  await expect(loans.getByRole('row')).toHaveCount(1 + other.loans.length);
  for (const loan of other.loans) {
    await expect(
      loans.getByRole('cell', { name: String(loan.loan_id), exact: true }),
    ).toBeVisible();
  }
  await checkA11y(page, 'device user summary');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test("the profile's device data syncs a customer's contacts and lists them", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, CREDIT_UNDERWRITER);
  const { devices } = (await (
    await request.get(`/api/v1/customers/${SHOWCASE}/devices`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { devices: { device_id: string; profiles: { username: string }[] }[] };
  // Another user of the shared phone: the showcase's own contacts stay as other tests read them.
  const customer = devices
    .find((d) => d.device_id === SHARED)!
    .profiles.findLast((p) => p.username !== SHOWCASE)!.username;

  await page.goto(`/lender/user/${customer}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const panel = page.getByRole('region', { name: 'Device data' });
  await expect(
    panel.getByRole('table', { name: 'Messages on the customer’s devices' }),
  ).toBeVisible();
  await panel.getByRole('radio', { name: 'Contacts' }).click();
  await panel.getByRole('button', { name: 'Sync contacts' }).click();
  await expect(
    panel.getByText(/^\d+ contacts synced from the customer’s devices\.$/),
  ).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Synced contacts' })).toBeVisible();
  await checkA11y(page, 'profile device data, contacts');
});
