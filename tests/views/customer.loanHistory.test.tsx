// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { LoanHistoryPanel } from '../../src/features/customer/loanHistory/LoanHistoryPanel.tsx';
import { LOAN_HISTORY_TEXTS as T } from '../../src/features/customer/loanHistory/loanHistoryTexts.ts';
import { failing } from '../support/customerPageDriver.tsx';
import { fail, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../support/fixtures/customer.ts';
import { openPanel } from '../support/loanHistoryDriver.tsx';

const table = (caption: string) => screen.findByRole('table', { name: caption });
const rowWith = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;
const HISTORY = T.loanHistoryOf('Aalok Malik');

describe('loan history panel', () => {
  it('shows every loan history column, rejected loans left out, written-off rows red', async () => {
    const { server } = openPanel(LoanHistoryPanel);
    const history = await table(HISTORY);
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.historyColumns);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(history).queryByRole('cell', { name: '942' })).toBeNull();
    const writtenOff = within(history).getByRole('cell', { name: '5578' }).closest('tr')!;
    expect(writtenOff).toHaveAttribute('data-tone', 'written-off');
    expect(writtenOff).toHaveClass('bg-red-100');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Aalok Malik',
      '1265',
      'Loan Disbursed',
      formatRupees(18000),
      '17/07/2025',
      formatRupees(18000),
      formatRupees(0),
      formatRupees(50),
      formatRupees(6000),
      formatRupees(12000),
      formatRupees(30000),
      '6',
      'Kosh Finance',
      '16/08/2025',
      '0',
      '66.67%',
      '1',
      '3',
      '1',
      '3',
      'Kabir Shah: 12, Meera Iyer: 0',
    ]);
    // The history request names the customer as a username array.
    expect(server.of('loan-history')[0]?.query.getAll('username')).toEqual([SAMPLE_USERNAME]);
  });

  it("shows the borrower's loan status and the co-borrowers with their saved names", async () => {
    openPanel(LoanHistoryPanel);
    const status = await table(T.borrowersLoanStatus);
    expect(
      within(status)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Aalok Malik', '5', '2', '1', '1']);
    const cob = await table(T.coborrowersContact);
    expect(within(cob).getByRole('cell', { name: 'Meera Group' })).toBeVisible();
    expect(within(cob).getByRole('cell', { name: T.notSaved })).toBeVisible();
  });

  it('lists contacts blacklisted first, then by loans; highlights and greens them; shows scores', async () => {
    openPanel(LoanHistoryPanel);
    const contacts = await table(T.coborrowersContactLoanHistory);
    const names = within(contacts)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Risky Ravi', 'Good Payer', 'Plain Contact']);
    expect(rowWith('Risky Ravi')).toHaveAttribute('data-tone', 'blacklisted');
    expect(rowWith('Good Payer')).toHaveAttribute('data-tone', 'successful');
    expect(rowWith('Plain Contact')).toHaveAttribute('data-tone', 'plain');
    expect(rowWith('Risky Ravi')).toHaveTextContent('Total 2 · Success 0 · Settled 1 · Rejected 1');
    expect(rowWith('Good Payer')).toHaveTextContent('Timely payments: 77.78%');
    expect(rowWith('Good Payer')).toHaveTextContent('Avg co-borrowers dpd: 1.5');
  });

  it('opens Blacklist History from the Black List cell; Ok closes it and focus returns', async () => {
    const { user } = openPanel(LoanHistoryPanel);
    const opener = await screen.findByRole('button', {
      name: T.blacklistHistoryOf(T.blacklistLevel(3), 'Risky Ravi'),
    });
    expect(opener).toHaveTextContent('Level 3');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: T.blacklistHistory });
    expect(dialog).toHaveTextContent('Wrote off a group loan');
    expect(within(dialog).getByText('Loan').nextElementSibling).toHaveTextContent(T.blocked);
    expect(within(dialog).getByText('Chat').nextElementSibling).toHaveTextContent(T.enabled);
    await user.click(within(dialog).getByRole('button', { name: T.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    ['loan-history', messages.customer.loanHistoryFetchFailed, HISTORY],
    [
      'contacts-loan-history',
      messages.customer.coborrowerContactsHistoryFetchFailed,
      T.coborrowersContactLoanHistory,
    ],
    [
      'coborrower-contacts',
      messages.customer.coborrowerContactNameFetchFailed,
      T.coborrowersContact,
    ],
  ])(
    "a failed %s read shows the spec's text and the server's words; Retry asks again",
    async (read, text, caption) => {
      const { server, user } = openPanel(LoanHistoryPanel, {
        answer: failing(read, [fail(400, 'Not today')]),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).toHaveTextContent('Not today');
      await user.click(within(alert).getByRole('button', { name: T.retry }));
      expect(await table(caption)).toBeVisible();
      expect(server.of(read)).toHaveLength(2);
    },
  );

  it("says 'Data Not Available' for each part with nothing to show", async () => {
    openPanel(LoanHistoryPanel, {
      answer: (request) =>
        ['loan-history', 'contacts-loan-history', 'coborrower-contacts'].includes(request.read)
          ? ok(
              request.read === 'loan-history'
                ? {
                    results: [
                      {
                        name: 'Aalok Malik',
                        user: SAMPLE_USERNAME,
                        loanwise_details: [],
                        loan_status: { total: 0, success: 0, settled: 0, rejected: 0 },
                      },
                    ],
                  }
                : { results: [] },
            )
          : sampleAnswer(request),
    });
    await waitFor(() =>
      expect(screen.getAllByText(messages.common.dataNotAvailable)).toHaveLength(3),
    );
  });

  it('keys every read by the picked version', async () => {
    const version = '2026-05-08T00:00:00.000Z';
    const { server } = openPanel(LoanHistoryPanel, { historyDate: version });
    const history = await table(HISTORY);
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    await table(T.coborrowersContactLoanHistory);
    expect(screen.queryByRole('cell', { name: 'Plain Contact' })).toBeNull();
    for (const read of ['loan-history', 'contacts-loan-history', 'coborrower-contacts']) {
      expect(server.of(read).map((r) => r.historyDate)).toEqual([version]);
    }
  });
});

describe('loan history panel by role', () => {
  it('an area sales manager makes no contacts-loan-history request at all', async () => {
    const { server } = openPanel(LoanHistoryPanel, { role: 'is_area_sales_manager' });
    await table(HISTORY);
    await table(T.coborrowersContact);
    expect(server.of('contacts-loan-history')).toEqual([]);
    expect(server.of('relationships')).toEqual([]);
    expect(screen.queryByRole('table', { name: T.coborrowersContactLoanHistory })).toBeNull();
    expect(screen.queryByRole('table', { name: T.relationships })).toBeNull();
  });

  it('others see the customer relationships: each name opens that customer, with how they are linked', async () => {
    const { server } = openPanel(LoanHistoryPanel);
    const related = await table(T.relationships);
    const meera = within(related).getByRole('row', { name: /Meera Iyer/ });
    expect(within(meera).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      '/lender/user/7000000010',
    );
    expect(meera).toHaveTextContent('Co-borrower, Group leader');
    expect(within(related).getByRole('row', { name: /Ravi Sharma/ })).toHaveTextContent(
      'Blacklisted',
    );
    expect(server.of('relationships')).toHaveLength(1);
  });

  it('B2B makes no loan history request and sees no history or borrower status', async () => {
    const { server } = openPanel(LoanHistoryPanel, { role: 'is_b2b' });
    await table(T.coborrowersContactLoanHistory);
    expect(server.of('loan-history')).toEqual([]);
    expect(screen.queryByRole('table', { name: HISTORY })).toBeNull();
    expect(screen.queryByRole('table', { name: T.borrowersLoanStatus })).toBeNull();
  });

  it('the recovery agency sees loan ids as plain text', async () => {
    openPanel(LoanHistoryPanel, { role: 'is_recovery_agency' });
    const history = await table(HISTORY);
    expect(within(history).getByRole('cell', { name: '1265' })).toBeVisible();
    // No loan-id link (names of related customers link to their pages, not to loans).
    expect(screen.queryAllByRole('link', { name: /^\d+$/ })).toEqual([]);
  });

  it('a credit underwriter opens the loan page from a loan id', async () => {
    openPanel(LoanHistoryPanel, { role: 'is_credit_underwriter' });
    const history = await table(HISTORY);
    expect(within(history).getAllByRole('link', { name: '1265' })[0]).toHaveAttribute(
      'href',
      '/lender/loan/1265',
    );
  });
});
