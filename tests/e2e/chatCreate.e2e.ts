import { expect, type Page, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { PLACEHOLDER, realtimeConnected } from './support/chat.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* An admin creates a channel with a team and tags on the Create Channel tab and sees it opened; a
   member of that team, already in the chat, sees it come into their list live; the admin then
   edits its tags and teams through the Channel Tags and Group Title dialogs and reads the spec's
   words (part 2 §8). */

// Demo logins (server/seed/demoUsers.ts): the super admin, and a recovery agent of the seeded
// Recovery team (server/seed/chatTeams.ts).
const ADMIN = '9000000001';
const AGENT = '9000000012';

async function signedInAt(page: Page, user: string, address: string) {
  await page.goto(address);
  await signInWithOtp(page, user);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto(address);
}

test('an admin creates a channel for a team: it opens, the team sees it live, its tags and teams are edited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await signedInAt(agent, AGENT, '/bchat/admin/allchannels');
    await realtimeConnected(agent);
    // A new channel is no favourite: it comes into All Channels.
    await agent
      .getByRole('group', { name: 'Chat modes' })
      .getByRole('button', { name: 'All Channels' })
      .click();

    const admin = await adminContext.newPage();
    const problems = watchProblems(admin);
    await signedInAt(admin, ADMIN, '/bchat/admin/createchannel');
    const form = admin.getByRole('region', { name: 'Create Channel' });
    const title = `Recovery huddle ${Date.now().toString(36)}`;
    // Create without a name says why, and sends nothing.
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a channel name.');
    await form.getByRole('checkbox', { name: 'Recovery' }).waitFor();
    await checkA11y(admin, 'the Create Channel form refusing a nameless channel');
    await form.getByLabel('Channel name').fill(title);
    await form.getByLabel('Description').fill('Daily standup');
    await form.getByLabel('Channel type').selectOption('private');
    await form.getByRole('checkbox', { name: 'Recovery' }).check();
    await form.getByRole('checkbox', { name: 'Collections' }).check();
    await form.getByRole('checkbox', { name: 'Urgent' }).check();
    await form.getByRole('button', { name: 'Create' }).click();

    // The new channel opens in the chat.
    await expect(admin).toHaveURL(/\/bchat\/admin\/allchannels\?channel=kosh%2Fprivate%2F\d+/, {
      timeout: 15_000,
    });
    await expect(admin.getByPlaceholder(PLACEHOLDER)).toBeVisible({ timeout: 15_000 });
    await expect(admin.getByRole('heading', { name: title }).first()).toBeVisible();

    // The team's member sees it arrive without reloading.
    await expect(agent.getByRole('list', { name: 'Channels' }).getByText(title)).toBeVisible({
      timeout: 10_000,
    });

    // Channel Tags: untick one, save.
    const settings = admin.getByRole('region', { name: 'Channel settings' });
    await settings.getByRole('button', { name: 'Channel Tags' }).click();
    const tags = admin.getByRole('dialog', { name: 'Channel Tags' });
    await expect(tags.getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
    await checkA11y(admin, 'the Channel Tags dialog');
    await tags.getByRole('checkbox', { name: 'Urgent' }).uncheck();
    await tags.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByText('Tags Updated Successfully')).toBeVisible();
    await expect(tags).toHaveCount(0);

    // Group Title: add a team, then remove it.
    await settings.getByRole('button', { name: 'Group Title' }).click();
    let groups = admin.getByRole('dialog', { name: 'Group Title' });
    await groups.getByRole('checkbox', { name: 'Credit' }).check();
    await groups.getByRole('button', { name: 'Add Team' }).click();
    await expect(settings.getByText('Successfully added groups')).toBeVisible();
    await settings.getByRole('button', { name: 'Group Title' }).click();
    groups = admin.getByRole('dialog', { name: 'Group Title' });
    await groups.getByRole('checkbox', { name: 'Credit' }).check();
    await groups.getByRole('button', { name: 'Remove Team' }).click();
    await expect(settings.getByText('Successfully removed groups')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await adminContext.close();
    await agentContext.close();
  }
});
