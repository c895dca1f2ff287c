// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/format.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { openCustomerPage } from '../support/customerPageDriver.tsx';
import { OLD_PULL_DATE, SAMPLE_PULL_DATE } from '../support/fixtures/bureau.ts';
import { sampleVersions } from '../support/fixtures/customer.ts';

const [, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];
const pullDate = () => screen.getByRole('row', { name: /^CRIF Pull Date/ });

describe('the Bureau and Credit Profile tabs of the customer page', () => {
  it('deep-link by #cibil and #credit, in the spec order after Loans', async () => {
    const { user } = openCustomerPage(undefined, { hash: '#cibil' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Bureau');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(tabs.indexOf('Loans'), tabs.indexOf('Loans') + 3)).toEqual([
      'Loans',
      'Bureau',
      'Credit Profile',
    ]);
    await waitFor(() => expect(pullDate()).toHaveTextContent(formatDateTime(SAMPLE_PULL_DATE)));
    await user.click(screen.getByRole('tab', { name: 'Credit Profile' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#credit');
    expect(await screen.findByRole('table', { name: 'Cibil data' })).toBeVisible();
  });

  it('read the picked version: both panels ask with its history_date and show its record', async () => {
    const { server, user } = openCustomerPage(undefined, { hash: '#cibil' });
    await waitFor(() => expect(pullDate()).toHaveTextContent(formatDateTime(SAMPLE_PULL_DATE)));
    await user.selectOptions(screen.getByRole('combobox', { name: T.version }), OLDER);
    await waitFor(() => expect(pullDate()).toHaveTextContent(formatDateTime(OLD_PULL_DATE)));
    expect(screen.queryByRole('button', { name: 'CRIF PULL' })).toBeNull();
    expect(server.of('bureau').map((r) => r.historyDate)).toEqual([null, OLDER]);
    await user.click(screen.getByRole('tab', { name: 'Credit Profile' }));
    const cibil = await screen.findByRole('table', { name: 'Cibil data' });
    expect(within(cibil).getByRole('row', { name: /^Credit score / })).toHaveTextContent('655');
    expect(server.of('credit-score-details').map((r) => r.historyDate)).toEqual([OLDER]);
  });
});
