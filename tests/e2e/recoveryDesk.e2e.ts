import { expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The recovery desk in Chromium against the reference server (test mode: calls all day, seeded
   recovery queues) with the simulated telephony, steered from its panel as a person would. */

// Demo logins (README: Demo users), both with a telephony login and a recovery queue.
const AGENT = '9000000012';
const AGENCY = '9000000013';
const SCREEN = '/lender/admin/newRecoveryCalls';

test.describe.configure({ mode: 'serial' });

async function openDesk(page: Page, user: string) {
  await page.goto(SCREEN);
  await signInWithOtp(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery' })).toBeVisible();
}

/** The case on screen once it has arrived: its customer's name and its id (in the address). */
async function caseShown(page: Page): Promise<{ name: string; id: number }> {
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/newRecoveryCalls\/\d+$/);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  return { name, id: Number(new URL(page.url()).pathname.split('/')[4]) };
}

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const feedback = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });
const commentBox = (page: Page) => page.getByRole('region', { name: 'Recovery Comment' });

/** What the server now holds for a recovery case (read in a second session of the agent). */
async function serverCase(page: Page, id: number) {
  const token = await apiToken(page.request, AGENT);
  const res = await page.request.get(`/api/v1/call-desks/recovery/next?case_id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { traceability: string; payment: string | null };
}

test('a recovery agent calls a case, gives its feedback, gets the next case and adds a recovery comment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await openDesk(page, AGENT);

  const first = await caseShown(page);
  await expect(page.getByRole('timer')).toHaveText(/Calling in (10|9|8) secs/);
  // Words left unsent on this case do not follow the agent to the next one.
  await commentBox(page).getByRole('textbox', { name: 'Comment' }).fill('Left on the first case');
  await page.getByRole('button', { name: 'Call now' }).click();
  // The customer never picks up; the agent ends the ringing call.
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();

  const form = feedback(page);
  await form
    .getByRole('radiogroup', { name: 'Contact', exact: true })
    .getByRole('radio', { name: 'Non Contactable', exact: true })
    .click();
  await form
    .getByRole('radiogroup', { name: 'Traceability', exact: true })
    .getByRole('radio', { name: 'Ringing not recieved', exact: true })
    .click();
  await form.getByRole('button', { name: 'Submit' }).click();

  // The next case comes by itself; the first one holds the feedback.
  await expect(page.getByRole('article')).not.toHaveAttribute('data-case-id', String(first.id));
  const second = await caseShown(page);
  expect(second.id).not.toBe(first.id);
  expect(await serverCase(page, first.id)).toMatchObject({ traceability: 'RNR', payment: null });

  // A recovery comment on a loan of the new case: the loan first, or the spec's words.
  const box = commentBox(page);
  const comment = box.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toHaveValue('');
  const caseLoans = await page
    .getByRole('article')
    .getByRole('row')
    .locator('td:first-child')
    .allTextContents();
  const offered = await box
    .getByRole('combobox', { name: 'Loan Id' })
    .locator('option')
    .allTextContents();
  expect(offered.slice(1)).toEqual(caseLoans);
  await comment.fill('Customer asked for a call after the 5th');
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByRole('alert')).toHaveText('Please select loan id first to comment.');
  const picker = box.getByRole('combobox', { name: 'Loan Id' });
  const loanId = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(loanId!);
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByRole('status')).toHaveText('Comment added successfully');
  await expect(comment).toHaveValue('');
  await expect(picker).toHaveValue(loanId!);
  expect(problems).toEqual([]);
});

test("the recovery agency reads a case's loan ids as plain text and may comment", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await openDesk(page, AGENCY);
  await caseShown(page);
  const loans = page.getByRole('article').getByRole('table');
  await expect(loans.getByRole('row').nth(1)).toBeVisible();
  await expect(loans.getByRole('link')).toHaveCount(0);
  await expect(commentBox(page)).toBeVisible();
  expect(problems).toEqual([]);
});
