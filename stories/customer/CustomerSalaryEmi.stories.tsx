import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { salaryEmiQueries } from '../../src/features/salaryEmi/salaryEmiQueries.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { sampleLoans } from '../../tests/support/fixtures/customerLoans.ts';
import {
  sampleEmi,
  sampleFip,
  sampleFoir,
  sampleSalary,
} from '../../tests/support/fixtures/salaryEmi.ts';
import { customerStory, opened } from './customerPageStories.tsx';

/** The customer page opened on its Salary & EMI tab (#salaryemi). */
const meta = {
  title: 'Customer/Salary & EMI',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const reads = salaryEmiQueries(fakeCustomerServer().queries, SAMPLE_USERNAME);

export const Loaded: Story = {
  ...customerStory(
    opened((client) => {
      client.setQueryData(reads.salary.queryKey, sampleSalary);
      client.setQueryData(reads.emi.queryKey, sampleEmi);
      client.setQueryData(reads.fip.queryKey, sampleFip);
      client.setQueryData(reads.loans(null).queryKey, sampleLoans);
      for (const loan of sampleLoans.results) {
        client.setQueryData(reads.foir(loan.id).queryKey, sampleFoir);
      }
    }),
    { hash: '#salaryemi' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Salary & EMI', selected: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Salary' })).toBeEnabled();
  },
};
