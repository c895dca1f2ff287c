// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  CUSTOMER_PAGE_SAMPLE,
  customerPagePaths,
} from '../../machines/customerPage/customerPage.paths.ts';
import {
  type CustomerPageActors,
  type CustomerTab,
  connectCustomerPage,
  emptyActivity,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleVersions,
  tabFromHash,
} from '../../machines/customerPage/index.ts';
import { formatDateTime, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<CustomerPageActors>;
const BACK = '/lender/admin/customers';

const makeFakes = (): Fakes =>
  deferredActors<CustomerPageActors>([
    'checkCustomerAccess',
    'getCustomerProfile',
    'listProfileVersions',
    'getCustomerActivity',
  ]);

/** The app's part: the location hash in state, written by the page, shown for the test. */
function Harness({ fakes, initialHash = '' }: { fakes: Fakes; initialHash?: string }) {
  const [hash, setHash] = useState(initialHash);
  return (
    <>
      <output data-testid="hash">{hash}</output>
      <button type="button" onClick={() => setHash('#activity')}>
        browser forward to #activity
      </button>
      <CustomerPageRoute
        username={SAMPLE_USERNAME}
        hash={hash}
        onHashChange={setHash}
        backHref={BACK}
        {...fakes.actors}
      />
    </>
  );
}

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: T.version });
const pageError = (text: string) => screen.getByText(text).closest<HTMLElement>('[role=alert]')!;

function expectPage(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  const view = connectCustomerPage(state as never);
  expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', BACK);
  // One h1 in every state: the customer's name once known, else their id.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    view.profile?.name ?? T.page(SAMPLE_USERNAME),
  );
  expect(screen.queryByText(messages.common.noAccessToPage) !== null).toBe(
    view.status === 'refused',
  );
  expect(screen.queryByText(T.checkingAccess) !== null).toBe(view.status === 'checkingAccess');
  expect(screen.queryByText(T.notFound(SAMPLE_USERNAME)) !== null).toBe(view.notFound);
  if (view.notFound) expect(screen.queryByRole('button', { name: T.retry })).toBeNull();
  if (view.errorText) {
    const box = pageError(view.errorText);
    expect(box).toHaveTextContent(view.errorDetail!);
    within(box).getByRole('button', { name: T.retry });
  } else {
    expect(screen.queryByText(messages.customer.profileFetchFailed)).toBeNull();
  }
  if (!view.open) {
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    return;
  }

  // Tabs: the open one is the machine's and the hash says so once the user picked one.
  const tab = screen.getByRole('tab', { selected: true });
  expect(tab).toHaveTextContent(T.tabs[view.tab]);
  expect(tabFromHash(screen.getByTestId('hash').textContent)).toBe(view.tab);

  // The version selector: 'Current' and the saved versions, on the version asked for.
  expect(select()).toHaveValue(view.selectedVersion ?? '');
  expect(select()).toHaveProperty('disabled', !view.canSelectVersion);
  expect(
    within(select())
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([T.currentVersion, ...view.versions.map((v) => formatDateTime(v.history_date))]);
  expect(screen.queryByText(T.loadingVersion) !== null).toBe(view.versionLoading);
  if (view.versionLoading) {
    expect(fakes.latest('getCustomerProfile').input).toEqual({
      username: SAMPLE_USERNAME,
      history_date: view.selectedVersion,
    });
  }
  const panel = screen.getByRole('tabpanel');
  if (view.tab === 'profile') {
    expect(within(panel).queryByText(T.loadingProfile) !== null).toBe(view.profileLoading);
    if (view.profile && !view.profileLoading) {
      const employment = within(panel).getByRole('region', { name: 'Employment' });
      // Sections are h2 under the page's h1: heading levels do not skip.
      expect(within(employment).getByRole('heading', { level: 2 })).toHaveTextContent('Employment');
      expect(employment).toHaveTextContent(view.profile.employer_name!);
      expect(employment).toHaveTextContent(
        `Monthly Salary${formatRupees(view.profile.annual_salary)}`,
      );
      const kyc = within(panel).getByRole('region', { name: 'KYC' });
      expect(kyc).toHaveTextContent('XXXX XXXX 7654');
      expect(kyc).not.toHaveTextContent('5432');
    }
    return;
  }
  expect(within(panel).queryByText(T.loadingActivity) !== null).toBe(
    view.activityStatus === 'loading',
  );
  if (view.activityStatus === 'failed') {
    const box = within(panel).getByRole('alert');
    expect(box).toHaveTextContent(T.activityFailed);
    expect(box).toHaveTextContent(view.activityError!);
  }
  if (view.activityStatus === 'loaded') {
    const empty = view.activity === emptyActivity;
    expect(within(panel).queryAllByText(messages.common.dataNotAvailable)).toHaveLength(
      empty ? 4 : 0,
    );
    expect(within(panel).queryAllByRole('table')).toHaveLength(empty ? 0 : 4);
  }
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: makeFakes,
    render: (fakes: Fakes) => <Harness fakes={fakes} />,
    gestures: {
      'tab.select': (e, { user }) =>
        user.click(screen.getByRole('tab', { name: T.tabs[e.tab as CustomerTab] })),
      'version.select': (e, { user }) => user.selectOptions(select(), e.history_date ?? ''),
      'page.retry': (_e, { user, path, step }) => {
        const before = connectCustomerPage(path.steps[step - 1]!.state as never);
        return user.click(
          within(pageError(before.errorText!)).getByRole('button', { name: T.retry }),
        );
      },
      'activity.retry': (_e, { user }) =>
        user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: T.retry })),
    },
    expectState: expectPage,
  };
}

