import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_FILTERS, sampleDashboard } from '../../machines/loansDashboard/index.ts';
import { LoansDashboardView } from '../../src/features/dashboard/LoansDashboardView.tsx';
import { dashboardArgs, FORTY, NO_LOANS } from './dashboardStates.tsx';

/** The loans dashboard in each state of its data and of its download. */
const meta = {
  title: 'Dashboard/Loans',
  component: LoansDashboardView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoansDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: dashboardArgs('loading', 'idle'),
  parameters: { machineState: ['loansDashboard.data.loading', 'loansDashboard.download.idle'] },
};

export const Loaded: Story = {
  args: dashboardArgs('loaded', 'idle', { data: FORTY }),
  parameters: { machineState: 'loansDashboard.data.loaded.idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /40 loans/ })).toBeVisible();
    await expect(canvas.getByText('Total Loans').nextElementSibling).toHaveTextContent('40');
    await expect(canvas.getByRole('button', { name: 'Download All Loans' })).toBeEnabled();
  },
};

export const LoadingMoreRows: Story = {
  args: dashboardArgs({ loaded: 'loadingMore' }, 'idle', { data: FORTY }),
  parameters: { machineState: 'loansDashboard.data.loaded.loadingMore' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading more loans…')).toBeVisible();
  },
};

export const MoreRowsFailed: Story = {
  args: dashboardArgs({ loaded: 'moreFailed' }, 'idle', {
    data: FORTY,
    moreError: 'Bad Gateway',
  }),
  parameters: { machineState: 'loansDashboard.data.loaded.moreFailed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error in fetching Disbursed Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The rows loaded stay.
    await expect(canvas.getByRole('table', { name: 'Dashboard loans' })).toBeVisible();
  },
};

export const Narrowed: Story = {
  args: dashboardArgs('loaded', 'idle', {
    filters: { ...SAMPLE_FILTERS, loan_type: 'group_loan', status: 'approved_loans' },
    data: FORTY,
  }),
  parameters: { machineState: 'loansDashboard.data.loaded' },
};

export const NoLoans: Story = {
  args: dashboardArgs('empty', 'idle', { data: NO_LOANS }),
  parameters: { machineState: 'loansDashboard.data.empty' },
};

export const NothingToDownload: Story = {
  args: dashboardArgs('empty', 'nothingToDownload', { data: NO_LOANS }),
  parameters: { machineState: 'loansDashboard.download.nothingToDownload' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('There is no Data to Download');
  },
};

export const FetchFailed: Story = {
  args: dashboardArgs('error', 'idle', { error: 'Internal Server Error' }),
  parameters: { machineState: 'loansDashboard.data.error' },
};

export const ReversedRange: Story = {
  args: dashboardArgs('invalid', 'idle', {
    filters: { ...SAMPLE_FILTERS, from_date: '2025-04-10', to_date: '2025-03-31' },
  }),
  parameters: { machineState: 'loansDashboard.data.invalid' },
};

export const ExportStarting: Story = {
  args: dashboardArgs('loaded', 'exporting', { data: FORTY }),
  parameters: { machineState: 'loansDashboard.download.exporting' },
};

export const ExportFetchingRows: Story = {
  args: dashboardArgs('loaded', 'exporting', {
    data: FORTY,
    progress: { phase: 'fetching', done: 4_000, total: 10_000 },
  }),
  parameters: { machineState: 'loansDashboard.download.exporting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('value', '20');
    await expect(canvas.getByText('Fetching the loans: 4,000 of 10,000')).toBeVisible();
  },
};

export const ExportInProgress: Story = {
  args: dashboardArgs('loaded', 'exporting', {
    data: FORTY,
    progress: { phase: 'building', done: 4_500, total: 10_000 },
  }),
  parameters: { machineState: 'loansDashboard.download.exporting' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('value', '72');
  },
};

export const Downloaded: Story = {
  args: dashboardArgs('loaded', 'done', {
    data: FORTY,
    exported: { fileName: 'loans_2025-03-02_2025-03-31.xlsx', rows: 40 },
  }),
  parameters: { machineState: 'loansDashboard.download.done' },
};

export const DownloadFailed: Story = {
  args: dashboardArgs('loaded', 'failed', { data: FORTY, exportError: 'Quota exceeded' }),
  parameters: { machineState: 'loansDashboard.download.failed' },
};

const TEN_THOUSAND = sampleDashboard(10_000, '2025-03-31', 365);

/** 10,000 loans over a year: the rows stay virtual and the chart draws 365 days. */
export const TenThousandLoans: Story = {
  args: dashboardArgs('loaded', 'idle', {
    filters: { ...SAMPLE_FILTERS, from_date: '2024-04-01' },
    data: TEN_THOUSAND,
  }),
  parameters: { machineState: 'loansDashboard.data.loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total Loans').nextElementSibling).toHaveTextContent('10,000');
    const table = canvas.getByRole('table', { name: 'Dashboard loans' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('aria-label'));
    await expect(rendered().length).toBeLessThan(40);
    const area = canvasElement.querySelector<HTMLElement>('[data-dashboard-scroll]')!;
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(rendered().at(-1)).toHaveAccessibleName('Loan 1'));
    await expect(rendered().length).toBeLessThan(40);
    await expect(canvasElement.querySelectorAll('svg[role="img"] g')).toHaveLength(365);
  },
};
