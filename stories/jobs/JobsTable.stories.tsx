import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CREATE_JOB_SAMPLE as S } from '../../machines/createJob/createJob.paths.ts';
import { JobsTable } from '../../src/features/jobs/index.ts';

const ROWS = [
  { ...S.answer, id: 44 },
  { ...S.answer, id: 43, status: 'RUNNING', progress: 50 },
  {
    ...S.answer,
    id: 42,
    status: 'DONE',
    progress: 100,
    created_by: 'Recovery manager',
    created_by_me: false,
    result: {
      summary: '12 unpaid instalments are 30 or more days overdue (₹4,800 due).',
      count: 12,
    },
  },
  {
    ...S.answer,
    id: 41,
    type: 'channel_message',
    params: { channel_name: 'credit-desk-old', message: 'Please clear the pending files today.' },
    status: 'FAILED',
    progress: 75,
    error: 'The channel "credit-desk-old" no longer exists.',
  },
] as const;

/** One page of jobs in every status, with Details and the pager. */
const meta = {
  title: 'Jobs/Jobs table',
  component: JobsTable,
  args: {
    results: ROWS,
    page: 1,
    pages: 2,
    count: 24,
    busy: false,
    onDetails: fn(),
    onPage: fn(),
  },
} satisfies Meta<typeof JobsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Jobs' });
    await expect(within(table).getByText('Waiting to start')).toBeVisible();
    await expect(within(table).getByText('Running 50%')).toBeVisible();
    await expect(within(table).getByText(ROWS[2].result.summary)).toBeVisible();
    await expect(within(table).getByText(ROWS[3].error)).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Details of job 41' })).toBeEnabled();
  },
};

/** Another page on its way: this one stays, marked busy. */
export const LoadingAnotherPage: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Jobs' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};
