import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The lead desk in Chromium against the reference server (test mode, seeded lead queues) with
   the simulated telephony: a referral sales agent works a lead, and creates new leads where
   they stand, with the browser's location granted and refused. */

// Referral sales of the seed, with a lead queue and a telephony login (README: Demo call desks).
const AGENT = '9000000004';
const SCREEN = '/lender/admin/newLead';
const WHERE = { latitude: 19.076, longitude: 72.8777 };

test.describe.configure({ mode: 'serial' });

async function openDesk(page: Page) {
  await page.goto(SCREEN);
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('heading', { name: 'Lead', level: 1 })).toBeVisible();
}

/** The case on screen, once it has arrived: its customer's name and id. */
async function caseShown(page: Page): Promise<{ name: string; id: number }> {
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await expect(page).toHaveURL(/\/newLead\/\d+$/);
  return { name, id: Number(new URL(page.url()).pathname.split('/')[4]) };
}

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const simulator = (page: Page) => page.getByRole('region', { name: 'Telephony simulator' });
const form = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });

/** A ten-digit number no seeded customer or lead has (the database lives for the whole run). */
const freshMobile = () => `7${String(Date.now()).slice(-9)}`;

test('a referral sales agent calls a lead, reloads, and records that the group continues with its leader', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await openDesk(page);
  const first = await caseShown(page);
  await expect(page.getByRole('region', { name: 'Where the lead came from' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New GL' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pause' }).click();
  await checkA11y(page, 'lead desk, countdown paused');

  // 'Add New GL' answers in the server's words: added (then disabled), or already a GL.
  const addGl = page.getByRole('button', { name: 'Add New GL' });
  await addGl.click();
  const origin = page.getByRole('region', { name: 'Where the lead came from' });
  const answer = origin.getByText(
    /^(New group leader added|This customer is already a group leader)$/,
  );
  await expect(answer).toBeVisible();
  if ((await answer.textContent()) === 'New group leader added') await expect(addGl).toBeDisabled();
  else await expect(addGl).toBeEnabled();

  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();

  // Submit with nothing chosen says what is missing.
  const feedback = form(page);
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(feedback.getByRole('alert')).toHaveText('Please fill the fields correctly');

  await feedback
    .getByRole('radiogroup', { name: 'Feedback' })
    .getByRole('radio', { name: 'Will Continue Same Group' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Continue in the same group' });
  const number = dialog.getByLabel("Group leader's number");
  await expect(number).toBeFocused();
  await number.fill('98123');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide a correct number');
  await checkA11y(page, "lead desk, the group leader's number refused");
  await number.fill('9812345670');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(feedback.getByTestId('leader-number')).toHaveText('9812345670');
  await feedback.getByLabel('Comment').fill('The group stays with its leader');
  await checkA11y(page, 'lead desk, feedback filled');

  // A reload keeps the draft of the case and does not call again.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/newLead/${first.id}$`));
  await expect(page.getByText('Restored what you had entered')).toBeVisible();
  await expect(feedback.getByRole('radio', { name: 'Will Continue Same Group' })).toBeChecked();
  await expect(feedback.getByTestId('leader-number')).toHaveText('9812345670');
  await expect(feedback.getByLabel('Comment')).toHaveValue('The group stays with its leader');
  await expect(popup(page)).toBeHidden();
  await feedback.getByRole('button', { name: 'Submit' }).click();

  // Saved: the next lead comes by itself.
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(first.name);
  const second = await caseShown(page);
  expect(second.id).not.toBe(first.id);
  // A customer already a GL is refused with a 400: the server's answer, nothing gone wrong.
  expect(problems.filter((p) => p !== '400 POST /api/v1/group-leaders/new')).toEqual([]);
});

async function createLead(page: Page, mobile: string) {
  // The loop waits: a call must not start under the dialog.
  await caseShown(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const open = page.getByRole('button', { name: 'Create New Lead' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Create New Lead' });
  await expect(dialog.getByLabel('Mobile number')).toBeFocused();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Name').fill('Sunita Devi');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return { open, dialog };
}

test.describe('with the location granted', () => {
  test.use({ geolocation: WHERE, permissions: ['geolocation'] });

  test('Create New Lead sends the lead with where the agent stands', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await openDesk(page);
    const mobile = freshMobile();
    await caseShown(page);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Create New Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Lead' });
    await dialog.getByLabel('Mobile number').fill('98');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide a correct mobile number');
    await checkA11y(page, 'lead desk, Create New Lead refused');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create New Lead' })).toBeFocused();

    await page.getByRole('button', { name: 'Create New Lead' }).click();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByLabel('Name').fill('Sunita Devi');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'New lead created' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Lead' })).toBeFocused();

    // The same number again: the server's words, what was typed kept.
    await page.getByRole('button', { name: 'Create New Lead' }).click();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This number is already a lead');
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(mobile);
    // The refusal is the server's answer (400), nothing else went wrong.
    expect(problems).toEqual(['400 POST /api/v1/leads']);
  });
});

test.describe('with the location refused', () => {
  test.use({ permissions: [] });

  test('Create New Lead asks for the location and keeps what was typed', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await denyLocation(context);
    await openDesk(page);
    const mobile = freshMobile();
    const { dialog } = await createLead(page, mobile);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please allow location before submitting the form!',
    );
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(mobile);
    await expect(dialog.getByLabel('Name')).toHaveValue('Sunita Devi');
  });
});

/** No permission granted: Chromium refuses a page's position request without asking. */
async function denyLocation(context: BrowserContext) {
  await context.clearPermissions();
}