describe('customer page through CustomerPageRoute', () => {
  it.each(viewCases(customerPagePaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });
});

async function settle(call: { promise: Promise<unknown> }, run: () => void) {
  await act(async () => {
    run();
    await call.promise.catch(() => undefined);
  });
}

async function openReady(fakes: Fakes, activity = sampleActivity) {
  await settle(fakes.latest('checkCustomerAccess'), () =>
    fakes.latest('checkCustomerAccess').resolve({ allowed: true }),
  );
  await settle(fakes.latest('getCustomerProfile'), () => {
    fakes.latest('getCustomerProfile').resolve(sampleProfile);
    fakes.latest('listProfileVersions').resolve(sampleVersions);
    fakes.latest('getCustomerActivity').resolve(activity);
  });
}

describe('customer page scenarios', () => {
  it('shows the exact refusal text when access is refused', async () => {
    const fakes = makeFakes();
    render(<Harness fakes={fakes} />);
    await settle(fakes.latest('checkCustomerAccess'), () =>
      fakes.latest('checkCustomerAccess').resolve({ allowed: false }),
    );
    expect(screen.getByText("Sorry! You don't have access to see this page")).toBeVisible();
    expect(fakes.calls.getCustomerProfile).toHaveLength(0);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('reloads the profile for a picked version, keeping the current one until it arrives', async () => {
    const fakes = makeFakes();
    const user = userEvent.setup();
    render(<Harness fakes={fakes} />);
    await openReady(fakes);
    expect(screen.getByText(sampleProfile.employer_name!)).toBeVisible();
    await user.selectOptions(select(), CUSTOMER_PAGE_SAMPLE.older);
    expect(fakes.latest('getCustomerProfile').input.history_date).toBe(CUSTOMER_PAGE_SAMPLE.older);
    expect(screen.getByText(T.loadingVersion)).toBeVisible();
    expect(screen.getByText(sampleProfile.employer_name!)).toBeVisible();
    const older = CUSTOMER_PAGE_SAMPLE.profiles.get(CUSTOMER_PAGE_SAMPLE.older)!;
    await settle(fakes.latest('getCustomerProfile'), () =>
      fakes.latest('getCustomerProfile').resolve(older),
    );
    expect(screen.getByText(older.employer_name!)).toBeVisible();
    expect(screen.queryByText(sampleProfile.employer_name!)).toBeNull();
    expect(screen.getByText(T.showingVersion(CUSTOMER_PAGE_SAMPLE.older))).toBeVisible();
  });

  it('opens the tab the hash names, follows hash changes and writes the hash on a tab click', async () => {
    const fakes = makeFakes();
    const user = userEvent.setup();
    render(<Harness fakes={fakes} initialHash="#activity" />);
    await openReady(fakes);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Customer Activity');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#profile');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Profile');
    await user.click(screen.getByRole('button', { name: 'browser forward to #activity' }));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Customer Activity');
  });

  it("shows 'Data Not Available' for each empty activity table", async () => {
    const fakes = makeFakes();
    const user = userEvent.setup();
    render(<Harness fakes={fakes} />);
    await openReady(fakes, emptyActivity);
    await user.click(screen.getByRole('tab', { name: 'Customer Activity' }));
    for (const title of ['CS Calls Raised', 'Soft Calls', 'DPD Calls', 'Messages Sent']) {
      expect(screen.getByRole('region', { name: title })).toHaveTextContent('Data Not Available');
    }
  });

  it('masks the Aadhaar number but for its last 4 digits', async () => {
    const fakes = makeFakes();
    render(<Harness fakes={fakes} />);
    await openReady(fakes);
    const kyc = screen.getByRole('region', { name: 'KYC' });
    expect(within(kyc).getByText('XXXX XXXX 7654')).toBeVisible();
    expect(document.body).not.toHaveTextContent(sampleProfile.aadhar_number!);
  });

  it('asks for the customer named by the route', async () => {
    const fakes = makeFakes();
    render(<Harness fakes={fakes} />);
    expect(fakes.latest('checkCustomerAccess').input).toEqual({ username: SAMPLE_USERNAME });
    await openReady(fakes);
    const asked = { username: SAMPLE_USERNAME };
    expect(fakes.latest('listProfileVersions').input).toEqual(asked);
    expect(fakes.latest('getCustomerActivity').input).toEqual(asked);
    expect(fakes.latest('getCustomerProfile').input).toEqual({ ...asked, history_date: null });
  });
});
