// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { customerPageQueries } from '../../src/features/customer/customerQueries.ts';
import { BACK, failing, openCustomerPage, profileShown } from '../support/customerPageDriver.tsx';
import { deferred } from '../support/deferred.ts';
import {
  type Answer,
  type CustomerRequest,
  fail,
  ok,
  sampleAnswer,
} from '../support/fakeCustomerServer.ts';
import {
  emptyActivity,
  SAMPLE_USERNAME,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from '../support/fixtures/customer.ts';
import { pageRead } from '../support/fixtures/customerProfile.ts';

const [NEWER, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];
const open = (
  answer?: Parameters<typeof openCustomerPage>[0],
  { username = SAMPLE_USERNAME, hash = '#profile' } = {},
) => openCustomerPage(answer, { customer: username, hash });

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: T.version });
const alertWith = (text: string) => screen.getByText(text).closest<HTMLElement>('[role=alert]')!;

describe('customer page over queries', () => {
  it('checks access first, with a skeleton and nothing of the customer', async () => {
    const access = deferred<Answer>();
    const { server } = open((r) => (r.read === 'access' ? access.promise : sampleAnswer(r)));
    expect(screen.getByText(T.checkingAccess).closest('[aria-busy=true]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.page(SAMPLE_USERNAME));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.requests.map((r) => r.read)).toEqual(['access']);
    await act(async () => access.resolve(ok({ allowed: true })));
    await profileShown(sampleProfile.employer_name!);
  });

  it('shows the profile and its versions, each request with its signal; a tab reads when it opens', async () => {
    const { server, user } = open();
    await profileShown(sampleProfile.employer_name!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sampleProfile.name!);
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', BACK);
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getByRole('heading', { level: 2 })).toHaveTextContent('Employment');
    expect(employment).toHaveTextContent(
      `Monthly Salary${formatRupees(sampleProfile.annual_salary)}`,
    );
    expect(screen.getByRole('region', { name: 'KYC' })).toHaveTextContent('XXXX XXXX 7654');
    expect(document.body).not.toHaveTextContent(sampleProfile.aadhar_number!);
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([T.currentVersion, formatDateTime(NEWER), formatDateTime(OLDER)]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Profile');
    expect(
      server.requests.filter(pageRead).map((r) => [r.read, r.username, r.historyDate]),
    ).toEqual([
      ['access', SAMPLE_USERNAME, null],
      ['profile', SAMPLE_USERNAME, null],
      ['history-versions', SAMPLE_USERNAME, null],
    ]);
    // The Profile tab's Documents section reads once its chunk is in (no version of its own).
    await waitFor(() => expect(server.of('documents')).toHaveLength(1));
    for (const request of server.requests) expect(request.signal).toBeInstanceOf(AbortSignal);
    await user.click(screen.getByRole('tab', { name: 'Customer Activity' }));
    await waitFor(() => expect(server.of('activity')).toHaveLength(1));
    expect(server.of('alternate-contacts')).toHaveLength(0);
  });

  it("says 'Data Not Available' for each empty activity table", async () => {
    const { user } = open((r) => (r.read === 'activity' ? ok(emptyActivity) : sampleAnswer(r)));
    await profileShown(sampleProfile.employer_name!);
    await user.click(screen.getByRole('tab', { name: 'Customer Activity' }));
    for (const title of ['CS Calls Raised', 'Soft Calls', 'DPD Calls', 'Messages Sent']) {
      expect(await screen.findByRole('region', { name: title })).toHaveTextContent(
        messages.common.dataNotAvailable,
      );
    }
  });

  it("shows the spec's text and the server's words when the profile fails; Retry loads it", async () => {
    // A 5xx is tried three times before the panel says so.
    const { server, user } = open(
      failing(
        'profile',
        [0, 1, 2].map(() => fail(500, 'Internal Server Error')),
      ),
    );
    const box = await waitFor(() => alertWith(messages.customer.profileFetchFailed));
    expect(box).toHaveTextContent('Internal Server Error');
    expect(server.of('profile')).toHaveLength(3);
    await user.click(within(box).getByRole('button', { name: T.retry }));
    await profileShown(sampleProfile.employer_name!);
    expect(screen.queryByText(messages.customer.profileFetchFailed)).toBeNull();
    expect(server.of('profile')).toHaveLength(4);
  });

  it('does not retry a 4xx answer', async () => {
    const { server } = open(failing('profile', [fail(404, 'No profile for this customer')]));
    const box = await waitFor(() => alertWith(messages.customer.profileFetchFailed));
    expect(box).toHaveTextContent('No profile for this customer');
    expect(server.of('profile')).toHaveLength(1);
  });

  it('a failed access check says something went wrong, and Retry asks again', async () => {
    const { server, user } = open(
      failing(
        'access',
        [0, 1, 2].map(() => fail(502, 'Bad Gateway')),
      ),
    );
    const box = await waitFor(() => alertWith(messages.common.somethingWentWrong));
    expect(box).toHaveTextContent('Bad Gateway');
    expect(server.of('profile')).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: T.retry }));
    await profileShown(sampleProfile.employer_name!);
  });

  it('the activity fails on its own, with its Retry in its tab', async () => {
    const { user } = open(
      failing(
        'activity',
        [0, 1, 2].map(() => fail(502, 'Bad Gateway')),
      ),
      {
        hash: '#activity',
      },
    );
    const panel = await screen.findByRole('tabpanel');
    const box = await waitFor(() => within(panel).getByRole('alert'));
    expect(box).toHaveTextContent(T.activityFailed);
    expect(box).toHaveTextContent('Bad Gateway');
    await user.click(within(box).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('region', { name: 'CS Calls Raised' })).toBeVisible();
  });

  it.each([
    ['an unknown id', '9999999999', 1],
    ['a malformed id, without asking', '81574x5868', 0],
  ])('%s: the page says no such customer, with nothing to retry', async (_, username, asked) => {
    const { server } = open(undefined, { username });
    expect(await screen.findByText(T.notFound(username))).toBeVisible();
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(server.requests).toHaveLength(asked);
  });

  it.each([
    [
      'access is not allowed',
      (r: CustomerRequest) => (r.read === 'access' ? ok({ allowed: false }) : sampleAnswer(r)),
    ],
    [
      'the profile is refused',
      failing('profile', [fail(403, "Sorry! You don't have access to see this page")]),
    ],
  ])("shows the spec's refusal when %s", async (_, answer) => {
    open(answer);
    expect(await screen.findByText(messages.common.noAccessToPage)).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
  });

  it('a picked version is its own query: the profile on screen stays until it arrives', async () => {
    const older = deferred<Answer>();
    const { server, client, user } = open((r) =>
      r.read === 'profile' && r.historyDate === OLDER ? older.promise : sampleAnswer(r),
    );
    await profileShown(sampleProfile.employer_name!);
    await user.selectOptions(select(), OLDER);
    expect(server.of('profile').at(-1)!.historyDate).toBe(OLDER);
    expect(screen.getByText(T.loadingVersion)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Employment' })).toHaveTextContent(
      sampleProfile.employer_name!,
    );
    await act(async () => older.resolve(ok(sampleProfileAt(OLDER))));
    await profileShown(sampleProfileAt(OLDER).employer_name!);
    expect(screen.getByText(T.showingVersion(OLDER))).toBeVisible();
    // The key carries the username and the history_date: both versions stay cached apart.
    const reads = customerPageQueries(server.queries, SAMPLE_USERNAME);
    expect(client.getQueryData(reads.profile(OLDER).queryKey)).toEqual(sampleProfileAt(OLDER));
    expect(client.getQueryData(reads.profile(null).queryKey)).toEqual(sampleProfile);
    expect(reads.profile(OLDER).queryKey).toEqual([
      'get',
      '/customers/{username}/profile',
      { params: { path: { username: SAMPLE_USERNAME }, query: { history_date: OLDER } } },
    ]);
  });

  it("keeps 'Blacklisted' on a saved version that does not record it, said to be the current state", async () => {
    const blacklisted = { ...sampleProfile, blacklisted: true };
    const { user } = open((r) =>
      r.read === 'profile' && !r.historyDate ? ok(blacklisted) : sampleAnswer(r),
    );
    await profileShown(sampleProfile.employer_name!);
    const badge = () => screen.queryByText(/^Blacklisted/);
    expect(badge()).toHaveTextContent(new RegExp(`^${T.blacklisted}$`));
    await user.selectOptions(select(), OLDER);
    await profileShown(sampleProfileAt(OLDER).employer_name!);
    // The saved version leaves it out: the current state, marked as now and why, for every reader.
    expect(sampleProfileAt(OLDER)).not.toHaveProperty('blacklisted');
    expect(badge()).toHaveTextContent(`${T.blacklistedNow} (${T.blacklistedNowNote})`);
    expect(badge()).toHaveAttribute('title', T.blacklistedNowNote);
    await user.selectOptions(select(), '');
    await profileShown(sampleProfile.employer_name!);
    expect(badge()).toHaveTextContent(new RegExp(`^${T.blacklisted}$`));
  });

  it('shows a saved version its own blacklist state when its profile records it', async () => {
    const { user } = open((r) => {
      if (r.read !== 'profile') return sampleAnswer(r);
      return ok(
        r.historyDate
          ? { ...sampleProfileAt(r.historyDate), blacklisted: true }
          : { ...sampleProfile, blacklisted: false },
      );
    });
    await profileShown(sampleProfile.employer_name!);
    expect(screen.queryByText(/^Blacklisted/)).toBeNull();
    await user.selectOptions(select(), OLDER);
    await profileShown(sampleProfileAt(OLDER).employer_name!);
    expect(screen.getByText(/^Blacklisted/)).toHaveTextContent(new RegExp(`^${T.blacklisted}$`));
  });

  it('a version that fails keeps the profile on screen, says so and retries that version', async () => {
    const fails = [fail(404, 'No profile version at this history_date')];
    const { server, user } = open((r) =>
      r.read === 'profile' && r.historyDate === NEWER && fails.length
        ? fails.shift()!
        : sampleAnswer(r),
    );
    await profileShown(sampleProfile.employer_name!);
    await user.selectOptions(select(), NEWER);
    const box = await waitFor(() => alertWith(messages.customer.profileFetchFailed));
    expect(box).toHaveTextContent('No profile version at this history_date');
    expect(screen.getByRole('region', { name: 'Employment' })).toHaveTextContent(
      sampleProfile.employer_name!,
    );
    expect(select()).toHaveValue(NEWER);
    await user.click(within(box).getByRole('button', { name: T.retry }));
    await profileShown(sampleProfileAt(NEWER).employer_name!);
    expect(screen.getByText(T.showingVersion(NEWER))).toBeVisible();
    expect(server.of('profile').map((r) => r.historyDate)).toEqual([null, NEWER, NEWER]);
  });

  it('opens the tab the hash names, follows hash changes and writes the hash on a tab click', async () => {
    const { user } = open(undefined, { hash: '#activity' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent(
      'Customer Activity',
    );
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#profile');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Profile');
    await user.click(screen.getByRole('button', { name: 'browser forward to #activity' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Customer Activity');
  });
});
