import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The guided call loop in Chromium against the reference server (test mode, seeded queues) with
   the simulated telephony, steered from its panel on the screen as a person would. */

// Reminder agents of the seed with a telephony login (server/seed/demoUsers.ts).
const AGENT = '9000000009';
const SECOND_AGENT = '9000000030';
const SCREEN = '/lender/admin/callingDetails';

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * YYYY-MM-DD `days` after the business day (India's, whatever the browser's time zone): what the
 * date dialog validates.
 */
const dayFromToday = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** A YYYY-MM-DD day as a person types it into a date field: dd/mm/yyyy. */
const typed = (day: string) => day.split('-').reverse().join('/');

async function openLoop(page: Page, agent: string) {
  await page.goto(SCREEN);
  await signInWithOtp(page, agent);
  await expect(page.getByRole('heading', { name: 'Customer Support' })).toBeVisible();
}

/** The case on screen: its customer's name, once the case has arrived. */
async function caseShown(page: Page): Promise<{ name: string; id: number }> {
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await expect(page).toHaveURL(/\/callingDetails\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/')[4]);
  return { name, id };
}

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const simulator = (page: Page) => page.getByRole('region', { name: 'Telephony simulator' });

/** The customer answers (from the simulator panel), talks a moment, and the agent ends the call. */
async function answerAndEnd(page: Page) {
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();
}

const form = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });

async function choose(scope: Locator, group: string, option: string) {
  await scope
    .getByRole('radiogroup', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true })
    .click();
}

async function promiseToPay(page: Page, date: string, comment: string) {
  const feedback = form(page);
  await choose(feedback, 'Contact', 'Contactable');
  await choose(feedback, 'Traceability', 'Connected');
  await choose(feedback, 'Cooperation', 'Cooperative');
  await choose(feedback, 'Payment', 'Promise To Pay');
  const dialog = page.getByRole('dialog', { name: 'Promise to pay' });
  await dialog.getByLabel('Promised payment date').fill(typed(date));
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await feedback.getByLabel('Comment').fill(comment);
}

async function nonContactable(page: Page) {
  const feedback = form(page);
  await choose(feedback, 'Contact', 'Non Contactable');
  await choose(feedback, 'Traceability', 'Ringing not recieved');
}

/** What the server now holds for a case (the agent's own queue, read in a second session). */
async function serverCase(page: Page, id: number, agent = AGENT) {
  const token = await apiToken(page.request, agent);
  const res = await page.request.get(`/api/v1/soft-calls/next?soft_call_id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { traceability: string; payment: string | null };
}

test('an agent works three cases in the loop: paused countdown, promise to pay, not contactable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await openLoop(page, AGENT);

  // 1. The countdown is paused, stays, resumes, and starts the call by itself at 0.
  const first = await caseShown(page);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Calling in (10|9) secs/);
  await page.getByRole('button', { name: 'Pause' }).click();
  const held = await timer.textContent();
  await page.waitForTimeout(2_500);
  await expect(timer).toHaveText(held!);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(popup(page)).toBeVisible({ timeout: 12_000 });
  await answerAndEnd(page);
  const feedback = form(page);
  await choose(feedback, 'Contact', 'Contactable');
  await choose(feedback, 'Traceability', 'Connected');
  await choose(feedback, 'Cooperation', 'Non Cooperative');
  await feedback.getByRole('button', { name: 'Submit' }).click();

  // 2. The next case comes by itself; a promise to pay through the date dialog.
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(first.name);
  const second = await caseShown(page);
  expect(second.id).not.toBe(first.id);
  expect(await serverCase(page, first.id)).toMatchObject({ traceability: 'CON', payment: null });
  await page.getByRole('button', { name: 'Call now' }).click();
  await answerAndEnd(page);
  await promiseToPay(page, dayFromToday(5), 'Will pay after salary');
  await form(page).getByRole('button', { name: 'Submit' }).click();

  // 3. Not contactable: the customer never picks up; the agent ends the ringing call.
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(second.name);
  const third = await caseShown(page);
  expect(await serverCase(page, second.id)).toMatchObject({
    traceability: 'CON',
    payment: 'promise_to_pay',
  });
  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await nonContactable(page);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(third.name);
  expect(await serverCase(page, third.id)).toMatchObject({ traceability: 'RNR', payment: null });
  expect(problems).toEqual([]);
});

test('a reload in the middle of the feedback keeps the draft and does not call again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await openLoop(page, SECOND_AGENT);
  const current = await caseShown(page);
  await page.getByRole('button', { name: 'Call now' }).click();
  await answerAndEnd(page);
  const promised = dayFromToday(3);
  await promiseToPay(page, promised, 'Asked to call back on Monday');

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/callingDetails/${current.id}$`));
  await expect(page.getByText('Restored what you had entered')).toBeVisible();
  const feedback = form(page);
  await expect(feedback.getByRole('radio', { name: 'Promise To Pay' })).toBeChecked();
  await expect(feedback.getByLabel('Comment')).toHaveValue('Asked to call back on Monday');
  await expect(popup(page)).toBeHidden();
  await expect(page.getByRole('timer')).toBeHidden();
  await feedback.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
  expect(await serverCase(page, current.id, SECOND_AGENT)).toMatchObject({
    payment: 'promise_to_pay',
  });
  expect(problems).toEqual([]);
});

