import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

/* axe on every screen and the states a person reaches on it: no serious or critical violation,
   and one h1 (support/axe.ts). Few sign-ins; each test walks a page through many states. */

// Demo logins (README: Demo users).
const ADMIN = '9000000001';
const LENDER = '9000000015';
const INVESTOR = '9000000026';
const AGENT = '9000000009';
const RECOVERY_AGENT = '9000000012';
const AUDITOR = '9000000010';
const CUSTOMER = '8157415868';
const DISBURSAL_TEAM = '9000000005';
// Each loan list and the h1 that names it (its menu entry).
const LOAN_LISTS = {
  'search-loan': 'Search Loan',
  'loan-applications': 'Loan Applications',
  'approved-loans': 'Approved Loans',
  'disbursed-loans': 'Disbursed Loans',
};

test.use({ geolocation: { latitude: 28.6139, longitude: 77.209 }, permissions: ['geolocation'] });

async function signIn(page: Page, username: string) {
  await page.goto('/lender/auth');
  await signInWithOtp(page, username);
  // Every role lands on its screen (an investor on Investors).
  await expect(page).toHaveURL(/\/lender\/admin(\/[\w-]+)?$/);
}

const rows = (page: Page) => page.getByRole('row', { name: /^Loan \d+$/ });

test('signed out: the login page in each mode, and the public pages', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/lender/auth');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await checkA11y(page, 'login, OTP step');

  await page.getByLabel('Phone number').fill(ADMIN);
  await page.getByRole('checkbox', { name: /not a robot/i }).check();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByLabel('Enter OTP')).toBeFocused();
  await checkA11y(page, 'login, OTP entry');

  await page.getByRole('button', { name: 'Change number' }).click();
  await page.getByRole('switch', { name: 'Login with password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await checkA11y(page, 'login, password mode');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await checkA11y(page, 'login, password mode with errors');

  await page.getByLabel('Username').fill(ADMIN);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  // (The dialog element has no box of its own: its panel is fixed-positioned.)
  await expect(reset.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await checkA11y(page, 'login, forgot-password dialog');
  await reset.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/lender/kosh/1');
  await expect(page.getByText('Employee code')).toBeVisible();
  await checkA11y(page, 'employee card');
  await page.goto('/lender/kosh/999999');
  await expect(page.getByRole('heading', { name: 'Employee not found' })).toBeVisible();
  await checkA11y(page, 'employee card, unknown id');

  await page.goto('/lender/referral/KOSH0001');
  await expect(page.getByLabel('Referral code')).toHaveValue('KOSH0001');
  await checkA11y(page, 'referral form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide a valid name')).toBeVisible();
  await checkA11y(page, 'referral form with errors');

  await page.goto('/lender/auths/terms');
  await expect(page.getByRole('heading', { name: 'Terms & Condition' })).toBeVisible();
  await checkA11y(page, 'terms');
  await page.goto('/lender/auths/faq');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await checkA11y(page, 'help');
});

