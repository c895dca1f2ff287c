import { expect, type Page, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* One whole case of the call loop run by the agent with the keyboard only, in Chromium against
   the reference server (dial permits, queue, feedback) with the simulated telephony. Only the
   customer's side (answering, on the simulator panel) is a click. */

// The admin has a soft queue and a telephony login in the seed (server/seed/demoUsers.ts).
const ADMIN = '9000000001';
const SCREEN = '/lender/admin/callingDetails';

const popup = (page: Page) => page.getByRole('dialog', { name: /^Call \d{10}/ });
const form = (page: Page) => page.getByRole('region', { name: 'Submit Your Feedback Here' });
const radio = (page: Page, group: string, option: string) =>
  form(page)
    .getByRole('radiogroup', { name: group, exact: true })
    .getByRole('radio', { name: option, exact: true });

/** The case on screen, once it can be called (a case not callable now is passed with N). */
async function callableCase(page: Page): Promise<number> {
  const card = page.getByRole('article');
  for (let i = 0; i < 5; i++) {
    await expect(card).toBeVisible();
    const timer = page.getByRole('timer');
    const blocked = page.getByText(/^Not calling now: /);
    await expect(timer.or(blocked)).toBeVisible();
    if (await timer.isVisible()) break;
    await page.keyboard.press('n');
  }
  await expect(page).toHaveURL(/\/callingDetails\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/')[4]);
}

test('an agent works a whole case without the mouse', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page);
  await page.goto(SCREEN);
  await signInWithOtp(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Customer Support' })).toBeVisible();
  const id = await callableCase(page);

  // '?' lists the shortcuts; Esc closes the sheet.
  await page.keyboard.press('p');
  await expect(page.getByRole('timer')).toContainText('Paused');
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByText('Call now')).toBeVisible();
  await checkA11y(page, 'soft call, keyboard shortcut sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // D: the server permits the dial and the call is placed; the customer answers.
  await page.keyboard.press('d');
  await expect(popup(page)).toBeVisible();
  await page
    .getByRole('region', { name: 'Telephony simulator' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expect(popup(page).getByRole('timer')).toBeVisible();
  await page.keyboard.press('h');
  await expect(popup(page).getByRole('button', { name: 'Hold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('h');
  await page.keyboard.press('m');
  await expect(popup(page).getByRole('button', { name: 'Mute' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('e');
  await expect(popup(page)).toBeHidden();

  // The questions by their letters and option numbers.
  await expect(form(page)).toBeVisible();
  await page.keyboard.press('c');
  await page.keyboard.press('1');
  await expect(radio(page, 'Contact', 'Contactable')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('t');
  await page.keyboard.press('3');
  await expect(radio(page, 'Traceability', 'Connected')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('o');
  await page.keyboard.press('1');
  await expect(radio(page, 'Cooperation', 'Cooperative')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('y');
  await page.keyboard.press('3');
  await expect(radio(page, 'Payment', 'Paid')).toHaveAttribute('aria-checked', 'true');

  // Tab to the comment; letters typed there stay words.
  const comment = form(page).getByLabel('Comment');
  for (let i = 0; i < 12 && !(await comment.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(comment).toBeFocused();
  await page.keyboard.type('Paid at the branch, told the desk');
  await expect(comment).toHaveValue('Paid at the branch, told the desk');
  await expect(radio(page, 'Contact', 'Contactable')).toHaveAttribute('aria-checked', 'true');

  // Ctrl+Enter saves; the next case follows.
  await page.keyboard.press('Control+Enter');
  await expect(page).not.toHaveURL(new RegExp(`/callingDetails/${id}$`), { timeout: 15_000 });
  const rows = await (
    await page.request.get(`/__test/rows?table=call_feedback&soft_call_id=${id}`)
  ).json();
  expect(rows).toEqual({ rows: 1 });
  expect(problems).toEqual([]);
});