test('a failed save keeps the feedback, and Retry saves it', async ({ page }) => {
  test.setTimeout(60_000);
  await openLoop(page, SECOND_AGENT);
  const current = await caseShown(page);
  // The reference server is told to fail the next feedback save once (test mode only).
  const fault = await page.request.post('/__test/faults', {
    data: {
      method: 'POST',
      path: '/api/v1/soft-calls/{id}/feedback',
      status: 503,
      body: { error: 'Service temporarily unavailable' },
    },
  });
  expect(fault.ok()).toBe(true);
  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'End' }).click();
  await nonContactable(page);
  await form(page).getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'not saved yet' })).toHaveText(
    'The feedback is not saved yet: Service temporarily unavailable',
  );
  const kept = page.getByRole('region', { name: 'Feedback to save' });
  await expect(kept.getByText('Non Contactable')).toBeVisible();
  await expect(kept.getByText('Ringing not recieved')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
  expect(await serverCase(page, current.id, SECOND_AGENT)).toMatchObject({ traceability: 'RNR' });
});

test('a payment link is created and copied; an escalation disables its button', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await openLoop(page, AGENT);
  await caseShown(page);
  await page.getByRole('button', { name: 'Pause' }).click();

  await page.getByRole('button', { name: 'Create Payment Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Payment Link' });
  const picker = dialog.getByLabel('Loan Id');
  const eligible = picker.locator('option:not([disabled])');
  const choice = (await eligible.first().textContent())!;
  await picker.selectOption(choice);
  await dialog.getByLabel('Amount').fill('1500');
  await dialog.getByRole('button', { name: 'Get Payment Link' }).click();
  const link = dialog.getByLabel('Payment link');
  await expect(link).toHaveValue(/\/pay\/[\w-]+$/);
  const minted = await link.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(minted);
  await expect(dialog).toBeHidden({ timeout: 3_000 });
  const pay = await page.request.get(minted);
  expect(await pay.text()).toContain(`Loan ${choice.split(' (')[0]}`);

  const escalate = page.getByRole('button', { name: 'Escalete To Manager' });
  await escalate.click();
  const managers = page.getByRole('dialog', { name: 'Choose Manager' });
  await managers.getByRole('radio').first().check();
  await managers.getByRole('button', { name: 'Escalate' }).click();
  await expect(managers).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Escalated to / })).toBeVisible();
  await expect(escalate).toBeDisabled();
  expect(problems).toEqual([]);
});

test.describe('in a browser far from India', () => {
  // GMT−12: for half of every day its calendar is a day behind India's.
  test.use({ timezoneId: 'Etc/GMT+12' });

  test("the promise window runs from India's today to 30 days on", async ({ page }) => {
    test.setTimeout(60_000);
    await openLoop(page, SECOND_AGENT);
    await caseShown(page);
    await page.getByRole('button', { name: 'Call now' }).click();
    await answerAndEnd(page);
    const feedback = form(page);
    await choose(feedback, 'Contact', 'Contactable');
    await choose(feedback, 'Traceability', 'Connected');
    await choose(feedback, 'Cooperation', 'Cooperative');
    await choose(feedback, 'Payment', 'Promise To Pay');
    const dialog = page.getByRole('dialog', { name: 'Promise to pay' });
    const date = dialog.getByLabel('Promised payment date');
    await expect(date).toHaveAttribute('data-min', dayFromToday(0));
    await expect(date).toHaveAttribute('data-max', dayFromToday(30));
    await expect(date).toHaveAccessibleDescription(
      `From ${typed(dayFromToday(0))} to ${typed(dayFromToday(30))} (dd/mm/yyyy)`,
    );
    // The calendar opens on India's today and refuses the day before it and the day after the window.
    await dialog.getByRole('button', { name: 'Open calendar' }).click();
    const today = dialog.locator(`[data-day="${dayFromToday(0)}"]`);
    await expect(today).toBeFocused();
    await expect(today).toHaveAttribute('aria-current', 'date');
    await page.keyboard.press('ArrowLeft');
    const yesterday = dialog.locator(`[data-day="${dayFromToday(-1)}"]`);
    await expect(yesterday).toBeFocused();
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(date).toHaveValue('');
    // Four weeks and four days on from yesterday: the day after the window.
    for (const key of ['ArrowDown', 'ArrowRight'])
      for (let i = 0; i < 4; i++) await page.keyboard.press(key);
    const afterWindow = dialog.locator(`[data-day="${dayFromToday(31)}"]`);
    await expect(afterWindow).toBeFocused();
    await expect(afterWindow).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(date).toHaveValue(typed(dayFromToday(30)));
  });
});

