// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDay } from '../../src/domain/format.ts';
import { walletMessages } from '../../src/domain/messages/wallet.ts';
import { walletLastDay } from '../../src/domain/wallet.ts';
import { CUSTOMER_PAGE_TEXTS as PT } from '../../src/features/customer/customerPageTexts.ts';
import { WALLET_TEXTS as T } from '../../src/features/wallet/walletTexts.ts';
import { openCustomerPage } from '../support/customerPageDriver.tsx';
import { ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { sampleVersions } from '../support/fixtures/customer.ts';
import { sizeScrollArea } from './pagedListView.ts';

sizeScrollArea('data-wallet-days-scroll', { width: 600, height: 400 });
afterEach(() => window.history.replaceState(null, '', '/'));

const [, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];
const daysTable = () => screen.findByRole('table', { name: T.days.list });

describe("customer page's Wallet tab", () => {
  it('reads the wallet as of today: summary, first 30-day window, week, repayments', async () => {
    const { server } = openCustomerPage(undefined, { hash: '#wallet' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Wallet');
    await daysTable();
    await screen.findByText(T.balance);
    const today = businessDay();
    const windows = server
      .of('wallet')
      .map((r) => [r.query.get('start_date'), r.query.get('end_date')]);
    // The summary's one-day window, and the daily list's first window ending today.
    expect(windows).toContainEqual([today, today]);
    expect(windows).toContainEqual([
      server
        .of('wallet')
        .find((r) => r.query.get('start_date') !== today)!
        .query.get('start_date'),
      today,
    ]);
    for (const read of ['wallet/weekly-approved', 'repayments']) {
      await waitFor(() => expect(server.of(read).map((r) => r.query.get('date'))).toEqual([today]));
    }
  });

  it("keys every read by an old version's day, and says whose day it is", async () => {
    const { server, user } = openCustomerPage(undefined, { hash: '#wallet' });
    await daysTable();
    const select = screen.getByRole('combobox', { name: PT.version });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, OLDER);
    const day = walletLastDay(OLDER);
    expect(await screen.findByText(T.asOf(day))).toBeVisible();
    await waitFor(() =>
      expect(server.of('wallet').some((r) => r.query.get('end_date') === day)).toBe(true),
    );
    await waitFor(() =>
      expect(server.of('repayments').map((r) => r.query.get('date'))).toContain(day),
    );
    const first = within(await daysTable()).getAllByRole('button')[0]!;
    await waitFor(() => expect(first).toHaveAccessibleName(T.days.openDay(day)));
  });

  it("opens a day's transactions with the status labels, and Escape gives focus back", async () => {
    const { server, user } = openCustomerPage(
      (request) =>
        request.read === 'wallet/day'
          ? ok({
              results: [
                { loan_id: 41, type: 'credit', status: 'CREDIT', amount: 80, comment: null },
                { loan_id: null, type: 'debit', status: 'LATE_FEE', amount: 50, comment: 'Late' },
              ],
            })
          : sampleAnswer(request),
      { hash: '#wallet' },
    );
    const first = within(await daysTable()).getAllByRole('button')[0]!;
    const date = server.of('wallet').at(-1)!.query.get('end_date')!;
    await user.click(first);
    const dialog = within(await screen.findByRole('dialog', { name: T.dayDialog(date) }));
    expect(await dialog.findByText('CREDIT')).toBeVisible();
    expect(dialog.getByText(walletMessages.otherStatus)).toBeVisible();
    expect(dialog.queryByText('LATE_FEE')).toBeNull();
    expect(server.of('wallet/day').map((r) => r.query.get('date'))).toEqual([date]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first).toHaveFocus();
  });

  it('opens the withdrawal-limit breakdown only when asked', async () => {
    const { server, user } = openCustomerPage(undefined, { hash: '#wallet' });
    const open = await screen.findByRole('button', { name: T.breakdownButton });
    expect(server.of('wallet/withdrawal-limit')).toHaveLength(0);
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: T.breakdownDialog }));
    expect(await dialog.findByRole('table', { name: T.loanTransactions })).toBeVisible();
    expect(dialog.getByRole('table', { name: T.otherTransactions })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });
});
