import { expect, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/* Feature blocks, the reward/penalty form and who may use them, against the reference server. */

const RECOVERY_MANAGER = demoUser('is_recovery_manager').username;
const CREDIT_UNDERWRITER = demoUser('is_credit_underwriter').username;

/** dd/mm/yyyy of the day `days` after today in India. */
function indianDayAfter(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  return parts;
}

/** Customers this user may open, no feature blocked yet (not the showcase other tests use). */
async function unblockedCustomers(page: Page, username: string): Promise<string[]> {
  const token = await apiToken(page.request, username);
  const res = await page.request.get('/api/v1/customers?start=0&entries=40', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await res.json()) as {
    results: { username: string; blacklisted: boolean }[];
  };
  return results
    .filter((c) => !c.blacklisted && c.username !== '8157415868')
    .map((c) => c.username);
}

type Change = {
  field: string;
  changed_by: string;
  new_value: string | null;
  reason: string | null;
};

/** The customer's audit trail as the server keeps it, newest first. */
async function serverChanges(page: Page, customer: string): Promise<Change[]> {
  const token = await apiToken(page.request, RECOVERY_MANAGER);
  const res = await page.request.get(
    `/api/v1/user/dashboard/blacklist/history?username=${customer}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await res.json()) as { changes: Change[] }).changes;
}

const rowOf = (page: Page, feature: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${feature}`) }) });

test.afterEach(async ({ request }) => {
  await request.delete('/__test/faults');
});

