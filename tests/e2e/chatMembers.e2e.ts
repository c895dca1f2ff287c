import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { membersOf, openChannel, realtimeConnected } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The super admin manages a private channel it administers but did not create: adds two members
   by a comma-separated list (a 9-digit entry is dropped), makes one an admin; the added user,
   signed in elsewhere, sees the channel appear in their list live. Delete Channel is offered to
   the super admin on a private channel, but only the creator may delete: the spec's words show. */

// Demo logins (server/seed/demoUsers.ts): the super admin; the disbursal team login creates
// private huddles in the seed.
const ADMIN = '9000000001';
const CREATOR = '9000000005';
const DEMO = Array.from({ length: 30 }, (_, i) => `90000000${String(i + 2).padStart(2, '0')}`);

type Channel = { name: string; display_name: string; creator: string };

async function huddleOf(request: APIRequestContext, token: string): Promise<Channel> {
  const res = await request.post('/api/chat/channels/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { start: 0, entries: 50, filter: 'private' },
  });
  const { channels } = (await res.json()) as { channels: Channel[] };
  const own = channels.filter((c) => c.creator === CREATOR);
  if (!own.length) throw new Error(`no private channel of ${CREATOR}`);
  return own.sort((x, y) => x.name.localeCompare(y.name))[0]!;
}

test('an admin adds members by a list (a 9-digit entry dropped), makes one admin; the added user sees it live; only the creator deletes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const creatorToken = await apiToken(request, CREATOR);
  const channel = await huddleOf(request, creatorToken);
  // The super admin joins the huddle (force: any channel), so it opens for it like its own.
  const adminToken = await apiToken(request, ADMIN);
  const joined = await request.post('/api/chat/channels/join', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { channel_name: channel.name, force: true },
  });
  expect(joined.ok()).toBe(true);
  // A fresh message puts the channel first by time: where the added user's list shows it.
  const sent = await request.post('/api/chat/channel-message', {
    headers: { Authorization: `Bearer ${creatorToken}` },
    multipart: {
      channel: channel.name,
      client_id: `members-${Date.now()}`,
      text: 'Welcome to the huddle',
    },
  });
  expect(sent.ok()).toBe(true);
  const before = await membersOf(request, creatorToken, channel.name);
  const inIt = new Set([...before.admins, ...before.normal_users].map((m) => m.username));
  const [first, second] = DEMO.filter((u) => u !== CREATOR && !inIt.has(u));
  if (!first || !second) throw new Error('no demo logins left outside the channel');
  const cards = await request.post('/api/chat/acl/acl-of-users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { usernames: [first] },
  });
  const firstName = ((await cards.json()) as { users: { name: string }[] }).users[0]!.name;

  const adminContext = await browser.newContext();
  const addedContext = await browser.newContext();
  try {
    // The first user added waits on the chat page, with all their channels listed.
    const added = await addedContext.newPage();
    await added.goto('/lender/admin/chat');
    await signInWithOtp(added, first);
    await added.goto('/lender/admin/chat');
    await realtimeConnected(added);
    await added.getByRole('button', { name: 'All Channels' }).click();
    const sidebar = added.getByRole('complementary', { name: 'Channels' });
    await expect(sidebar.getByText(channel.display_name)).toHaveCount(0);

    const page = await openChannel(adminContext, ADMIN, channel.name);
    const problems = watchProblems(page);
    const profileToggle = page.getByRole('button', { name: 'Channel profile' });
    if (await profileToggle.isVisible()) await profileToggle.click();
    await page.getByRole('button', { name: 'Manage members' }).click();
    const panel = page.getByRole('dialog', { name: 'Channel members' });
    await expect(panel.getByRole('list', { name: 'Channel members' })).toBeVisible();

    await panel
      .getByRole('textbox', { name: 'Mobile numbers, separated by commas' })
      .fill(`${first}, ${second}, 900000000`);
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('Member Added successfully')).toBeVisible();
    const after = await membersOf(request, creatorToken, channel.name);
    const names = [...after.admins, ...after.normal_users].map((m) => m.username);
    expect(names).toEqual(expect.arrayContaining([first, second]));
    expect(names).toHaveLength(inIt.size + 2);

    // Live: the channel comes into the added user's list without a reload.
    await expect(sidebar.getByText(channel.display_name)).toBeVisible({ timeout: 10_000 });

    await panel.getByRole('button', { name: `Make Admin ${firstName}` }).click();
    await expect(panel.getByText('Member made admin successfully')).toBeVisible();
    await expect(
      panel.getByRole('button', { name: `Dismiss as Admin ${firstName}` }),
    ).toBeVisible();
    const admins = (await membersOf(request, creatorToken, channel.name)).admins;
    expect(admins.map((m) => m.username)).toContain(first);

    // Not the creator: Delete Channel says the spec's words and the channel stays.
    await panel.getByRole('button', { name: 'Delete Channel' }).click();
    await expect(panel.getByRole('alert')).toHaveText("You can't delete this channel");
    expect(problems).toEqual([]);
  } finally {
    await adminContext.close();
    await addedContext.close();
  }
});