test.describe('an admin, signed in once', () => {
  // One page and one sign-in for every check of this role. Not 'serial': each test opens its
  // screen by address, so a failing screen does not skip the others (the worker that replaces
  // the failed one signs in again).
  test.describe.configure({ timeout: 90_000 });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // (axe needs the page in a context of its own, not browser.newPage's.)
    context = await browser.newContext();
    page = await context.newPage();
    await signIn(page, ADMIN);
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const [list, title] of Object.entries(LOAN_LISTS)) {
    test(`${title}: list view, filters, a decision, card view`, async () => {
      await page.goto(`/lender/admin/${list}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('button', { name: 'List view' }).click();
      await expect(rows(page).first()).toBeVisible();
      await checkA11y(page, `${list}, list view`);

      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
      await checkA11y(page, `${list}, filters open`);
      await page.getByRole('button', { name: 'Filter' }).click();

      // The first decision a row on screen offers (a disbursed loan has none left).
      if (list !== 'disbursed-loans') {
        await rows(page).getByRole('button', { disabled: false }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
        await checkA11y(page, `${list}, decision dialog`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }

      await page.getByRole('button', { name: 'Card view' }).click();
      await expect(page.getByRole('listitem', { name: /^Loan \d+$/ }).first()).toBeVisible();
      await checkA11y(page, `${list}, card view`);
      await page.getByRole('button', { name: 'List view' }).click();
    });
  }

  test('customers, searched, and a customer page with each tab', async () => {
    await page.goto('/lender/admin/customers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
    await expect(page.getByRole('row', { name: /^Customer \d+$/ }).first()).toBeVisible();
    await checkA11y(page, 'customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('TSSPK7387W');
    await page.getByRole('radio', { name: 'PAN' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 customer shown')).toBeVisible();
    await checkA11y(page, 'customers, searched');

    await page.getByRole('button', { name: `Open customer ${CUSTOMER}` }).click();
    // The page lands on Loans (the spec's default), Self Loans open.
    const loans = page.getByRole('tab', { name: 'Loans', exact: true });
    await expect(loans).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Self Loans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Loans', exact: true }),
    ).toBeVisible();
    await checkA11y(page, 'customer page, loans');
    const profile = page.getByRole('tab', { name: 'Profile', exact: true });
    await profile.click();
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await checkA11y(page, 'customer page, profile');
    // A tab's right-click option: open it in a new browser tab.
    await page.getByRole('tab', { name: 'Customer Activity' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Open in new tab' })).toBeFocused();
    await checkA11y(page, "customer page, a tab's right-click menu");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    const activity = page.getByRole('tab', { name: 'Customer Activity' });
    await activity.click();
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await checkA11y(page, 'customer page, activity');
    const social = page.getByRole('tab', { name: 'Social' });
    await social.click();
    await expect(
      page.getByRole('region', { name: 'Alternate and Reachable Contacts' }).getByRole('table'),
    ).toBeVisible();
    await checkA11y(page, 'customer page, social');
    await page.getByRole('tab', { name: 'Wallet' }).click();
    await expect(page.getByRole('table', { name: 'Daily earnings' })).toBeVisible();
    await checkA11y(page, 'customer page, wallet');
    for (const [tab, shown] of [
      ['Bureau', 'CRIF Pull Date'],
      ['Credit Profile', 'Cibil data'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByText(shown).first()).toBeVisible();
      await checkA11y(page, `customer page, ${tab}`);
    }
    await page.getByRole('tab', { name: 'Salary & EMI' }).click();
    await expect(page.getByRole('heading', { name: 'Salary Details' })).toBeVisible();
    await checkA11y(page, 'customer page, salary & emi');
    const blacklist = page.getByRole('tab', { name: 'Blacklist Information' });
    await blacklist.click();
    await expect(
      page.getByRole('region', { name: 'Feature blocks' }).getByRole('table').first(),
    ).toBeVisible();
    await checkA11y(page, 'customer page, blacklist');
    await page.goto('/lender/user/9999999999');
    await expect(
      page.getByText("No customer has the id '9999999999'.", { exact: false }),
    ).toBeVisible();
    await checkA11y(page, 'customer page, unknown id');
  });

  test('the dashboard, the staff profile and the user menu', async () => {
    await page.goto('/lender/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.locator('dt:text-is("Total Loans") + dd')).toHaveText(/^[\d,]+$/);
    await checkA11y(page, 'loans dashboard');

    await page.goto('/lender/admin/user');
    await expect(page.getByRole('heading', { name: 'View Profile' })).toBeVisible();
    await checkA11y(page, 'staff profile');
    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await checkA11y(page, 'user menu open');
  });

  test('the chat page: the channel list, a search, contacts', async () => {
    await page.goto('/lender/admin/chat');
    await page.getByRole('button', { name: 'All Channels' }).click();
    await expect(
      page.getByRole('list', { name: 'Channels' }).getByRole('listitem').first(),
    ).toBeVisible();
    await checkA11y(page, 'chat list');
    await page.getByRole('searchbox', { name: 'Search channels' }).fill('a');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await checkA11y(page, 'chat search');
    await page.getByRole('button', { name: 'Contacts' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await checkA11y(page, 'chat contacts');
    // A channel open: its messages, the input, a message's menu.
    await page.getByRole('button', { name: 'All Channels' }).click();
    await page.locator('[data-channel-open]').first().click();
    await expect(page.getByPlaceholder('Write message here...')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Message actions: / }).first()).toBeVisible();
    await checkA11y(page, 'chat channel open');
    await page
      .getByRole('button', { name: /^Message actions: / })
      .last()
      .click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await checkA11y(page, 'chat message menu open');
    await page.keyboard.press('Escape');
  });
});

test("a lender: the landing, a loan and its leader's customer page, a refused route, a second tab", async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, LENDER);
  await expect(page).toHaveURL(/disbursed-loans$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disbursed Loans');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(rows(page).first()).toBeVisible();
  await checkA11y(page, 'lender landing');

  const leaderName = (await rows(page).first().getByRole('cell').nth(1).innerText()).split(
    '\n',
  )[0]!;
  await rows(page).first().getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Loan Config' })).toBeVisible();
  await checkA11y(page, 'loan page opened from a loan list');
  await page.getByRole('link', { name: leaderName.trim(), exact: true }).first().click();
  await expect(page.getByRole('tab', { name: 'Profile', exact: true })).toBeVisible();
  await checkA11y(page, 'customer page opened from a loan');

  await page.goto('/lender/admin/customers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page, 'route refused');

  // The same user in a second tab: the first one is told, in a dialog, when it is back in front.
  const second = await context.newPage();
  await second.goto('/lender/admin/user');
  await expect(second.getByRole('heading', { name: 'View Profile' })).toBeVisible();
  await page.bringToFront();
  const dialog = page.getByRole('dialog', { name: 'Open in another tab' });
  await expect(dialog.getByRole('button', { name: 'Use Here' })).toBeVisible();
  await checkA11y(page, 'open in another tab dialog');
});

test("an investor: the landing, and the refusal of a customer's page", async ({ page }) => {
  await signIn(page, INVESTOR);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page, 'investor landing');
  await page.goto(`/lender/user/${CUSTOMER}`);
  await expect(page.getByText("Sorry! You don't have access to see this page")).toBeVisible();
  await checkA11y(page, 'customer page refused');
});

test('an auditor at Audit Recovery: the upload, a refused file, Give Feedback, the result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/lender/admin/newAuditRecoveryCalls');
  await signInWithOtp(page, AUDITOR);
  await expect(page.getByRole('heading', { name: 'Audit Recovery', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await checkA11y(page, 'audit desk, case and upload panel');

  const upload = page.getByRole('region', { name: 'Upload audit file' });
  const picker = upload.getByLabel('Audit file (.xls, .xlsx or .csv)');
  await picker.setInputFiles({
    name: 'a.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(upload.getByRole('alert')).toBeVisible();
  await checkA11y(page, 'audit desk, a refused file');

  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'End' }).click();
  const form = page.getByRole('region', { name: 'Submit Your Feedback Here' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Give Feedback');
  await checkA11y(page, 'audit desk, Give Feedback');

  await picker.setInputFiles({
    name: 'a11y-audit.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,payment_status\n8157415868,DUE\nabc,DONE\n'),
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByRole('heading', { name: 'Audit upload result' })).toBeVisible();
  await checkA11y(page, 'audit desk, upload result');
});

test('the session warning', async ({ context, page }) => {
  // Demo/test override (README): 8 s of inactivity, warned 5 s before.
  await context.addInitScript(() => {
    localStorage.setItem(
      'kosh.sessionLimits',
      JSON.stringify({ inactivityLimitMs: 8000, warningMs: 5000 }),
    );
  });
  await signIn(page, ADMIN);
  await expect(page.getByText(/Your session will expire in \d+ seconds/)).toBeVisible({
    timeout: 10_000,
  });
  await checkA11y(page, 'session warning dialog');
});

test('a reminder agent at Customer Support: countdown, call, feedback, promise date', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/lender/admin/callingDetails');
  await signInWithOtp(page, AGENT);
  await expect(page.getByRole('heading', { name: 'Customer Support' })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Calling in \d+ secs/);
  await page.getByRole('button', { name: 'Pause' }).click();
  await checkA11y(page, 'soft call, countdown paused');

  // The support actions' dialogs, each closed with Esc.
  for (const [button, title, ready] of [
    ['Create Payment Link', 'Create Payment Link', 'Get Payment Link'],
    ['Escalete To Manager', 'Choose Manager', 'Escalate'],
    ['Send Message', 'Choose Message', 'Send'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: ready, exact: true })).toBeVisible();
    if (button !== 'Create Payment Link')
      await expect(dialog.getByRole('radio').first()).toBeVisible();
    await checkA11y(page, `soft call, ${title} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Resume' }).click();
  await checkA11y(page, 'soft call, countdown running');

  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await checkA11y(page, 'soft call, ringing with the call popup');
  await page
    .getByRole('region', { name: 'Telephony simulator' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expect(popup.getByRole('timer')).toBeVisible();
  await checkA11y(page, 'soft call, call in progress');
  await popup.getByRole('button', { name: 'End' }).click();
  await expect(popup).toBeHidden();

  const form = page.getByRole('region', { name: 'Submit Your Feedback Here' });
  await expect(form).toBeVisible();
  await checkA11y(page, 'soft call, feedback form');
  const choose = (group: string, option: string) =>
    form
      .getByRole('radiogroup', { name: group, exact: true })
      .getByRole('radio', { name: option, exact: true })
      .click();
  await choose('Contact', 'Contactable');
  await choose('Traceability', 'Connected');
  await choose('Cooperation', 'Cooperative');
  await choose('Payment', 'Promise To Pay');
  const date = page.getByRole('dialog', { name: 'Promise to pay' });
  await expect(date.getByLabel('Promised payment date')).toBeVisible();
  await checkA11y(page, 'soft call, promise-to-pay date dialog');
});

test('a recovery agent at Recovery: the case with its comment box, its alerts, the feedback', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/lender/admin/newRecoveryCalls');
  await signInWithOtp(page, RECOVERY_AGENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery' })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await checkA11y(page, 'recovery desk, countdown paused');

  const box = page.getByRole('region', { name: 'Recovery Comment' });
  await box.getByRole('textbox', { name: 'Comment' }).fill('Asked to call back on Monday');
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByRole('alert')).toBeVisible();
  await checkA11y(page, 'recovery desk, comment without a loan');
  const picker = box.getByRole('combobox', { name: 'Loan Id' });
  await picker.selectOption({ index: 1 });
  await box.getByRole('button', { name: 'Add' }).click();
  await expect(box.getByRole('status')).toHaveText('Comment added successfully');
  await checkA11y(page, 'recovery desk, comment added');

  await page.getByRole('button', { name: 'Call now' }).click();
  const popup = page.getByRole('dialog', { name: /^Call \d{10}/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'End' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('region', { name: 'Submit Your Feedback Here' })).toBeVisible();
  await checkA11y(page, 'recovery desk, feedback form');
});

test("an admin at Customer Support's tabs: Search Call, Assigned Calls, Analytics", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, ADMIN);
  const assigned = await request.get('/api/v1/support-calls/assigned', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const mobile = ((await assigned.json()) as { results: { username: string }[] }).results[0]!
    .username;
  await page.goto('/lender/admin/callingDetails?tab=search');
  await signInWithOtp(page, ADMIN);
  await expect(page.getByRole('tab', { name: 'Search Call' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await checkA11y(page, 'Customer Support, Search Call before a search');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: `Support calls of ${mobile}` })).toBeVisible();
  await checkA11y(page, 'Customer Support, Search Call results');
  await page.getByRole('tab', { name: 'Assigned Calls' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await checkA11y(page, 'Customer Support, Assigned Calls');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('table', { name: 'Calls per agent', exact: true })).toBeVisible();
  await checkA11y(page, 'Customer Support, Analytics');
});

test('the disbursal team on the loan page: the config jump, Loan Config, and the other tabs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DISBURSAL_TEAM);
  // Loan 56: approved, no EMI start date (README: Demo loan page).
  await page.goto('/lender/loan/56');
  const question = page.getByRole('dialog', { name: 'Loan configuration missing' });
  await expect(question.getByRole('button', { name: 'Not now' })).toBeVisible();
  await checkA11y(page, 'loan page, the config jump question');
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await checkA11y(page, 'loan page, Loan Config form');
  for (const [tab, shown] of [
    ['Leader', page.getByRole('link', { name: 'Open customer page' })],
    // The loan's channel, or the server's words when this user may not read it.
    ['Chats', page.getByPlaceholder('Write message here...').or(page.getByRole('alert'))],
    ['Social Network', page.getByRole('table').or(page.getByText('Data Not Available'))],
    ['Property Valuation', page.getByRole('term').first().or(page.getByText('Data Not Available'))],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(shown.first()).toBeVisible();
    await checkA11y(page, `loan page, ${tab}`);
  }
  // Loan 12: no extras.
  await page.goto('/lender/loan/12#alltags');
  await expect(page.getByText('Data Not Available')).toBeVisible();
  await checkA11y(page, 'loan page, All Tags with nothing');
  await page.goto('/lender/loan/999999');
  await expect(page.getByRole('alert').filter({ hasText: /not found/i })).toBeVisible();
  await checkA11y(page, 'loan page, an unknown loan');
});
