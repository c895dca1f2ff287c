import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  SAMPLE_FILTERS,
  sampleDashboard,
  sampleRowsPage,
} from '../../machines/loansDashboard/index.ts';
import { fail } from '../../tests/support/fakeDashboardServer.tsx';
import { dashboardStory, FORTY, NO_LOANS } from './dashboardStates.tsx';

/** The loans dashboard in each state of its workflow (filters, download) and of its data query. */
const meta = {
  title: 'Dashboard/Loans',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Scrolls the rows to their end, where the table asks for the next page. */
const scrollRows = (canvasElement: HTMLElement) => {
  const area = canvasElement.querySelector<HTMLElement>('[data-dashboard-scroll]')!;
  area.scrollTop = area.scrollHeight;
};

export const Loading: Story = {
  ...dashboardStory({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading loans…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download All Loans' })).toBeDisabled();
  },
};

export const Loaded: Story = {
  ...dashboardStory({ answer: FORTY }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /40 loans/ })).toBeVisible();
    await expect(canvas.getByText('Total Loans').nextElementSibling).toHaveTextContent('40');
    await expect(canvas.getByRole('button', { name: 'Download All Loans' })).toBeEnabled();
  },
};

/** The next page is asked for as the rows scroll to their end; this server never answers it. */
export const LoadingMoreRows: Story = {
  ...dashboardStory({ answer: FORTY }),
  play: async ({ canvasElement }) => {
    scrollRows(canvasElement);
    await expect(await within(canvasElement).findByText('Loading more loans…')).toBeVisible();
  },
};

export const MoreRowsFailed: Story = {
  ...dashboardStory({ answer: FORTY, server: () => fail(502, 'Bad Gateway') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scrollRows(canvasElement);
    await expect(await canvas.findByText('Error in fetching Disbursed Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The rows loaded stay.
    await expect(canvas.getByRole('table', { name: 'Dashboard loans' })).toBeVisible();
  },
};

export const Narrowed: Story = dashboardStory({
  filters: { ...SAMPLE_FILTERS, loan_type: 'group_loan', status: 'approved_loans' },
  answer: FORTY,
});

export const NoLoans: Story = dashboardStory({ answer: NO_LOANS });

export const NothingToDownload: Story = {
  ...dashboardStory({ answer: NO_LOANS, download: 'nothingToDownload' }),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('There is no Data to Download');
  },
};

export const FetchFailed: Story = {
  ...dashboardStory({ answer: 'failed' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error in fetching Disbursed Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const ReversedRange: Story = dashboardStory({
  filters: { ...SAMPLE_FILTERS, from_date: '2025-04-10', to_date: '2025-03-31' },
});

/** A date cleared: nothing is asked until the range is whole again. */
export const NoRange: Story = dashboardStory({ filters: { ...SAMPLE_FILTERS, to_date: null } });

export const ExportStarting: Story = dashboardStory({ answer: FORTY, download: 'exporting' });

export const ExportFetchingRows: Story = {
  ...dashboardStory({
    answer: FORTY,
    download: 'exporting',
    context: { progress: { phase: 'fetching', done: 4_000, total: 10_000 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('value', '20');
    await expect(canvas.getByText('Fetching the loans: 4,000 of 10,000')).toBeVisible();
  },
};

export const ExportInProgress: Story = {
  ...dashboardStory({
    answer: FORTY,
    download: 'exporting',
    context: { progress: { phase: 'building', done: 4_500, total: 10_000 } },
  }),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('value', '72');
  },
};

export const Downloaded: Story = dashboardStory({
  answer: FORTY,
  more: [sampleRowsPage(40, 25, 15)],
  download: 'done',
  context: { exported: { fileName: 'loans_2025-03-02_2025-03-31.xlsx', rows: 40 } },
});

export const DownloadFailed: Story = dashboardStory({
  answer: FORTY,
  download: 'failed',
  context: { exportError: 'Quota exceeded' },
});

const TEN_THOUSAND = sampleDashboard(10_000, '2025-03-31', 365);

/** 10,000 loans over a year: the rows stay virtual and the chart draws 365 days. */
export const TenThousandLoans: Story = {
  ...dashboardStory({
    filters: { ...SAMPLE_FILTERS, from_date: '2024-04-01' },
    answer: TEN_THOUSAND,
  }),
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
    scrollRows(canvasElement);
    await waitFor(() => expect(rendered().at(-1)).toHaveAccessibleName('Loan 1'));
    await expect(rendered().length).toBeLessThan(40);
    await expect(canvasElement.querySelectorAll('svg[role="img"] g')).toHaveLength(365);
  },
};
