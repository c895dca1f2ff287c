import { expect, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { apiToken } from './support/api.ts';
import { membersOf, openChannel } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* An agent takes an unassigned issue of the tracker with Assign Me and sees it theirs; the super
   admin closes a channel task with a closing message and sees who closed it. */

const AGENT = demoUser('is_recovery_agent').username;
const ADMIN = demoUser('is_kosh_superadmin').username;

type Project = { id: number; name: string; channel_name: string | null };

/** The seed's first project, in the channel every demo login is in. */
async function firstProject(request: Parameters<typeof apiToken>[0]): Promise<Project> {
  const token = await apiToken(request, ADMIN);
  const res = await request.get('/api/v1/task/redmine-project-list', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { projects } = (await res.json()) as { projects: Project[] };
  const project = projects.find((p) => p.name === 'Back Office');
  if (!project?.channel_name) throw new Error('no Back Office project with a channel');
  return project;
}

test('an agent clicks Assign Me on an unassigned tracker issue and sees the msg and the issue theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const project = await firstProject(request);
  const members = await membersOf(request, await apiToken(request, AGENT), project.channel_name!);
  const me = [...members.admins, ...members.normal_users].find((m) => m.username === AGENT);
  if (!me) throw new Error('the agent is not in the project channel');

  const problems = watchProblems(page);
  await page.goto('/lender/auth');
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto('/lender/admin/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tab', { name: 'Redmine Tasks' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('combobox', { name: 'Scope' }).selectOption('all');
  await page.getByRole('combobox', { name: 'Project' }).selectOption(String(project.id));
  const table = page.getByRole('table', { name: 'Redmine tasks' });
  const assign = table.getByRole('button', { name: /^Assign issue \d+ to me$/ }).first();
  await expect(assign).toBeVisible();
  const label = (await assign.getAttribute('aria-label'))!;
  const id = Number(label.match(/\d+/)![0]);
  await assign.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Issue #${id} assigned to you.` }),
  ).toBeVisible();
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row).toContainText(me.name);
  // The project name opens its channel.
  await expect(row.getByRole('link', { name: new RegExp(`^${project.name}`) })).toHaveAttribute(
    'href',
    `/lender/admin/chat?channel=${encodeURIComponent(project.channel_name!)}`,
  );
  expect(problems).toEqual([]);
});

test('a channel task is closed with a closing message and shows who closed it; Only my tasks lists the own ones', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const project = await firstProject(request);
  const channel = project.channel_name!;
  const { admins, normal_users } = await membersOf(
    request,
    await apiToken(request, ADMIN),
    channel,
  );
  const admin = [...admins, ...normal_users].find((m) => m.username === ADMIN)!;
  const context = await browser.newContext();
  try {
    const page = await openChannel(context, ADMIN, channel);
    const problems = watchProblems(page);
    await page.getByRole('button', { name: 'Tasks', exact: true }).click();
    const tasks = page.getByRole('dialog', { name: 'Tasks' });
    await expect(tasks.getByLabel('Show tasks')).toHaveValue('Open');
    const close = tasks.getByRole('button', { name: /^Close task \d+$/ }).first();
    await expect(close).toBeVisible();
    await close.click();
    const closing = page.getByRole('dialog', { name: 'Closing Message' });
    // No message: refused, nothing sent.
    await closing.getByRole('button', { name: 'Save' }).click();
    await expect(closing.getByRole('alert')).toHaveText('Please write a closing message.');
    const message = `Closed from the e2e run ${Date.now()}`;
    await closing.getByLabel('Closing message').fill(message);
    await closing.getByRole('button', { name: 'Save' }).click();
    await expect(closing).toHaveCount(0);
    await expect(tasks.getByRole('status').filter({ hasText: 'Task closed.' })).toBeVisible();
    await tasks.getByLabel('Show tasks').selectOption('Closed');
    const item = tasks.getByRole('listitem').filter({ hasText: message });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${ADMIN} ${admin.name}`);

    // Only my tasks asks the server for the admin's own tasks; every one listed is assigned to them.
    const asked = page.waitForRequest((r) => r.url().includes('my_task=true'));
    await tasks.getByRole('checkbox', { name: 'Only my tasks' }).check();
    await asked;
    await expect(async () => {
      const assignees = await tasks.locator('dt:text-is("Assignee") + dd').allTextContents();
      expect(assignees.every((who) => who.startsWith(ADMIN))).toBe(true);
    }).toPass();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
