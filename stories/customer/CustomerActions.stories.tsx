import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EARLY_PAY_TEXTS as EP } from '../../machines/earlyPay/index.ts';
import { ApiError } from '../../src/api/errors.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { messages } from '../../src/domain/messages.ts';
import { actionQueries } from '../../src/features/customer/actions/actionQueries.ts';
import { ACTIONS_TEXTS as T } from '../../src/features/customer/actions/actionsTexts.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { fakeCustomerServer, ok } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { sampleActionLoans } from '../../tests/support/fixtures/customerActions.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { customerStory, opened } from './customerPageStories.tsx';

/** The customer page's Actions tab (#actions) in each state of its read. */
const meta = {
  title: 'Customer/Actions',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const loansKey = actionQueries(fakeCustomerServer().queries, SAMPLE_USERNAME).loans.queryKey;
const withLoans = opened((client) => client.setQueryData(loansKey, sampleActionLoans));

export const Loaded: Story = {
  ...customerStory(withLoans, { hash: '#actions' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.downloadCrif })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: T.updateCallDetails })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: EP.loan })).toBeEnabled();
  },
};

/** No loan can be picked: the form says why. */
export const NoSelectableLoans: Story = {
  ...customerStory(
    opened((client) =>
      client.setQueryData(loansKey, {
        results: sampleActionLoans.results.filter((loan) => loan.status !== 'loan_disbursed'),
      }),
    ),
    { hash: '#actions' },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EP.noLoans)).toBeVisible();
  },
};

export const LoansLoading: Story = {
  ...customerStory(opened(), { hash: '#actions' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loadingLoans)).toBeInTheDocument();
  },
};

export const LoansFailed: Story = {
  ...customerStory(
    opened((client) => seedFailure(client, loansKey, new ApiError(500, { error: 'boom' }))),
    { hash: '#actions', answer: async () => ok(sampleActionLoans) },
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(messages.customer.loansFetchFailed),
    ).toBeInTheDocument();
  },
};

/** A lender read-only user: every action disabled, the reason shown and read out. */
export const LenderReadOnly: Story = {
  ...customerStory(withLoans, {
    hash: '#actions',
    staff: { flags: roleFlagsOf('is_lender_read_only'), me: '9000000020' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(T.readOnly);
    for (const name of [T.downloadCrif, T.updateCallDetails, EP.request]) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};
