// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import XLSX from 'xlsx';
import {
  LOAN_SHEET_HEADER,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleRowsPage,
} from '../../machines/loansDashboard/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
import { messages } from '../../src/domain/messages.ts';
import { createDashboardCalls } from '../../src/features/dashboard/dashboardCalls.ts';
import { DASHBOARD_TEXTS as T } from '../../src/features/dashboard/dashboardTexts.ts';
import { LoansDashboardRoute } from '../../src/features/dashboard/LoansDashboardRoute.tsx';
import { saveBlob } from '../../src/platform/download.ts';
import { testQueryClient, withQueries } from '../support/fakeDashboardServer.tsx';

/** A v1 client whose server answers every request with `answer`, recording the URLs asked. */
function fakeMain(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://server.test/api/v1',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      urls.push(url);
      return answer(url);
    },
  });
  return { client, urls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the dashboard with its real calls', () => {
  // Building the sheet of 2,345 rows takes seconds on a busy machine: its waits allow 10 s.
  it('asks for the filters in force and downloads an .xlsx with one row per loan, fetching the pages not loaded', async () => {
    // A server with 2,345 loans: 100 come with the dashboard, the rest page by page.
    const { client, urls } = fakeMain((url) => {
      if (url.pathname.endsWith('/rows')) {
        const loaded = Number(url.searchParams.get('after')!.replace('after-', ''));
        return json(sampleRowsPage(2_345, loaded, Number(url.searchParams.get('entries'))));
      }
      return json(sampleDashboard(2_345, SAMPLE_TODAY, 30, 100));
    });
    const save = vi.fn<(blob: Blob, fileName: string) => void>();
    const calls = createDashboardCalls(client, { save });
    const user = userEvent.setup();
    render(
      withQueries(testQueryClient(), <LoansDashboardRoute calls={calls} today={SAMPLE_TODAY} />),
    );
    await waitFor(() => expect(card(T.cards.totalLoans)).toHaveTextContent('2,345'));
    expect(urls[0]!.pathname).toBe('/api/v1/dashboard/loans');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      from_date: '2025-03-02',
      to_date: '2025-03-31',
      status: 'all_loans',
      entries: '100',
    });

    await user.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByRole('progressbar', { name: T.downloadProgress })).toBeVisible();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [blob, fileName] = save.mock.calls[0]!;
    expect(fileName).toBe('loans_2025-03-02_2025-03-31.xlsx');
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(rows[0]).toEqual([...LOAN_SHEET_HEADER]);
    // The file's row count equals the Total Loans card: every loan once, newest first.
    expect(String(rows.length - 1)).toBe(card(T.cards.totalLoans)!.textContent!.replace(/,/g, ''));
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      Array.from({ length: 2_345 }, (_, i) => 2_345 - i),
    );
    const pages = urls.filter((url) => url.pathname.endsWith('/rows'));
    expect(pages.map((url) => url.searchParams.get('after'))).toEqual([
      'after-100',
      'after-1100',
      'after-2100',
    ]);
    expect(pages.every((url) => url.searchParams.get('entries') === '1000')).toBe(true);
    expect(pages[0]!.searchParams.get('status')).toBe('all_loans');
    expect(
      await screen.findByText(T.exporting.saved('loans_2025-03-02_2025-03-31.xlsx', 2_345)),
    ).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: T.status }), 'rejected_loans');
    await waitFor(() => expect(urls).toHaveLength(5));
    expect(urls[4]!.pathname).toBe('/api/v1/dashboard/loans');
    expect(urls[4]!.searchParams.get('status')).toBe('rejected_loans');
  }, 20_000);

  it('says there is nothing to download for an empty answer, and shows a failed fetch', async () => {
    let answer = () => json({ ...sampleDashboard(0), total_amount: 0 });
    const { client } = fakeMain(() => answer());
    const save = vi.fn();
    const calls = createDashboardCalls(client, { save });
    const user = userEvent.setup();
    render(
      withQueries(testQueryClient(), <LoansDashboardRoute calls={calls} today={SAMPLE_TODAY} />),
    );
    await waitFor(() => expect(card(T.cards.totalLoans)).toHaveTextContent('0'));
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.common.noDataToDownload);
    expect(save).not.toHaveBeenCalled();

    answer = () => json({ error: 'Internal Server Error' }, 500);
    await user.selectOptions(screen.getByRole('combobox', { name: T.status }), 'other');
    expect(await screen.findByText(messages.customer.disbursedDataFetchFailed)).toBeVisible();
    // A new filter also closes the notice.
    expect(screen.queryByText(messages.common.noDataToDownload)).toBeNull();
  });
});

describe('saveBlob', () => {
  it('clicks a temporary download link to an object URL, then frees the URL', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:http://app.test/1');
    const revoked = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    let clicked: HTMLAnchorElement | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked = this;
      expect(this.isConnected).toBe(true);
    });
    const blob = new Blob(['x']);
    saveBlob(blob, 'loans_2025-03-02_2025-03-31.xlsx');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).not.toBeNull();
    const link = clicked as unknown as HTMLAnchorElement;
    expect(link.download).toBe('loans_2025-03-02_2025-03-31.xlsx');
    expect(link.href).toBe('blob:http://app.test/1');
    expect(link.isConnected).toBe(false);
    expect(revoked).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(revoked).toHaveBeenCalledWith('blob:http://app.test/1');
  });
});
