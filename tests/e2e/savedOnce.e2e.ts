import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

/* Saves happen once: the server commits the feedback, its answer is lost on the way (the real
   server replaces it after the commit), the agent retries, and the case holds one feedback. */

const AGENT = '9000000030';

test.afterEach(async ({ request }) => {
  await request.delete('/__test/faults');
});

test('a feedback whose answer was lost is stored once, and the client shows it saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/lender/admin/callingDetails');
  await signInWithOtp(page, AGENT);
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  const caseName = (await card.getByRole('heading').textContent()) ?? '';
  await expect(page).toHaveURL(/\/callingDetails\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/')[4]);

  const fault = await page.request.post('/__test/faults', {
    data: {
      method: 'POST',
      path: '/api/v1/soft-calls/{id}/feedback',
      status: 502,
      body: { error: 'Bad Gateway' },
      afterCommit: true,
    },
  });
  expect(fault.ok()).toBe(true);

  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'End' }).click();
  const feedback = page.getByRole('region', { name: 'Submit Your Feedback Here' });
  await feedback
    .getByRole('radiogroup', { name: 'Contact', exact: true })
    .getByRole('radio', { name: 'Non Contactable', exact: true })
    .click();
  await feedback
    .getByRole('radiogroup', { name: 'Traceability', exact: true })
    .getByRole('radio', { name: 'Ringing not recieved', exact: true })
    .click();
  await feedback.getByRole('button', { name: 'Submit' }).click();

  // The server did save it; the agent only sees the answer never came.
  await expect(page.getByRole('alert').filter({ hasText: 'not saved yet' })).toBeVisible();
  const rows = async () =>
    (await (await page.request.get(`/__test/rows?table=call_feedback&soft_call_id=${id}`)).json())
      .rows as number;
  expect(await rows()).toBe(1);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(card.getByRole('heading')).not.toHaveText(caseName);
  expect(await rows()).toBe(1);
});
