import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { SupportCaseFacts } from '../../src/features/support/SupportCaseFacts.tsx';
import {
  type SupportOverview,
  SupportOverviewPanel,
} from '../../src/features/support/SupportOverviewPanel.tsx';

const OVERVIEW: SupportOverview = {
  assigned_cases: 12,
  unactioned_cases_loan: 4,
  unactioned_cases_general: 3,
  cs_contact: { RNR: 2, NC: 1, CON: 6, None: 3 },
  support_status: { OPEN: 7, CLOSED: 3, RESOLVED: 2 },
};

/** The support overview above the calls of the Customer Support Call tab. */
const meta = {
  title: 'Support calls/Support overview',
  component: SupportOverviewPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SupportOverviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { query: { status: 'pending', data: undefined, error: null, refetch: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Loading the support overview…').closest('[aria-busy=true]'),
    ).not.toBeNull();
  },
};

export const Counters: Story = {
  args: { query: { status: 'success', data: OVERVIEW, error: null, refetch: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Assigned cases').nextElementSibling).toHaveTextContent('12');
    await expect(canvas.getByText('Unactioned loan cases').nextElementSibling).toHaveTextContent(
      '4',
    );
    await expect(canvas.getByText('Unactioned general cases').nextElementSibling).toHaveTextContent(
      '3',
    );
    const traceability = canvas.getByRole('table', { name: 'Traceability' });
    await expect(
      within(traceability).getByRole('row', { name: 'Ringing not recieved 2' }),
    ).toBeVisible();
    await expect(within(traceability).getByRole('row', { name: 'Not Called Yet 3' })).toBeVisible();
    const status = canvas.getByRole('table', { name: 'Support status' });
    await expect(within(status).getByRole('row', { name: 'OPEN 7' })).toBeVisible();
    await expect(within(status).getByRole('row', { name: 'RESOLVED 2' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    query: {
      status: 'error',
      data: undefined,
      error: new ApiError(403, { error: 'Not a support agent' }),
      refetch: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('something went wrong, Please try again');
    await expect(alert).toHaveTextContent('Not a support agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.query.refetch).toHaveBeenCalled();
  },
};

/** The support call's facts beside its case. */
export const CaseFacts: Story = {
  args: { query: { status: 'success', data: OVERVIEW, error: null, refetch: fn() } },
  render: () => (
    <SupportCaseFacts
      support={{ loan_related: true, status: 'OPEN', raised_count: 3, feedback_count: 1 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByRole('region', { name: 'Support call' });
    await expect(within(facts).getByText('Loan related').nextElementSibling).toHaveTextContent(
      'Yes',
    );
    await expect(within(facts).getByText('Raised count').nextElementSibling).toHaveTextContent('3');
  },
};
