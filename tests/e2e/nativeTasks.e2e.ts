import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const CREDIT_MANAGER = '9000000024';
const PHOTO = join(import.meta.dirname, '..', '..', 'server', 'seed', 'files', 'id_card.jpg');
/** A seeded task to be the new task's subtask. */
const SUBTASK = '5';

/** A day no seeded task is due on (they are due within 40 days), as the date field takes it. */
function dueDay(): string {
  const day = new Date(Date.now() + 50 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The Tasks screen's New Tasks tab. */
async function openNewTasks(page: Page) {
  await page.goto('/lender/admin/tasks');
  await page.getByRole('tab', { name: 'New Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'New Tasks' })).toBeVisible();
}

async function filterByDue(page: Page, day: string) {
  await page.getByLabel('Due on').fill(day);
}

test('a credit manager creates a task with a subtask and an attachment, finds it, moves it on the board, and deletes it; a task without a title is refused with everything kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, CREDIT_MANAGER);
  await openNewTasks(page);
  await expect(page.getByRole('table', { name: 'Native tasks' })).toBeVisible();

  const title = `Check the Gaya cash book ${Date.now()}`;
  const day = dueDay();
  const add = page.getByRole('button', { name: 'Add task' });
  await add.click();
  const form = page.getByRole('dialog', { name: 'Add task' });
  await form.getByLabel('Priority').selectOption('HIGH');
  await form.getByLabel('State').selectOption('TODO');
  await form.getByLabel('Description').fill('Count the cash against the book.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please fill title, priority and status correctly!',
  );
  // Nothing typed is lost, and the title has the focus.
  await expect(form.getByLabel('Priority')).toHaveValue('HIGH');
  await expect(form.getByLabel('Description')).toHaveValue('Count the cash against the book.');
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Due date').fill(day);
  await form.getByPlaceholder('Subtask id').fill(SUBTASK);
  await form.getByRole('button', { name: 'Add subtask' }).click();
  await expect(form.getByRole('list', { name: 'Subtasks' })).toContainText(`#${SUBTASK}`);
  await form.getByLabel('Attach a file').setInputFiles(PHOTO);
  await expect(form.getByRole('list', { name: 'Attachments' })).toContainText('id_card.jpg');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Task Created/Updated Successfully!')).toBeVisible();

  // Found by its due date and priority; then moved on the board by drag and drop.
  await filterByDue(page, day);
  await page.getByRole('button', { name: 'High', exact: true }).click();
  const table = page.getByRole('table', { name: 'Native tasks' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(title);
  await page.getByRole('button', { name: 'Board' }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(page.getByRole('region', { name: 'To do' })).toContainText(title);
  await card.dragTo(page.getByRole('region', { name: 'In progress' }));
  await expect(page.getByRole('region', { name: 'In progress' })).toContainText(title);
  await expect(page.getByText(/moved to In progress/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'New Tasks' })).toBeVisible();
  const tab = page.getByRole('tab', { name: 'New Tasks' });
  if (await tab.count()) await tab.click();
  await filterByDue(page, day);
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByRole('region', { name: 'In progress' })).toContainText(title);

  // Opened in update mode: who created it and when, the subtask chip; deleted after a confirmation.
  await page.getByRole('button', { name: new RegExp(`^Open task \\d+: ${title}$`) }).click();
  const update = page.getByRole('dialog', { name: /^Update task \d+$/ });
  await expect(update).toContainText('Created By');
  await expect(update.getByRole('list', { name: 'Subtasks' })).toContainText(`#${SUBTASK}`);
  await expect(update.getByRole('list', { name: 'Attachments' })).toContainText('id_card.jpg');
  // The attachment opens in a new tab: its file, read with the signed-in user's token.
  const opened = page.waitForEvent('popup');
  await update.getByRole('button', { name: 'Open id_card.jpg in a new tab', exact: true }).click();
  const fileTab = await opened;
  await expect.poll(() => fileTab.url()).toMatch(/^blob:/);
  await expect(fileTab.locator('img')).toBeVisible();
  await fileTab.close();
  await update.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete task' })
    .getByRole('button', { name: 'Delete task' })
    .click();
  await expect(page.getByText('Task Deleted Successfully!')).toBeVisible();
  await expect(page.getByText('No tasks found.')).toBeVisible();
  expect(problems).toEqual([]);
});