test('a recovery manager blocks chat for a month, saves, and after a reload sees it set by them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [customer] = await unblockedCustomers(page, RECOVERY_MANAGER);
  await page.goto(`/lender/user/${customer}#blacklist`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  await expect(
    page.getByRole('tab', { name: 'Blacklist Information', selected: true }),
  ).toBeVisible();

  // Block Enable Chat: the dialog needs a duration and a reason.
  await page.getByRole('switch', { name: 'Enable Chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Enable Chat' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill the details');
  await checkA11y(page, 'blacklist, blocking dialog');
  await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 Month' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Abusive messages in chat');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(rowOf(page, 'Enable Chat')).toHaveAttribute('data-changed', 'true');

  // Another dialog closed without confirming: the switch and its values come back.
  await page.getByRole('switch', { name: 'Enable Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Block Enable Wallet' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('switch', { name: 'Enable Wallet' })).toBeChecked();
  await expect(rowOf(page, 'Enable Wallet')).not.toHaveAttribute('data-changed', 'true');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Blacklist updated successfully' }),
  ).toBeVisible();
  await expect(page.getByText('Blacklisted', { exact: true })).toBeVisible();

  await page.reload();
  const chat = rowOf(page, 'Enable Chat');
  await expect(chat.getByRole('cell').nth(1)).toHaveText(indianDayAfter(30));
  await expect(chat.getByRole('cell').nth(2)).toHaveText('Abusive messages in chat');
  await expect(chat.getByRole('cell').nth(3)).toContainText(RECOVERY_MANAGER);
  await expect(
    page.getByRole('region', { name: 'Blacklist change history' }).getByRole('row').nth(1),
  ).toContainText(RECOVERY_MANAGER);
  // Only the changed feature was sent: the server's audit trail of this customer has one change.
  const changes = await serverChanges(page, customer!);
  expect(changes.map((c) => [c.field, c.changed_by, c.reason])).toEqual([
    ['enable_chat', RECOVERY_MANAGER, 'Abusive messages in chat'],
  ]);
  await checkA11y(page, 'blacklist, saved');
});

test('a failed save keeps the edits highlighted, and the retry saves them', async ({ page }) => {
  test.setTimeout(60_000);
  const [, customer] = await unblockedCustomers(page, RECOVERY_MANAGER);
  await page.goto(`/lender/user/${customer}#blacklist`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  await page.getByRole('switch', { name: 'Can Apply for Loan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Can Apply for Loan' });
  await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 Week' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fake documents submitted');
  await dialog.getByRole('button', { name: 'Add' }).click();

  const fault = await page.request.post('/__test/faults', {
    data: {
      method: 'PUT',
      path: '/api/v1/user/dashboard/blacklist',
      status: 400,
      body: { error: 'The server is busy, try again' },
    },
  });
  expect(fault.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The server is busy, try again' }),
  ).toBeVisible();
  await expect(rowOf(page, 'Can Apply for Loan')).toHaveAttribute('data-changed', 'true');
  await expect(page.getByRole('switch', { name: 'Can Apply for Loan' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Blacklist updated successfully' }),
  ).toBeVisible();
  await expect(rowOf(page, 'Can Apply for Loan')).not.toHaveAttribute('data-changed', 'true');
});

test('leaving the tab with unsaved edits asks first', async ({ page }) => {
  const [, , customer] = await unblockedCustomers(page, RECOVERY_MANAGER);
  await page.goto(`/lender/user/${customer}#blacklist`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  await page.getByRole('switch', { name: 'Able to Refer for Loan' }).click();
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Duration' })
    .selectOption({ label: '3 Months' });
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Reason' })
    .fill('Referred a fraudulent group');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await page.getByRole('tab', { name: 'Profile', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this tab?' });
  await ask.getByRole('button', { name: 'Stay on this tab' }).click();
  await expect(
    page.getByRole('tab', { name: 'Blacklist Information', selected: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#blacklist$/);
  await expect(rowOf(page, 'Able to Refer for Loan')).toHaveAttribute('data-changed', 'true');
  await page.getByRole('tab', { name: 'Profile', exact: true }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(
    page.getByRole('tab', { name: 'Profile', exact: true, selected: true }),
  ).toBeVisible();
});

test('a credit underwriter sees the switches disabled, with the reason', async ({ page }) => {
  await page.goto('/lender/user/8157415868#blacklist');
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const note = 'Only admins, credit, disbursal and recovery managers can change feature blocks.';
  for (const name of [
    'Able to Refer for Loan',
    'Can Apply for Loan',
    'Enable Chat',
    'Enable Wallet',
    'Enable Profile',
  ]) {
    const toggle = page.getByRole('switch', { name });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(note);
  }
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await checkA11y(page, 'blacklist, read-only');
});

test("a penalty of '0050' is sent as 50", async ({ page }) => {
  const [, , , customer] = await unblockedCustomers(page, RECOVERY_MANAGER);
  await page.goto(`/lender/user/${customer}#blacklist`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  const form = page.getByRole('region', { name: 'Reward or penalty' });
  await form.getByRole('textbox', { name: 'Amount (₹)' }).fill('0050');
  await expect(form.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('50');
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('20/11/2026');
  await form.getByLabel('Time').fill('10:30');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Late deposit of the group EMI');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'Penalty submitted successfully' }),
  ).toBeVisible();
  await expect(rowOf(page, 'Last Penalty')).toContainText('50');
  // The server got 50: the amount it recorded, with the comment typed.
  const [change] = await serverChanges(page, customer!);
  expect([change!.field, change!.new_value, change!.reason]).toEqual([
    'penalty',
    '50',
    'Late deposit of the group EMI',
  ]);
});

test("a penalty of '0050' entered beside the table is saved as last_penalty 50", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [, , , , customer] = await unblockedCustomers(page, RECOVERY_MANAGER);
  // The bodies of the blacklist PUTs as the page sends them (its requests carry a Request
  // object, whose body the browser does not hand to the test).
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    const send = window.fetch.bind(window);
    Object.assign(window, { blacklistPuts: seen });
    window.fetch = async (input, init) => {
      if (input instanceof Request && input.method === 'PUT' && input.url.endsWith('/blacklist'))
        seen.push(JSON.parse(await input.clone().text()));
      return send(input, init);
    };
  });
  await page.goto(`/lender/user/${customer}#blacklist`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  const entry = page.getByRole('region', { name: 'Penalty entry' });
  const amount = entry.getByRole('textbox', { name: 'Penalty amount (₹)' });
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(rowOf(page, 'Last Penalty').getByRole('cell')).toHaveText('0');

  // No date yet: not sent, and it says why; Save waits for something to save.
  await amount.fill('0050');
  await expect(amount).toHaveValue('50');
  await expect(entry).toContainText('This penalty will not be saved: choose its date.');
  await expect(save).toBeDisabled();
  await entry.getByRole('textbox', { name: 'Penalty date', exact: true }).fill('20/11/2026');
  await entry.getByLabel('Penalty time').fill('10:30');
  await expect(entry).not.toContainText('will not be saved');
  await expect(save).toBeEnabled();
  await checkA11y(page, 'blacklist, penalty entry');

  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Blacklist updated successfully' }),
  ).toBeVisible();
  const puts = await page.evaluate(
    () => (window as unknown as { blacklistPuts: unknown[] }).blacklistPuts,
  );
  expect(puts).toEqual([
    { username: customer, last_penalty: 50, last_penalty_datetime: '2026-11-20 10:30:00' },
  ]);
  await expect(amount).toHaveValue('');

  await page.reload();
  await expect(rowOf(page, 'Last Penalty').getByRole('cell')).toHaveText('50');
  // The audit trail has the change, by them.
  const [change] = await serverChanges(page, customer!);
  expect([change!.field, change!.changed_by, change!.new_value]).toEqual([
    'last_penalty',
    RECOVERY_MANAGER,
    '50',
  ]);
});

test("an old profile version keeps 'Blacklisted', as the current state marked now", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(page.request, RECOVERY_MANAGER);
  const headers = { authorization: `Bearer ${token}` };
  // A customer not used above, with saved profile versions, blocked now through the API.
  let customer: string | undefined;
  for (const candidate of (await unblockedCustomers(page, RECOVERY_MANAGER)).slice(5)) {
    const res = await page.request.get(`/api/v1/customers/${candidate}/history-versions`, {
      headers,
    });
    if (((await res.json()) as { versions: unknown[] }).versions.length > 0) {
      customer = candidate;
      break;
    }
  }
  expect(customer).toBeDefined();
  const blocked = await page.request.put('/api/v1/user/dashboard/blacklist', {
    headers,
    data: {
      username: customer,
      enable_wallet: false,
      resume_enable_wallet: '2027-01-01T00:00:00+05:30',
      enable_wallet_reason: 'Misuse of the wallet',
    },
  });
  expect(blocked.ok()).toBe(true);

  await page.goto(`/lender/user/${customer}#profile`);
  await signInWithOtp(page, RECOVERY_MANAGER);
  await expect(page.getByText('Blacklisted', { exact: true })).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'Version' });
  const older = await selector.locator('option').nth(1).getAttribute('value');
  await selector.selectOption(older!);
  await expect(page.getByRole('note', { name: /old version/i })).toBeVisible();
  const badge = page.getByText(/^Blacklisted now/);
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('the saved version on screen does not record blacklisting');
});
