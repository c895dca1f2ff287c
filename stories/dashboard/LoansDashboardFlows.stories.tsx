import type { Meta, StoryObj } from '@storybook/react-vite';
import createClient from 'openapi-fetch';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  type DashboardFilters,
  type LoansDashboard,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleRowsPage,
} from '../../machines/loansDashboard/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
import { createDashboardActors } from '../../src/features/dashboard/dashboardCalls.ts';
import { LoansDashboardRoute } from '../../src/features/dashboard/LoansDashboardRoute.tsx';

/*
 * The dashboard with its real page and export calls (the xlsx library loads on first use, in the
 * browser) against a fake server of 10,000 loans, and a data call answered after a short pause.
 * `save` stands in for the browser's download.
 */

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const BIG = sampleDashboard(10_000, SAMPLE_TODAY, 30, 100);
const EMPTY: LoansDashboard = { ...sampleDashboard(0), total_amount: 0 };

const fetchLoansDashboard = fromPromise<LoansDashboard, DashboardFilters>(
  async ({ input, signal }) => {
    await pause(200, signal);
    return input.status === 'rejected_loans' ? EMPTY : BIG;
  },
);

const save = fn<(blob: Blob, fileName: string) => void>();
/** The further pages of BIG, as the server would page them. */
const pagesServer = createClient<paths>({
  baseUrl: 'http://stories.test/api/v1',
  fetch: async (request: Request) => {
    const url = new URL(request.url);
    const loaded = Number(url.searchParams.get('after')?.replace('after-', ''));
    const page = sampleRowsPage(10_000, loaded, Number(url.searchParams.get('entries')));
    return new Response(JSON.stringify(page), {
      headers: { 'Content-Type': 'application/json' },
    });
  },
});
const { fetchDashboardRows, exportLoans } = createDashboardActors(pagesServer, { save });

const meta = {
  title: 'Dashboard/Flows',
  component: LoansDashboardRoute,
  args: { fetchLoansDashboard, fetchDashboardRows, exportLoans, today: SAMPLE_TODAY },
} satisfies Meta<typeof LoansDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadTenThousandLoans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Total Loans').nextElementSibling).toHaveTextContent('10,000'),
    );
    save.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Download All Loans' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Download progress' }),
    ).toBeVisible();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = save.mock.calls[0]!;
    await expect(fileName).toBe('loans_2025-03-02_2025-03-31.xlsx');
    await expect(blob.size).toBeGreaterThan(10_000);
    await expect(
      canvas.getByText('Saved loans_2025-03-02_2025-03-31.xlsx (10,000 loans)'),
    ).toBeVisible();
  },
};

export const NothingToDownload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Loan Status' }),
      'rejected_loans',
    );
    await waitFor(() =>
      expect(canvas.getByText('Total Loans').nextElementSibling).toHaveTextContent('0'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download All Loans' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is no Data to Download');
  },
};

export const ScrollLoadsMoreRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Dashboard loans' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const area = canvasElement.querySelector<HTMLElement>('[data-dashboard-scroll]')!;
    area.scrollTop = area.scrollHeight;
    // The next page (loans 9,900 to 9,801) arrives under the first hundred rows.
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: 'Loan 9897' })).toBeVisible(),
    );
  },
};
