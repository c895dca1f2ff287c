import { expect, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

const JOB_MANAGER = demoUser('is_job_manager').username;
const FIELD_OFFICER = demoUser('is_field_sales_officer').username;

test('a job manager creates a reminder sweep, watches it reach Done and opens its details; a bad channel is refused with the form kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, JOB_MANAGER);
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page).toHaveURL(/\/lender\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(table).toBeVisible();
  // Seeded jobs, done and failed, each counted.
  const filter = page.getByRole('group', { name: 'Show jobs' });
  await expect(filter.getByRole('button', { name: /^Done \(\d+\)$/ })).toBeVisible();
  await expect(filter.getByRole('button', { name: /^Failed \(\d+\)$/ })).toBeVisible();

  const open = page.getByRole('button', { name: 'Create job' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Create job' });
  // A channel the server does not know: its words, everything typed kept.
  await dialog.getByLabel('Job type').selectOption('channel_message');
  await dialog.getByLabel('Channel name').fill('no-such-channel');
  await dialog
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Collections review at 4 pm today.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No channel is named "no-such-channel".');
  await checkA11y(page, 'the Create job dialog with the server refusing a channel');
  await expect(dialog.getByLabel('Job type')).toHaveValue('channel_message');
  await expect(dialog.getByLabel('Channel name')).toHaveValue('no-such-channel');
  await expect(dialog.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
    'Collections review at 4 pm today.',
  );

  // Out of range days are refused before the call.
  await dialog.getByLabel('Job type').selectOption('reminder_sweep');
  const days = dialog.getByLabel('Days overdue (at least)');
  await days.fill('500');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please enter the days overdue, from 1 to 180.',
  );
  await expect(days).toBeFocused();
  await days.fill('30');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: /^Job \d+ is queued\.$/ });
  await expect(notice).toBeVisible();
  const id = (await notice.textContent())!.match(/\d+/)![0];
  await expect(open).toBeFocused();

  // Newest first, followed live until the server's runner is done with it.
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText(id);
  await expect(row).toContainText('Reminder sweep');
  await expect(row).toContainText(/30 or more days overdue/, { timeout: 15_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Done');

  const details = row.getByRole('button', { name: `Details of job ${id}` });
  await details.click();
  const job = page.getByRole('dialog', { name: `Job ${id}` });
  await expect(job.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('value', '100');
  await expect(job).toContainText('30 or more days overdue');
  await expect(job).toContainText('Result');
  await checkA11y(page, "a done job's details");
  await job.getByRole('button', { name: 'Close' }).click();
  await expect(job).toBeHidden();
  await expect(details).toBeFocused();

  await page.getByRole('checkbox', { name: 'Created by me' }).check();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(id);
  // The one failure: the refused channel.
  expect(problems).toEqual(['400 POST /api/v1/jobs/job-create']);
});

const dot = (page: Page, name: 'Online' | 'Offline') =>
  page.getByRole('img', { name, exact: true });

async function mark(page: Page, item: 'Sign in for attendance' | 'Sign off attendance') {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a field officer signs in for attendance from the user menu, stays green after a reload, and signs off', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, FIELD_OFFICER);
  // The seed signs every demo login in for today: start from signed off.
  await expect(dot(page, 'Online').or(dot(page, 'Offline'))).toBeVisible();
  if (await dot(page, 'Online').isVisible()) {
    await mark(page, 'Sign off attendance');
    await expect(dot(page, 'Offline')).toBeVisible();
  }

  await mark(page, 'Sign in for attendance');
  await expect(dot(page, 'Online')).toBeVisible();
  await checkA11y(page, 'the header after signing in for attendance');
  await page.reload();
  await expect(dot(page, 'Online')).toBeVisible();

  await mark(page, 'Sign off attendance');
  await expect(dot(page, 'Offline')).toBeVisible();
  expect(problems).toEqual([]);
});