test('User Info during a call keeps the call: its popup over the customer page, and the same case on return', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await openLoop(page, AGENT);
  const current = await caseShown(page);
  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(popup(page)).toBeVisible();
  await simulator(page).getByRole('button', { name: 'Answer' }).click();
  await expect(popup(page).getByRole('timer')).toBeVisible();

  await page.getByRole('button', { name: 'User Info' }).click();
  await expect(page).toHaveURL(/\/lender\/user\/\d+#loans$/);
  await expect(page.getByRole('tab', { name: 'Customer Activity' })).toBeVisible();
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('timer')).toHaveText(/^00:0[1-9]|^00:[1-5]\d/);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/callingDetails/${current.id}$`));
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(current.name);
  await expect(page.getByRole('status').filter({ hasText: 'Call in progress' })).toBeVisible();
  // The same call: still answered on the line, no countdown, nothing dialled again.
  await expect(simulator(page).getByText(/^Line: answered/)).toBeVisible();
  await expect(page.getByRole('timer').filter({ hasText: /Calling in/ })).toHaveCount(0);
  await page.waitForTimeout(1_500);
  await expect(simulator(page).getByText(/^Line: answered/)).toBeVisible();

  await popup(page).getByRole('button', { name: 'End' }).click();
  await expect(popup(page)).toBeHidden();
  await expect(form(page)).toBeVisible();
  await nonContactable(page);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
  expect(problems).toEqual([]);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width}×${viewport.height} the call popup opens clear of Stop and of the Amount column`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await openLoop(page, SECOND_AGENT);
    const current = await caseShown(page);
    await page.getByRole('button', { name: 'Call now' }).click();
    await expect(popup(page)).toBeVisible();
    const covered = async (target: Locator) => {
      const [a, b] = [await popup(page).boundingBox(), await target.boundingBox()];
      if (!a || !b) throw new Error('not laid out');
      return (
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      );
    };
    const stop = page.getByRole('button', { name: 'Stop' });
    const amounts = page.getByRole('article').getByRole('table').locator('tr > :last-child');
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : 1e6), scroll);
      await stop.scrollIntoViewIfNeeded();
      expect(await covered(stop)).toBe(false);
      for (const cell of await amounts.all()) expect(await covered(cell)).toBe(false);
    }
    await popup(page).getByRole('button', { name: 'End' }).click();
    await nonContactable(page);
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
  });
}

test('a busy line says so, with no bare timer', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  await openLoop(page, SECOND_AGENT);
  const current = await caseShown(page);
  await simulator(page)
    .getByRole('radiogroup', { name: 'Next call' })
    .getByRole('radio', { name: 'Busy' })
    .click();
  await page.getByRole('button', { name: 'Call now' }).click();
  await expect(form(page)).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The line was busy: the customer could not be reached.' }),
  ).toBeVisible();
  await expect(page.getByText(/Call failed|00:00/)).toHaveCount(0);
  await nonContactable(page);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
  expect(problems).toEqual([]);
});

test('a read-only user without a queue is told so, and offered nothing that cannot help', async ({
  page,
}) => {
  // The server answers 403 with its words (the one request expected to fail here).
  await openLoop(page, '9000000002');
  await expect(
    page.getByRole('status').filter({ hasText: 'You have no soft-call queue' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByRole('button', { name: /Retry|Check again|Stop|Start calling/ }),
  ).toHaveCount(0);
});

test('keyboard only: focus stays on the control bar through Pause, Resume and Call now', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openLoop(page, SECOND_AGENT);
  const current = await caseShown(page);
  await page.getByRole('button', { name: 'Pause' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.getByRole('button', { name: 'Call now' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await popup(page).getByRole('button', { name: 'End' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    form(page).getByRole('radiogroup', { name: 'Contact' }).getByRole('radio').first(),
  ).toBeFocused();
  await nonContactable(page);
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('article').getByRole('heading')).not.toHaveText(current.name);
});
