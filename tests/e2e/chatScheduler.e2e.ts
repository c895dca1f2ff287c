import { expect, type Page, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { PLACEHOLDER, realtimeConnected } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* A manager schedules a reminder a few seconds ahead into the automated channel they administer,
   sees it listed, and the server posts it into the channel on time (it shows in the chat, as
   the manager's message); a second schedule is cancelled and shows Cancelled (issue 19 §4). */

// The operations manager administers the seeded automated channel 'Field team reminders'.
const MANAGER = '9000000023';
const CHANNEL = 'Field team reminders';

/** A date-time field's value `ms` from now, in the browser's own time zone. */
const localTimeIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  }, ms);

async function schedule(page: Page, text: string, aheadMs: number) {
  const form = page.getByRole('region', { name: 'Schedule a message' });
  await form.getByLabel('Channel').selectOption({ label: CHANNEL });
  await form.getByLabel('Send at').fill(await localTimeIn(page, aheadMs));
  await form.getByRole('textbox', { name: 'Message' }).fill(text);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByText('Message scheduled.')).toBeVisible();
  return form.getByLabel('Channel').inputValue();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a manager schedules a reminder that arrives in the channel on time, and cancels another', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/bchat/admin/scheduler');
  await signInWithOtp(page, MANAGER);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto('/bchat/admin/scheduler');
  await expect(page.getByRole('heading', { name: 'Message Scheduler', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  const run = Date.now().toString(36);
  const soon = `Field visit sheet due by 6 pm ${run}`;
  const later = `Team meeting moved to Monday ${run}`;
  const channel = await schedule(page, soon, 20_000);
  await expect(rowOf(page, soon)).toContainText('Scheduled');
  await expect(rowOf(page, soon)).toContainText(CHANNEL);
  await checkA11y(page, 'the scheduler with a schedule listed');

  await schedule(page, later, 3_600_000);
  await page.getByRole('button', { name: `Cancel the message "${later.slice(0, 40)}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel scheduled message' });
  await expect(dialog).toContainText(later);
  await checkA11y(page, 'the scheduler asking to cancel');
  await dialog.getByRole('button', { name: 'Cancel message' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The scheduled message is cancelled.')).toBeVisible();
  await expect(rowOf(page, later)).toContainText('Cancelled');
  await expect(rowOf(page, later).getByRole('button')).toHaveCount(0);

  // On time the server posts it into the channel as the manager's message: it arrives in the
  // open chat, and the list then says Sent.
  await page.goto(`/lender/admin/chat?channel=${encodeURIComponent(channel)}`);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeVisible({ timeout: 15_000 });
  await realtimeConnected(page);
  const arrived = page.getByRole('article').filter({ hasText: soon });
  await expect(arrived).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article').filter({ hasText: later })).toHaveCount(0);
  await page.goto('/bchat/admin/scheduler');
  await expect(rowOf(page, soon)).toContainText('Sent', { timeout: 15_000 });
  await expect(rowOf(page, later)).toContainText('Cancelled');
  expect(problems).toEqual([]);
});
