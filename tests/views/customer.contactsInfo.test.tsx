// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages.ts';
import { LOAN_HISTORY_TEXTS as T } from '../../src/features/customer/loanHistory/loanHistoryTexts.ts';
import { ContactsInfoPanel } from '../../src/features/customer/social/ContactsInfoPanel.tsx';
import { failing } from '../support/customerPageDriver.tsx';
import { fail, ok } from '../support/fakeCustomerServer.ts';
import { openPanel } from '../support/loanHistoryDriver.tsx';

const rowWith = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('Contacts Info panel', () => {
  it('lists the phone book: customers linked to their page, blacklisted highlighted', async () => {
    openPanel(ContactsInfoPanel);
    const contacts = await screen.findByRole('table', { name: T.contactsInfo });
    expect(
      within(contacts)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(T.contactsInfoColumns);
    expect(screen.getByRole('link', { name: '7000000001' })).toHaveAttribute(
      'href',
      '/lender/user/7000000001',
    );
    expect(rowWith('Kirana Store')).toHaveTextContent(T.notACustomer);
    expect(rowWith('Risky Ravi')).toHaveAttribute('data-tone', 'blacklisted');
    expect(rowWith('Risky Ravi')).toHaveTextContent(T.blacklisted);
    expect(rowWith('Good Payer')).not.toHaveAttribute('data-tone');
  });

  it('is keyed by the picked version', async () => {
    const { server } = openPanel(ContactsInfoPanel, { historyDate: '2026-05-08T00:00:00.000Z' });
    await screen.findByRole('table', { name: T.contactsInfo });
    expect(server.of('phone-contacts').map((r) => r.historyDate)).toEqual([
      '2026-05-08T00:00:00.000Z',
    ]);
  });

  it("fails with the house text and Retry; empty says 'Data Not Available'", async () => {
    const { user } = openPanel(ContactsInfoPanel, {
      answer: failing('phone-contacts', [fail(404, 'Customer not found'), ok({ results: [] })]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await user.click(within(alert).getByRole('button', { name: T.retry }));
    expect(await screen.findByText(messages.common.dataNotAvailable)).toBeVisible();
  });
});
