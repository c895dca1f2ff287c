import { expect, type Page, test } from '@playwright/test';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

/* The super admin keeps the teams and the channel tags on the Profile tab (spec part 2 §7
   'chat/teams-update', 'chat/tags-update'): a team made of typed numbers (a 9-digit one dropped),
   a new tag, both there after a reload and offered by Create Channel, then taken away again.
   Other roles do not see the two boxes. */

// Demo logins (server/seed/demoUsers.ts): the super admin; an FSO and an ASM as the team; HR.
const ADMIN = '9000000001';
const FSO = '9000000019';
const ASM = '9000000020';
const HR = '9000000003';

async function signedInAt(page: Page, user: string, address: string) {
  await page.goto(address);
  await signInWithOtp(page, user);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  await page.goto(address);
}

test('the super admin makes a team and a tag, finds them in Create Channel, and removes them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const suffix = Date.now().toString(36);
  const teamName = `Night shift ${suffix}`;
  const tagName = `Escalations ${suffix}`;
  await signedInAt(page, ADMIN, '/bchat/admin/business');
  const teams = page.getByRole('region', { name: 'Teams' });
  const tags = page.getByRole('form', { name: 'Channel tags' });
  await expect(teams.getByRole('button', { name: 'New team' })).toBeVisible({ timeout: 15_000 });

  // A new team: the name is needed; of the numbers, only ten-digit ones are kept.
  await teams.getByRole('button', { name: 'New team' }).click();
  await teams.getByRole('button', { name: 'Save team' }).click();
  await expect(teams.getByRole('alert')).toHaveText('Please enter a team name');
  await teams.getByLabel('Team name').fill(teamName);
  await teams.getByLabel('Members').fill(`${FSO}, 900000002, ${ASM}`);
  await checkA11y(page, 'the new team editor');
  await teams.getByRole('button', { name: 'Save team' }).click();
  await expect(teams.getByRole('status')).toHaveText('Team saved');
  await expect(teams.getByRole('listitem').filter({ hasText: teamName })).toContainText('2 people');

  // A new tag, added with Enter and saved with the list.
  await tags.getByLabel('New tag').fill(tagName);
  await tags.getByLabel('New tag').press('Enter');
  await tags.getByRole('button', { name: 'Save tags', exact: true }).click();
  await expect(tags.getByRole('status')).toHaveText('Tags Updated Successfully');

  // Both are stored: after a reload, and in Create Channel's choices.
  await page.reload();
  await expect(teams.getByRole('button', { name: `Edit ${teamName}` })).toBeVisible({
    timeout: 15_000,
  });
  await teams.getByRole('button', { name: `Edit ${teamName}` }).click();
  await expect(teams.getByLabel('Members')).toHaveValue(
    new RegExp(`${FSO}.*${ASM}|${ASM}.*${FSO}`),
  );
  await teams.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/bchat/admin/createchannel');
  const create = page.getByRole('region', { name: 'Create Channel' });
  await expect(create.getByRole('checkbox', { name: teamName })).toBeVisible({ timeout: 15_000 });
  await expect(create.getByRole('checkbox', { name: tagName })).toBeVisible();

  // Taken away again: the team after its confirmation, the tag with the list.
  await page.goto('/bchat/admin/business');
  await teams.getByRole('button', { name: `Edit ${teamName}` }).click();
  await teams.getByRole('button', { name: 'Delete team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this team?' });
  await checkA11y(page, 'the delete-team confirmation');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(teams.getByRole('status')).toHaveText('Team deleted');
  await expect(teams.getByText(teamName)).toHaveCount(0);
  await tags.getByRole('button', { name: `Remove ${tagName}` }).click();
  await tags.getByRole('button', { name: 'Save tags', exact: true }).click();
  await expect(tags.getByRole('status')).toHaveText('Tags Updated Successfully');
  await page.reload();
  await expect(tags.getByRole('textbox', { name: /^Tag name/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(tags.locator(`input[value="${tagName}"]`)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('other roles see their chat profile without the teams and the tags', async ({ page }) => {
  const problems = watchProblems(page);
  await signedInAt(page, HR, '/bchat/admin/business');
  await expect(page.getByRole('form', { name: 'Business profile' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('region', { name: 'Teams' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Channel tags' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
