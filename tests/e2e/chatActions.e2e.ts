import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { openChannel } from './support/chat.ts';
import { watchProblems } from './support/signIn.ts';

/* Chat actions (issue 19 §3): a user opens a channel with actions, picks an action and a
   function, fills the form built from its schema, submits with a double click, and exactly one
   record is created (one result message in the channel, seen live and through the API). A
   message's button opens its action prefilled with its default params. */

// Demo logins (server/seed/demoUsers.ts) no other chat e2e signs in with: finance manager,
// operations manager. Both are members of the seeded "Attendance & requests" channel.
const FORM_USER = '9000000016';
const BUTTON_USER = '9000000023';
const REQUESTS = 'Attendance & requests';

type Channel = { name: string; display_name: string; chat_actions?: number[] };
type Message = { _id: string; text: string; user: { _id: string } };

async function requestsChannel(request: APIRequestContext, token: string): Promise<Channel> {
  const headers = { Authorization: `Bearer ${token}` };
  for (let start = 0, total = 1; start < total; start += 50) {
    const res = await request.post('/api/chat/channels/list', {
      headers,
      data: { start, entries: 50, filter: 'all' },
    });
    const page = (await res.json()) as { channels: Channel[]; total: number };
    total = page.total;
    const found = page.channels.find((c) => c.display_name === REQUESTS);
    if (found) return found;
  }
  throw new Error(`no channel '${REQUESTS}'`);
}

async function messagesOf(request: APIRequestContext, token: string, channel: string) {
  const res = await request.get(
    `/api/chat/channel-message?channel=${encodeURIComponent(channel)}&entries=100`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { messages: Message[] }).messages;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat actions' });

test('a dynamic form submitted with a double click creates exactly one record', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, FORM_USER);
  const channel = await requestsChannel(request, token);
  expect(channel.chat_actions?.length).toBeGreaterThan(0);
  await page.close();
  const context = page.context();
  const chat = await openChannel(context, FORM_USER, channel.name);
  const problems = watchProblems(chat);

  await chat.getByRole('button', { name: 'Chat actions', exact: true }).click();
  const modal = dialog(chat);
  await expect(modal.getByRole('button', { name: /Raise Expense/ })).toBeVisible();
  await modal.getByRole('button', { name: /Raise Expense/ }).click();
  await modal.getByRole('button', { name: /Travel expense/ }).click();

  const amount = `${Date.now() % 100_000}`;
  await modal.getByLabel('Amount (₹)').fill(amount);
  await modal.getByLabel('Spent on').fill('2026-11-20');
  await modal.getByLabel('Mode').selectOption('train');
  await modal.getByLabel('Details').fill('x'.repeat(400));
  // The multiline field stops at 350 characters (spec part 2 §5).
  await expect(modal.getByLabel('Details')).toHaveValue('x'.repeat(350));
  await modal.getByLabel('Details').fill(`Field visit ${amount}`);
  await modal.getByLabel('Receipt attached').check();
  await checkA11y(chat, 'chat actions: the dynamic form');

  // A blank required field: said by name, and nothing else typed is lost.
  await modal.getByLabel('Amount (₹)').fill('');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill Amount (₹).');
  await modal.getByLabel('Amount (₹)').fill(amount);

  await modal.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(modal.getByText('Travel expense: submitted.')).toBeVisible();
  // The result arrives live in the channel, once.
  const result = chat.getByRole('article').filter({ hasText: `Amount (₹): ${amount}` });
  await expect(result).toHaveCount(1, { timeout: 10_000 });
  await expect(modal).toBeHidden({ timeout: 10_000 });

  const posted = (await messagesOf(request, token, channel.name)).filter((m) =>
    m.text.includes(`Amount (₹): ${amount}`),
  );
  expect(posted).toHaveLength(1);
  expect(posted[0]!.user._id).toBe(FORM_USER);
  expect(problems).toEqual([]);
});

test("a message's button opens its action with its default params", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, BUTTON_USER);
  const channel = await requestsChannel(request, token);
  await page.close();
  const chat = await openChannel(page.context(), BUTTON_USER, channel.name);

  const link = chat.getByRole('link', { name: 'Read the travel policy' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^https:\/\//);

  // The embedded (sanitised) form of the leave request.
  await chat.getByRole('button', { name: 'Chat actions', exact: true }).click();
  await dialog(chat)
    .getByRole('button', { name: /Leave Request/ })
    .click();
  await expect(dialog(chat).getByLabel('Leave type')).toBeVisible();
  await checkA11y(chat, 'chat actions: an embedded form');
  await dialog(chat).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(chat)).toBeHidden();

  await chat.getByRole('button', { name: 'Sign in now' }).click();
  const modal = dialog(chat);
  await modal.getByRole('button', { name: /Sign in/ }).click();
  await expect(modal.getByLabel('Working from')).toHaveValue('field');
  await checkA11y(chat, 'chat actions: a form opened from a message');
  await expect(modal.getByLabel('Note')).toHaveValue('Field visits today');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Sign in: submitted.')).toBeVisible();
  await expect(
    chat.getByRole('article').filter({ hasText: 'Working from: Field' }).last(),
  ).toBeVisible();
});
