import { expect, test } from '@playwright/test';
import { signInWithOtp } from './support/signIn.ts';

const ADMIN = '9000000001';

test('the customers filter toggle hides and shows Search by, kept across a reload and cleared at sign-out', async ({
  page,
}) => {
  await page.goto('/lender/admin/customers');
  await signInWithOtp(page, ADMIN);
  await expect(page).toHaveURL(/\/lender\/admin\/customers$/);
  const filter = page.getByRole('button', { name: 'Filter' });
  const searchBy = page.getByRole('radiogroup', { name: 'Search by' });
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await searchBy.getByRole('radio', { name: 'PAN' }).check();
  await filter.click();
  await expect(searchBy).toBeHidden();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  // Hidden, the chosen type still applies.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('TSSPK7387W');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: 'Customer 8157415868' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(searchBy).toBeHidden();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(searchBy).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();

  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.goto('/lender/admin/customers');
  await signInWithOtp(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(searchBy).toBeVisible();
});

/** The seed's first customer: user id 1, username 8157415868 (the seed is deterministic). */
const FIRST_CUSTOMER = { userId: 1, username: '8157415868' };
const CREDIT_UNDERWRITER = '9000000006';

test('a credit underwriter opens a customer by user id: the same page as by username, the address kept across a reload', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  const employment = page.getByRole('region', { name: 'Employment' });
  await page.goto(`/lender/user/${FIRST_CUSTOMER.username}#profile`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  await expect(page).toHaveURL(new RegExp(`/lender/user/${FIRST_CUSTOMER.username}#profile$`));
  await expect(employment).toBeVisible();
  const byUsername = {
    name: (await heading.textContent()) ?? '',
    employment: (await employment.textContent()) ?? '',
  };
  expect(byUsername.name).not.toContain(FIRST_CUSTOMER.username);

  const resolved = page.waitForResponse((res) =>
    res.url().endsWith(`/customers-by-user-id/${FIRST_CUSTOMER.userId}`),
  );
  await page.goto(`/lender/user/${FIRST_CUSTOMER.userId}#profile`);
  expect((await resolved).status()).toBe(200);
  await expect(heading).toHaveText(byUsername.name);
  await expect(employment).toHaveText(byUsername.employment);
  // The page is the username's (its region is named by it); the address still says the id.
  await expect(
    page.getByRole('region', { name: `Customer ${FIRST_CUSTOMER.username}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/lender/user/${FIRST_CUSTOMER.userId}#profile$`));
  await page.getByRole('tab', { name: 'Customer Activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/lender/user/${FIRST_CUSTOMER.userId}#activity$`));

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/lender/user/${FIRST_CUSTOMER.userId}#activity$`));
  await expect(heading).toHaveText(byUsername.name);
  await expect(page.getByRole('tab', { name: 'Customer Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Profile', exact: true }).click();
  await expect(employment).toHaveText(byUsername.employment);
});

test("a credit underwriter sees the customer's alternate and reachable contacts on Social", async ({
  page,
}) => {
  await page.goto(`/lender/user/${FIRST_CUSTOMER.username}`);
  await signInWithOtp(page, CREDIT_UNDERWRITER);
  const social = page.getByRole('tab', { name: 'Social' });
  await social.click();
  await expect(page).toHaveURL(new RegExp(`/lender/user/${FIRST_CUSTOMER.username}#social$`));
  const contacts = page.getByRole('region', { name: 'Alternate and Reachable Contacts' });
  // The seed's four contacts of this customer, a header row above them.
  await expect(contacts.getByRole('row')).toHaveCount(5);
  const rita = contacts.getByRole('link', { name: 'Rita Guha' });
  await expect(rita).toHaveAttribute('href', /^\/lender\/user\/\d{10}$/);
  await expect(contacts.getByRole('cell', { name: /^Mrs\. Ekaparnika Tagore/ })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'Mrs. Ekaparnika Tagore' })).toHaveCount(0);
  await expect(contacts.getByRole('row').filter({ hasText: 'Vrund Nayar' })).toContainText(
    'Blacklisted',
  );

  const href = (await rita.getAttribute('href')) ?? '';
  await rita.click();
  // The contact's page lands on the default tab, Loans, and its address says so.
  await expect(page).toHaveURL(new RegExp(`${href}#loans$`));
  await expect(page.getByRole('tab', { name: 'Loans', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
