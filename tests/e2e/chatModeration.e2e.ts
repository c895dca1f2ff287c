import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { membersOf, openChannel, PLACEHOLDER, send } from './support/chat.ts';
import { watchProblems } from './support/signIn.ts';

/* The super admin opens a member's dialog from the member's message in a channel, sees their
   number, blocks them there; the blocked member's next post is refused with the server's words.
   The member, a plain member, sees no avatar button. */

// Demo logins (server/seed/demoUsers.ts): the super admin; the disbursal team login creates
// private huddles in the seed; read-only logins cannot post at all.
const ADMIN = '9000000001';
const CREATOR = '9000000005';
const READ_ONLY = new Set(['9000000002', '9000000018']);

type Channel = { name: string; display_name: string; creator: string };

async function lastHuddleOf(request: APIRequestContext, token: string): Promise<Channel> {
  const res = await request.post('/api/chat/channels/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { start: 0, entries: 50, filter: 'private' },
  });
  const { channels } = (await res.json()) as { channels: Channel[] };
  const own = channels.filter((c) => c.creator === CREATOR);
  if (!own.length) throw new Error(`no private channel of ${CREATOR}`);
  return own.sort((x, y) => y.name.localeCompare(x.name))[0]!;
}

test('the super admin opens a member’s number from their message and blocks them; their next post is refused; a plain member has no avatar button', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const creatorToken = await apiToken(request, CREATOR);
  const channel = await lastHuddleOf(request, creatorToken);
  const adminToken = await apiToken(request, ADMIN);
  const joined = await request.post('/api/chat/channels/join', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { channel_name: channel.name, force: true },
  });
  expect(joined.ok()).toBe(true);
  const { normal_users } = await membersOf(request, creatorToken, channel.name);
  const member = normal_users.find(
    (m) => ![ADMIN, CREATOR].includes(m.username) && !READ_ONLY.has(m.username),
  );
  if (!member) throw new Error('no plain member who can post');
  // The super admin's message is there for the member to see (as a plain avatar).
  const sent = await request.post('/api/chat/channel-message', {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: { channel: channel.name, client_id: `mod-${Date.now()}`, text: 'Admin here' },
  });
  expect(sent.ok()).toBe(true);

  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const memberPage = await openChannel(memberContext, member.username, channel.name);
    await send(memberPage, 'Hello from a member');
    await expect(memberPage.getByText('Admin here')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: /'s number$/ })).toHaveCount(0);

    const page = await openChannel(adminContext, ADMIN, channel.name);
    const problems = watchProblems(page);
    await expect(page.getByText('Hello from a member')).toBeVisible();
    await page
      .getByRole('button', { name: `Open ${member.name}'s number` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'User and mobile number' });
    await expect(dialog.getByRole('link', { name: member.username })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Disable Chat' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Blacklist User' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Block User', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Block user' });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog.getByText('User blocked in this channel')).toBeVisible();
    await expect(dialog.getByText('Blocked in this channel', { exact: true })).toBeVisible();
    // Blocked: Block User gives way to its undoing.
    await expect(dialog.getByRole('button', { name: 'Block User', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Unblock User' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);

    // The member's next post is refused with the server's words.
    await send(memberPage, 'Am I still here?');
    await expect(memberPage.getByText('You have been blocked in this channel.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(memberPage.getByPlaceholder(PLACEHOLDER)).toBeVisible();
  } finally {
    await adminContext.close();
    await memberContext.close();
  }
});
