import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type LoansDashboard,
  SAMPLE_TODAY,
  sampleDashboard,
  sampleRowsPage,
} from '../../machines/loansDashboard/index.ts';
import { LoansDashboardRoute } from '../../src/features/dashboard/LoansDashboardRoute.tsx';
import { fakeDashboardServer, ok } from '../../tests/support/fakeDashboardServer.tsx';
import { withQueryClient } from '../support/withQueryClient.tsx';

/*
 * The dashboard with its real query and export calls (the xlsx library loads on first use, in
 * the browser) against a fake server of 10,000 loans whose first answer comes after a short
 * pause. `save` stands in for the browser's download.
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

const save = fn<(blob: Blob, fileName: string) => void>();
const { calls } = fakeDashboardServer(
  async ({ read, query, signal }) => {
    if (read === 'rows') {
      const loaded = Number(query.after?.replace('after-', ''));
      return ok(sampleRowsPage(10_000, loaded, Number(query.entries)));
    }
    await pause(200, signal);
    return ok(query.status === 'rejected_loans' ? EMPTY : BIG);
  },
  { save },
);

const meta = {
  title: 'Dashboard/Flows',
  component: LoansDashboardRoute,
  decorators: [withQueryClient()],
  args: { calls, today: SAMPLE_TODAY },
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
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 50_000 });
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
