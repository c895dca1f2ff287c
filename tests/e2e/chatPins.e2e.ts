import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { membersOf, openChannel, send } from './support/chat.ts';
import { watchProblems } from './support/signIn.ts';

/* A channel admin pins a message: both users see it in the channel's pinned banner at once, one
   pinned message per channel; a plain member is refused with the spec's words (part 2 §6); the
   admin unpins and the banner goes for both. */

// Demo logins (server/seed/demoUsers.ts): the disbursal team login creates private huddles in the
// seed; the technology login is a plain member of one of them. Neither is the super admin.
const A = '9000000005';
const B = '9000000011';
const PIN_FORBIDDEN = "You don't have permission to pin this message.";
const UNPIN_FORBIDDEN = "You don't have permission to unpin this message.";

type Channel = {
  name: string;
  creator: string;
  pinned_message: { message_id: string } | null;
};

/** A private channel A created (so A is its admin) in which B is a plain member. */
async function huddleOf(request: APIRequestContext, tokenA: string): Promise<Channel> {
  const headers = { Authorization: `Bearer ${tokenA}` };
  const created: Channel[] = [];
  for (let start = 0, total = 1; start < total; start += 50) {
    const res = await request.post('/api/chat/channels/list', {
      headers,
      data: { start, entries: 50, filter: 'private' },
    });
    const page = (await res.json()) as { channels: Channel[]; total: number };
    total = page.total;
    created.push(...page.channels.filter((c) => c.creator === A));
  }
  created.sort((x, y) => x.name.localeCompare(y.name));
  for (const channel of created) {
    const { normal_users } = await membersOf(request, tokenA, channel.name);
    if (normal_users.some((m) => m.username === B)) return channel;
  }
  throw new Error(`no private channel of ${A} with ${B} as a member`);
}

const banner = (page: Page) => page.getByRole('button', { name: /^Pinned message:/ });
const messageOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const idOf = (page: Page, text: string) => messageOf(page, text).getAttribute('data-message-id');
const pinIcon = (message: Locator) => message.getByRole('img', { name: 'Pinned message' });

/** Opens a message's menu and picks one of its actions. */
async function act(page: Page, text: string, action: 'Pin' | 'Unpin') {
  await messageOf(page, text)
    .getByRole('button', { name: /^Message actions:/ })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('an admin pins (one pinned message per channel), a member is refused, the admin unpins: both see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tokenA = await apiToken(request, A);
  const channel = await huddleOf(request, tokenA);
  const seededPin = channel.pinned_message?.message_id ?? null;
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await openChannel(contextA, A, channel.name);
    const b = await openChannel(contextB, B, channel.name);
    const problemsB = watchProblems(b);
    const run = Date.now().toString(36);
    const first = `Collection sheet for today ${run}`;
    const second = `Updated collection sheet ${run}`;
    await send(a, first);
    await send(a, second);
    await expect(messageOf(b, second)).toBeVisible({ timeout: 5_000 });

    await act(a, first, 'Pin');
    for (const page of [a, b]) {
      await expect(banner(page)).toHaveCount(1, { timeout: 5_000 });
      await expect(banner(page)).toContainText(first);
      await expect(pinIcon(messageOf(page, first))).toBeVisible();
    }

    // Pinning another message replaces the pin: still one banner, the new message in it.
    await act(a, second, 'Pin');
    for (const page of [a, b]) {
      await expect(banner(page)).toContainText(second, { timeout: 5_000 });
      await expect(banner(page)).toHaveCount(1);
      await expect(banner(page)).not.toContainText(first);
      await expect(pinIcon(messageOf(page, second))).toBeVisible();
      await expect(pinIcon(messageOf(page, first))).toHaveCount(0);
    }

    // The member's menu offers Pin and Unpin; the server refuses both, in the spec's words.
    await act(b, first, 'Pin');
    const refusal = b.getByRole('alert').filter({ hasText: PIN_FORBIDDEN });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await expect(refusal).toHaveCount(0);
    await act(b, second, 'Unpin');
    const unpinRefusal = b.getByRole('alert').filter({ hasText: UNPIN_FORBIDDEN });
    await expect(unpinRefusal).toBeVisible();
    await unpinRefusal.getByRole('button', { name: 'Dismiss' }).click();
    for (const page of [a, b]) await expect(banner(page)).toContainText(second);

    await act(a, second, 'Unpin');
    for (const page of [a, b]) {
      await expect(banner(page)).toHaveCount(0, { timeout: 5_000 });
      await expect(pinIcon(messageOf(page, second))).toHaveCount(0);
    }
    await b.reload();
    await expect(messageOf(b, second)).toBeVisible({ timeout: 15_000 });
    await expect(banner(b)).toHaveCount(0);

    // B's only failed calls are the two refusals.
    const ids = [await idOf(b, first), await idOf(b, second)];
    expect(problemsB).toEqual([
      `403 POST /api/chat/channel-message/${ids[0]}/pin`,
      `403 POST /api/chat/channel-message/${ids[1]}/unpin`,
    ]);
  } finally {
    await contextA.close();
    await contextB.close();
    // The seed's pin back, for whatever runs next against the same database.
    if (seededPin) {
      const res = await request.post(`/api/chat/channel-message/${seededPin}/pin`, {
        headers: { Authorization: `Bearer ${tokenA}` },
      });
      expect(res.ok()).toBe(true);
    }
  }
});
