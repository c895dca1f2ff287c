// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAY_TEXTS as EP } from '../../machines/earlyPay/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { ACTIONS_TEXTS as T } from '../../src/features/customer/actions/actionsTexts.ts';
import { openCustomerPage } from '../support/customerPageDriver.tsx';
import { fail, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { SAMPLE_EARLY_PAY, SAMPLE_SOFT_CALL_ID } from '../support/fixtures/customerActions.ts';

const LENDER_READ_ONLY = { flags: roleFlagsOf('is_lender_read_only'), me: '9000000020' };
const actions = () => within(screen.getByRole('region', { name: T.heading }));
const button = (name: string) => screen.getByRole('button', { name });

/** A stand-in for the tab window.open gives at the click. */
function fakeTab() {
  const tab = { closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

beforeEach(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crif'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe("customer page's Actions tab", () => {
  it('deep-links by #actions, sits after Loans in the spec order, and offers only built actions', async () => {
    openCustomerPage(undefined, { hash: '#actions' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Actions');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Loans',
      'Wallet',
      'Bureau',
      'Credit Profile',
      'Salary & EMI',
      'Device',
      'Actions',
      'Social',
      'Blacklist Information',
      'Customer Activity',
    ]);
    expect(await screen.findByRole('combobox', { name: EP.loan })).toBeEnabled();
    expect(
      actions()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([T.downloadCrif, T.updateCallDetails]);
    // No recovery page exists in the app yet: no button that would lead nowhere.
    expect(screen.queryByRole('button', { name: /Recovery/ })).toBeNull();
  });

  it("says 'Please provide all fields !' on an empty form, then shows the amount in rupees", async () => {
    const { user, server } = openCustomerPage(undefined, { hash: '#actions' });
    await user.click(await screen.findByRole('button', { name: EP.request }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.customer.earlyPayProvideAllFields);
    expect(server.of('early-pay')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: EP.loan }), '41');
    await user.type(screen.getByRole('textbox', { name: EP.date }), '20/11/2026');
    await user.click(button(EP.request));
    expect(await screen.findByText(EP.answer(41, '2026-11-20', SAMPLE_EARLY_PAY))).toBeVisible();
    expect(EP.answer(41, '2026-11-20', SAMPLE_EARLY_PAY)).toContain(formatRupees(SAMPLE_EARLY_PAY));
    const [asked] = server.of('early-pay');
    expect(Object.fromEntries(asked!.query)).toEqual({ loan_id: '41', date: '2026-11-20' });
  });

  it("shows the server's words and keeps the values for Retry", async () => {
    let refuse = true;
    const { user, server } = openCustomerPage(
      (request) =>
        request.read === 'early-pay' && refuse
          ? fail(400, 'date must not be before the loan was disbursed')
          : sampleAnswer(request),
      { hash: '#actions' },
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: EP.loan }), '41');
    await user.type(screen.getByRole('textbox', { name: EP.date }), '01/01/2020');
    await user.click(button(EP.request));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'date must not be before the loan was disbursed',
    );
    expect(screen.getByRole('combobox', { name: EP.loan })).toHaveValue('41');
    refuse = false;
    await user.click(button(EP.retry));
    expect(await screen.findByText(EP.answer(41, '2020-01-01', SAMPLE_EARLY_PAY))).toBeVisible();
    expect(server.of('early-pay')).toHaveLength(2);
  });

  it('opens the CRIF report in the tab opened at the click, from the file fetched with the client', async () => {
    const { tab, open } = fakeTab();
    const { user, server } = openCustomerPage(undefined, { hash: '#actions' });
    await user.click(await screen.findByRole('button', { name: T.downloadCrif }));
    await waitFor(() => expect(tab.location.href).toBe('blob:crif'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.of('crif-report/file')).toHaveLength(1);
    expect(screen.getByText(T.reportOpened)).toHaveAttribute('role', 'status');
  });

  it("says 'No Report Available' when there is no report, and closes the blank tab", async () => {
    const { tab } = fakeTab();
    const { user, server } = openCustomerPage(
      (request) =>
        request.read === 'crif-report' ? ok({ cibil_report_url: null }) : sampleAnswer(request),
      { hash: '#actions' },
    );
    await user.click(await screen.findByRole('button', { name: T.downloadCrif }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.customer.noReportAvailable);
    expect(tab.close).toHaveBeenCalled();
    expect(server.of('crif-report/file')).toHaveLength(0);
  });

  it("goes to the customer's soft-call case, or says there is none", async () => {
    let found = false;
    const { user } = openCustomerPage(
      (request) =>
        request.read === 'call-details' && !found
          ? ok({ soft_call_id: null, rec_assign_id: null })
          : sampleAnswer(request),
      { hash: '#actions' },
    );
    await user.click(await screen.findByRole('button', { name: T.updateCallDetails }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.noCallCase);
    found = true;
    await user.click(button(T.updateCallDetails));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/lender/admin/callingDetails/${SAMPLE_SOFT_CALL_ID}`),
    );
  });

  it('disables every action for a lender read-only user, with the reason', async () => {
    const { server } = openCustomerPage(undefined, { hash: '#actions', staff: LENDER_READ_ONLY });
    expect(await screen.findByRole('note')).toHaveTextContent(T.readOnly);
    const request = await screen.findByRole('button', { name: EP.request });
    for (const name of [T.downloadCrif, T.updateCallDetails, EP.request]) {
      const control = button(name);
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(T.readOnly);
    }
    expect(request).toBeDisabled();
    expect(screen.getByRole('combobox', { name: EP.loan })).toBeDisabled();
    expect(server.of('crif-report')).toHaveLength(0);
  });

  it("shows 'error in fetching loans' with Retry when the loans cannot be read", async () => {
    let failing = true;
    const { user } = openCustomerPage(
      (request) =>
        request.read === 'loans' && failing ? fail(500, 'boom') : sampleAnswer(request),
      { hash: '#actions' },
    );
    expect(await screen.findByText(messages.customer.loansFetchFailed)).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('combobox', { name: EP.loan })).toBeEnabled();
  });
});
