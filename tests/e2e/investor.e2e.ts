import { expect, test } from '@playwright/test';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// The two investor logins of the demo seed (server/seed/demoUsers.ts): is_investors, is_investor.
for (const username of ['9000000026', '9000000027']) {
  test(`investor ${username} lands on a page that says what it can open, with no empty menu`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/lender/auth');
    await signInWithOtp(page, username);
    await expect(page).toHaveURL(/\/lender\/admin$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Signed in as Investor' })).toBeVisible();
    await expect(main.getByText('Here you can open:')).toBeVisible();
    await expect(main.getByRole('link')).toHaveText(['View Profile', 'Chat Profile']);
    await expect(
      main.getByText(
        "Your role's menu also lists Investors, which this back office does not offer.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toHaveCount(0);

    // A screen the role may not open is refused, and 'Back to dashboard' comes back here.
    await page.goto('/lender/admin/search-loan');
    await expect(page.getByText("Sorry! You don't have access to see this page")).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/lender\/admin$/);

    await main.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/lender\/admin\/user$/);
    await expect(page.getByRole('heading', { name: 'View Profile' })).toBeVisible();
    // The user menu's Chat Profile is every signed-in user's (part 1 §2), the investor's too.
    await page.goto('/lender/admin');
    await main.getByRole('link', { name: 'Chat Profile' }).click();
    await expect(page).toHaveURL(/\/lender\/admin\/chat-profile$/);
    await expect(page.getByRole('form', { name: 'Business profile' })).toBeVisible();
    // An unknown path goes back to the start page.
    await page.goto('/lender/admin/investors');
    await expect(page).toHaveURL(/\/lender\/admin$/);
    expect(problems).toEqual([]);
  });
}
