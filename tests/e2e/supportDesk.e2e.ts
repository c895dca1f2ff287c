import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* Customer Support's support calls in Chromium against the reference server (test mode, seeded
   queues) with the simulated telephony, steered from its panel as a person would. */

// A reminder agent of the seed with a telephony login and a queue of support calls.
const AGENT = '9000000009';
const SECOND_AGENT = '9000000030';
const SCREEN = '/lender/admin/callingDetails';

test.describe.configure({ mode: 'serial' });

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const simulator = (page: Page) => page.getByRole('region', { name: 'Telephony simulator' });
const form = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });
const group = (scope: Locator | Page, name: string) =>
  scope.getByRole('radiogroup', { name, exact: true });

/** The support case on screen, once it has arrived: its customer's name and its id. */
async function supportCaseShown(page: Page): Promise<{ name: string; id: number }> {
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/callingDetails\/support\/\d+$/);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  return { name, id: Number(new URL(page.url()).pathname.split('/')[5]) };
}

/** What the server now holds for a support case (read in a second session of the agent). */
async function serverCase(page: Page, id: number) {
  const token = await apiToken(page.request, AGENT);
  const res = await page.request.get(`/api/v1/call-desks/support/next?case_id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { traceability: string; support: { feedback_count: number } };
}

test('a reminder agent works a support call: CON needs a type of task, NC clears it, saved, next case', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto(SCREEN);
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Support overview' });
  await expect(overview.getByText('Assigned cases')).toBeVisible();
  await expect(overview.getByRole('table', { name: 'Traceability' })).toBeVisible();
  await expect(overview.getByRole('table', { name: 'Support status' })).toBeVisible();

  // The soft calls come first; the switch opens the support calls.
  const calls = group(page, 'Calls');
  await expect(calls.getByRole('radio', { name: 'Soft calls' })).toBeChecked();
  await calls.getByRole('radio', { name: 'Support calls' }).click();
  const first = await supportCaseShown(page);
  const facts = page.getByRole('region', { name: 'Support call' });
  await expect(facts.getByText('Loan related')).toBeVisible();
  const before = await serverCase(page, first.id);

  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();

  const feedback = form(page);
  const taskTypes = group(feedback, 'Type of task').getByRole('radio');
  await expect(taskTypes.first()).toBeDisabled();
  await group(feedback, 'Traceability').getByRole('radio', { name: 'Connected' }).click();
  await feedback.getByLabel('Comment').fill('Customer asked about the loan charges');
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(feedback.getByRole('alert')).toHaveText('Please mark Type of task.');
  await checkA11y(page, 'support call feedback, type of task missing');

  await group(feedback, 'Type of task').getByRole('radio', { name: 'Loan Charges' }).click();
  await expect(feedback.getByRole('alert')).toBeHidden();
  await group(feedback, 'Traceability').getByRole('radio', { name: 'Non Contactable' }).click();
  for (const radio of await taskTypes.all()) {
    await expect(radio).not.toBeChecked();
    await expect(radio).toBeDisabled();
  }
  await expect(feedback.getByLabel('Comment')).toHaveValue('Customer asked about the loan charges');
  await feedback.getByRole('button', { name: 'Submit' }).click();

  await expect(page).not.toHaveURL(new RegExp(`/support/${first.id}$`));
  const second = await supportCaseShown(page);
  expect(second.id).not.toBe(first.id);
  const saved = await serverCase(page, first.id);
  expect(saved.traceability).toBe('NC');
  expect(saved.support.feedback_count).toBe(before.support.feedback_count + 1);
  expect(problems).toEqual([]);
});

test('switching to the support calls during a soft call keeps the call; back, its feedback is saved, then the support calls open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto(SCREEN);
  await signInWithOtp(page, SECOND_AGENT);
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/callingDetails\/\d+$/);
  const softCase = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();

  // The support calls wait: one call at a time, and the soft call goes on in its popup.
  await group(page, 'Calls').getByRole('radio', { name: 'Support calls' }).click();
  await expect(page).toHaveURL(/\/callingDetails\/support$/);
  await expect(page.getByText('A call of Customer Support is in progress')).toBeVisible();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Customer Support' }).click();
  await expect(page).toHaveURL(new RegExp(`${softCase}$`));
  await expect(group(page, 'Calls').getByRole('radio', { name: 'Soft calls' })).toBeChecked();

  await popup(page).getByRole('button', { name: 'End' }).click();
  const feedback = form(page);
  await group(feedback, 'Contact').getByRole('radio', { name: 'Non Contactable' }).click();
  await group(feedback, 'Traceability')
    .getByRole('radio', { name: 'Ringing not recieved' })
    .click();
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${softCase}$`));
  await expect(page).toHaveURL(/\/callingDetails\/\d+$/);

  // Nothing in progress now: the support calls open on their first case.
  await group(page, 'Calls').getByRole('radio', { name: 'Support calls' }).click();
  await supportCaseShown(page);
  expect(problems).toEqual([]);
});
