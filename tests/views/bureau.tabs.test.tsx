// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/domain/format.ts';
import { BUREAU_TEXTS as B } from '../../src/features/bureau/bureauTexts.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../../src/features/customer/customerPageTexts.ts';
import { openCustomerPage } from '../support/customerPageDriver.tsx';
import { ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { OLD_PULL_DATE, SAMPLE_PULL_DATE } from '../support/fixtures/bureau.ts';
import { sampleVersions } from '../support/fixtures/customer.ts';

const [, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];
const pullDate = () => screen.getByRole('row', { name: /^CRIF Pull Date/ });

describe('the Bureau and Credit Profile tabs of the customer page', () => {
  it('deep-link by #cibil and #credit, in the spec order after Wallet', async () => {
    const { user } = openCustomerPage(undefined, { hash: '#cibil' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Bureau');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(tabs.indexOf('Wallet'), tabs.indexOf('Wallet') + 4)).toEqual([
      'Wallet',
      'Bureau',
      'Credit Profile',
      'Salary & EMI',
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

describe("the Bureau panel's report", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the CRIF report as 'Download CRIF' does: the tab opened at the click, the file fetched", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crif'), revokeObjectURL: vi.fn() });
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, server } = openCustomerPage(undefined, { hash: '#cibil' });
    await user.click(await screen.findByRole('button', { name: B.openReport }));
    await waitFor(() => expect(tab.location.href).toBe('blob:crif'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(server.of('crif-report')).toHaveLength(1);
    expect(server.of('crif-report/file')).toHaveLength(1);
    expect(screen.getByText(B.reportOpened)).toHaveAttribute('role', 'status');
  });

  it("says 'No Report Available' when the record has no report, or the report is gone since", async () => {
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openCustomerPage(
      (request) =>
        request.read === 'crif-report' ? ok({ cibil_report_url: null }) : sampleAnswer(request),
      { hash: '#cibil' },
    );
    await user.click(await screen.findByRole('button', { name: B.openReport }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Report Available');
    expect(tab.close).toHaveBeenCalled();
  });
});
