import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { SalaryEmiPanel } from '../../src/features/salaryEmi/index.ts';
import { salaryEmiQueries } from '../../src/features/salaryEmi/salaryEmiQueries.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_STAFF, SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { sampleLoans } from '../../tests/support/fixtures/customerLoans.ts';
import {
  noEntries,
  sampleEmi,
  sampleFip,
  sampleFoir,
  sampleSalary,
} from '../../tests/support/fixtures/salaryEmi.ts';
import { never } from '../customer/customerPageStories.tsx';
import { type QuerySeed, seedFailure, withQueryClient } from '../support/withQueryClient.tsx';

const server = fakeCustomerServer(never);
const reads = salaryEmiQueries(server.queries, SAMPLE_USERNAME);

const seeded =
  (
    lists: { salary: unknown; emi: unknown; fip: unknown },
    historyDate: string | null = null,
  ): QuerySeed =>
  (client) => {
    client.setQueryData(reads.salary.queryKey, lists.salary);
    client.setQueryData(reads.emi.queryKey, lists.emi);
    client.setQueryData(reads.fip.queryKey, lists.fip);
    client.setQueryData(reads.loans(historyDate).queryKey, sampleLoans);
    for (const loan of sampleLoans.results)
      client.setQueryData(reads.foir(loan.id).queryKey, sampleFoir);
  };
const loaded = seeded({ salary: sampleSalary, emi: sampleEmi, fip: sampleFip });

/** The whole tab for one customer, as the customer page (and later the loan page) hosts it. */
const meta = {
  title: 'Salary & EMI/Panel',
  component: SalaryEmiPanel,
  parameters: { layout: 'padded' },
  args: {
    queries: server.queries,
    username: SAMPLE_USERNAME,
    historyDate: null,
    flags: SAMPLE_STAFF.flags,
    me: SAMPLE_STAFF.me,
    today: '2026-11-24',
  },
} satisfies Meta<typeof SalaryEmiPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [withQueryClient(loaded)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const heading of ['FOIR Details', 'Salary Details', 'EMI Details', 'FIP Details']) {
      await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(canvas.getAllByText('20.10%').length).toBe(sampleLoans.results.length);
  },
};

export const Empty: Story = {
  decorators: [
    withQueryClient((client) => {
      seeded({ salary: noEntries, emi: noEntries, fip: noEntries })(client);
      client.setQueryData(reads.loans(null).queryKey, { results: [] });
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Data Not Available')).toHaveLength(4);
  },
};

export const Failed: Story = {
  decorators: [
    withQueryClient((client) => {
      const error = new ApiError(503, { error: 'Service unavailable' });
      for (const key of [
        reads.salary.queryKey,
        reads.emi.queryKey,
        reads.fip.queryKey,
        reads.loans(null).queryKey,
      ]) {
        seedFailure(client, key, error);
      }
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
  },
};

/** An old version picked: the lists are today's, FOIR follows the version's loans. */
export const OldVersion: Story = {
  args: { historyDate: '2026-06-01T10:00:00.000Z' },
  decorators: [
    withQueryClient(
      seeded({ salary: sampleSalary, emi: sampleEmi, fip: sampleFip }, '2026-06-01T10:00:00.000Z'),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'have no saved versions',
    );
  },
};

/** Two co-borrowers (a loan page): one section each. */
export const TwoCoborrowers: Story = {
  args: { usernames: [SAMPLE_USERNAME, '9876501234'] },
  decorators: [withQueryClient(loaded)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '9876501234' })).toBeVisible();
  },
};
