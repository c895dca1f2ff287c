// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { CUSTOMER_PAGE_TEXTS as PT } from '../../src/features/customer/customerPageTexts.ts';
import { LOAN_TEXTS as T } from '../../src/features/customer/loans/loanTexts.ts';
import { openCustomerPage } from '../support/customerPageDriver.tsx';
import { type CustomerRequest, fail, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { sampleVersions } from '../support/fixtures/customer.ts';
import {
  noAchDebits,
  noDeletedLoanshares,
  sampleLoans,
  sampleLoansAt,
} from '../support/fixtures/customerLoans.ts';

const [, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];
const findTable = (caption: string) => screen.findByRole('table', { name: caption });
const rowOf = (id: string) => screen.getByRole('cell', { name: id }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const RAZORPAY = T.achDebits('Razorpay');

/** Answers `read` with failures until `recovered.now` is set, else as the sample customer. */
function failingUntil(read: string, status = 502) {
  const recovered = { now: false };
  const answer = (r: CustomerRequest) =>
    r.read === read && !recovered.now ? fail(status, 'Bad Gateway') : sampleAnswer(r);
  return { answer, recovered };
}

describe("customer page's Loans tab", () => {
  it('is where the page lands: #loans selected, Self Loans open, each table read', async () => {
    const { server } = openCustomerPage();
    const tabs = await screen.findAllByRole('tab', { selected: true });
    // The address names the tab landed on.
    await waitFor(() => expect(screen.getByTestId('hash')).toHaveTextContent('#loans'));
    expect(tabs.map((t) => t.textContent)).toEqual([PT.tabs.loans, T.subTabs.self]);
    expect(
      within(screen.getByRole('tablist', { name: T.subTabsLabel }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Self Loans', 'Created Loans', 'Deleted Loanshares', 'Collections']);
    await findTable(T.loans);
    for (const name of ['Razorpay', 'Cashfree', 'Digio']) await findTable(T.achDebits(name));
    expect(server.of('loans').map((r) => r.historyDate)).toEqual([null]);
    expect(server.requests.map((r) => r.read)).toEqual(
      expect.arrayContaining(['ach-debits/razorpay', 'ach-debits/cashfree', 'ach-debits/digio']),
    );
    // Deleted shares are read only when their sub-tab opens.
    expect(server.of('deleted-loanshares')).toHaveLength(0);
  });

  it('shows every loan column as the spec says; written-off rows red, completed green; ids open the loan page', async () => {
    openCustomerPage();
    const loans = await findTable(T.loans);
    expect(
      within(loans)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.loanColumns);
    expect(cells(rowOf('70412'))).toEqual([
      '70412',
      formatRupees(150000),
      formatRupees(30000),
      '₹1,23,456.50',
      'Loan Disbursed',
      'Loan Disbursed',
      '20/01/2025',
      'Northern Arc',
      'Kavita Rao',
      '9812345670',
      'Home Improvement',
      '12',
      'NACH Registered',
      T.watch,
    ]);
    expect(within(rowOf('70412')).getByRole('link', { name: T.video(70412) })).toHaveAttribute(
      'href',
      sampleLoans.results[0]!.video_url,
    );
    expect(rowOf('61877')).toHaveAttribute('data-tone', 'danger');
    expect(cells(rowOf('61877'))[5]).toBe('Written Off No Agency');
    expect(rowOf('55120')).toHaveAttribute('data-tone', 'success');
    expect(cells(rowOf('55120'))[7]).toBe('-');
    // Each loan id opens the loan page.
    expect(within(rowOf('70412')).getByRole('link', { name: '70412' })).toHaveAttribute(
      'href',
      '/lender/loan/70412',
    );
  });

  it('shows each ACH debit field; a failure red with its reason', async () => {
    openCustomerPage();
    const razorpay = await findTable(RAZORPAY);
    expect(
      within(razorpay)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.achColumns);
    expect(cells(rowOf('RAZ00000012'))).toEqual([
      'RAZ00000012',
      'Failed',
      formatRupees(2700),
      'loan 70412 EMI 2',
      '482913',
      '-',
      'Insufficient funds in account',
      'pay_QWER4820031175',
      'Failed',
      'token_ABCD12345678',
      formatDate('2025-03-21'),
    ]);
    expect(rowOf('RAZ00000012')).toHaveAttribute('data-tone', 'danger');
    expect(rowOf('RAZ00000011')).toHaveAttribute('data-tone', 'success');
    expect(cells(await waitFor(() => rowOf('CAS00000007'))).slice(4, 9)).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
  });

  it("says 'Data Not Available' for an empty table", async () => {
    openCustomerPage((r) =>
      r.read === 'ach-debits/digio' || r.read === 'loans' ? ok(noAchDebits) : sampleAnswer(r),
    );
    await findTable(RAZORPAY);
    await waitFor(() =>
      expect(screen.getAllByText(messages.common.dataNotAvailable)).toHaveLength(2),
    );
    expect(screen.queryByRole('table', { name: T.loans })).toBeNull();
    expect(screen.queryByRole('table', { name: T.achDebits('Digio') })).toBeNull();
  });

  it.each([
    ['loans', messages.customer.loansFetchFailed, T.loans],
    ['ach-debits/cashfree', messages.common.somethingWentWrong, T.achDebits('Cashfree')],
  ])('a failed %s read says so with Retry, which asks again', async (read, text, caption) => {
    const { answer, recovered } = failingUntil(read);
    const { server, user } = openCustomerPage(answer);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('Bad Gateway');
    expect(screen.queryByRole('table', { name: caption })).toBeNull();
    const asked = server.of(read).length;
    recovered.now = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findTable(caption);
    expect(server.of(read).length).toBe(asked + 1);
  });

  it('an old version re-asks the loans with its history_date and shows its values; back to current', async () => {
    const { server, user } = openCustomerPage();
    await findTable(T.loans);
    expect(cells(rowOf('70412'))[4]).toBe('Loan Disbursed');
    const select = screen.getByRole('combobox', { name: PT.version });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, OLDER);
    await waitFor(() => expect(cells(rowOf('70412'))[4]).toBe('Loan Approved'));
    expect(sampleLoansAt(OLDER).results[0]!.status).toBe('loan_approved');
    expect(server.of('loans').map((r) => r.historyDate)).toEqual([null, OLDER]);
    // Debits take no version: they are not asked again.
    expect(server.of('ach-debits/razorpay')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: PT.backToCurrent }));
    await waitFor(() => expect(cells(rowOf('70412'))[4]).toBe('Loan Disbursed'));
  });

  it('recovery agency sees no loan-id links either', async () => {
    openCustomerPage(undefined, {
      staff: { flags: roleFlagsOf('is_recovery_agency'), me: '9000000020' },
    });
    const loans = await findTable(T.loans);
    expect(within(loans).queryByRole('link', { name: '70412' })).toBeNull();
    expect(within(rowOf('70412')).getAllByRole('cell')[0]).toHaveTextContent('70412');
  });

  it('Deleted Loanshares: read when opened, its columns, empty and failed with Retry', async () => {
    const { server, user } = openCustomerPage();
    await user.click(await screen.findByRole('tab', { name: T.subTabs.deleted }));
    const deleted = await findTable(T.deletedLoanshares);
    expect(
      within(deleted)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.deletedColumns);
    expect(cells(rowOf('72001'))).toEqual([
      '72001',
      formatRupees(25000),
      'Basic KYC',
      '03/02/2025 16:50',
      '9000000011',
      'Customer opted out of the group',
    ]);
    expect(server.of('deleted-loanshares')).toHaveLength(1);
  });

  it("Deleted Loanshares says 'Data Not Available' when there are none", async () => {
    const empty = openCustomerPage(
      (r) => (r.read === 'deleted-loanshares' ? ok(noDeletedLoanshares) : sampleAnswer(r)),
      { hash: '#loans' },
    );
    await empty.user.click(await screen.findByRole('tab', { name: T.subTabs.deleted }));
    expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
  });

  it('Deleted Loanshares failed, with Retry', async () => {
    const { answer, recovered } = failingUntil('deleted-loanshares', 404);
    const { user } = openCustomerPage(answer);
    await user.click(await screen.findByRole('tab', { name: T.subTabs.deleted }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    recovered.now = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findTable(T.deletedLoanshares);
  });
});
