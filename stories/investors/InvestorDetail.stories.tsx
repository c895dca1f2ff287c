import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { components } from '../../openapi/generated/main.ts';
import { InvestorDetailView } from '../../src/features/investors/index.ts';

const DETAIL: components['schemas']['InvestorDetail'] = {
  investor: { username: '9000000027', name: 'Investor' },
  as_of: '2026-11-29',
  summary: {
    invested: 1_050_000,
    principal_returned: 541_667,
    outstanding: 508_333,
    interest_earned: 71_406,
    active_investments: 1,
    loans_funded: 8,
  },
  investments: [
    {
      id: 5,
      pool: 'Group Loans Pool A (Bihar)',
      rate_pct: 12.5,
      tenure_months: 12,
      amount: 300_000,
      invested_on: '2026-08-01',
      matures_on: '2027-07-27',
      status: 'ACTIVE',
      principal_returned: 75_000,
      interest_earned: 8_984,
      loans: [
        { loan_id: 120, amount: 75_000, loan_status: 'loan_disbursed' },
        { loan_id: 121, amount: 75_000, loan_status: 'completed' },
      ],
    },
  ],
  payouts: [
    {
      id: 40,
      investment_id: 5,
      pool: 'Group Loans Pool A (Bihar)',
      paid_on: '2026-10-30',
      principal: 25_000,
      interest: 2_865,
    },
  ],
};

/** What an investor reads on Investors: the server's figures. */
const meta = {
  title: 'Investors/Investor detail',
  component: InvestorDetailView,
  args: { detail: DETAIL },
} satisfies Meta<typeof InvestorDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInvestments: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('₹10,50,000')).toBeVisible();
    await expect(c.getByRole('table', { name: 'Investments' })).toBeVisible();
    await expect(c.getByText('Loan 120: ₹75,000 (loan_disbursed)')).toBeVisible();
    await expect(c.getByRole('table', { name: 'Payouts' })).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    detail: {
      ...DETAIL,
      summary: {
        ...DETAIL.summary,
        invested: 0,
        principal_returned: 0,
        outstanding: 0,
        interest_earned: 0,
        active_investments: 0,
        loans_funded: 0,
      },
      investments: [],
      payouts: [],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No investments yet.')).toBeVisible();
    await expect(c.getByText('No payouts yet.')).toBeVisible();
  },
};
