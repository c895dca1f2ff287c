import { expect, test } from '@playwright/test';
import { formatRupees } from '../../src/domain/format.ts';
import { signInWithOtp, watchProblems } from './support/signIn.ts';

// The two investor logins of the demo seed (server/seed/demoUsers.ts): is_investors, is_investor.
for (const username of ['9000000026', '9000000027']) {
  test(`investor ${username} lands on Investors and sees only that area and the account pages`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.goto('/lender/auth');
    const detail = page.waitForResponse((res) => res.url().includes('/investor/investor-detail'));
    await signInWithOtp(page, username);
    await expect(page).toHaveURL(/\/lender\/admin\/investors$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Investors', level: 1 })).toBeVisible();
    // The server's figures, as the server computed them.
    const figures = await (await detail).json();
    const summary = main.getByRole('region', { name: 'Summary' });
    await expect(
      summary.getByText(formatRupees(figures.summary.invested), { exact: true }),
    ).toBeVisible();
    await expect(
      summary.getByText(formatRupees(figures.summary.interest_earned), { exact: true }),
    ).toBeVisible();
    const investments = main.getByRole('table', { name: 'Investments' });
    await expect(investments.getByRole('row')).toHaveCount(figures.investments.length + 1);
    await expect(main.getByRole('table', { name: 'Payouts' })).toBeVisible();

    // The menu is Investors alone.
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(menu.getByRole('link')).toHaveText(['Investors']);

    // A screen the role may not open is refused, and 'Back to dashboard' comes back to Investors.
    // (A page load signs in again from the stored refresh token: on a busy machine that takes a while.)
    const reload = { timeout: 15_000 };
    await page.goto('/lender/admin/complaints');
    await expect(page.getByText("Sorry! You don't have access to see this page")).toBeVisible(
      reload,
    );
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/lender\/admin\/investors$/);

    // The account pages are every signed-in user's (part 1 §2), the investor's too.
    await page.goto('/lender/admin/user');
    await expect(page.getByRole('heading', { name: 'View Profile' })).toBeVisible(reload);
    await page.goto('/lender/admin/chat-profile');
    await expect(page.getByRole('form', { name: 'Business profile' })).toBeVisible(reload);
    // The bare dashboard address sends an investor to Investors.
    await page.goto('/lender/admin');
    await expect(page).toHaveURL(/\/lender\/admin\/investors$/, reload);
    expect(problems).toEqual([]);
  });
}
