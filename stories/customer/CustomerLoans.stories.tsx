import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { loanTabQueries } from '../../src/features/customer/loans/loanQueries.ts';
import { ACH_PROVIDERS } from '../../src/features/customer/loans/loanRules.ts';
import { LOAN_TEXTS as T } from '../../src/features/customer/loans/loanTexts.ts';
import type { CustomerLoans } from '../../src/features/customer/loans/loanTypes.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  SAMPLE_USERNAME,
  sampleProfileAt,
  sampleVersions,
} from '../../tests/support/fixtures/customer.ts';
import {
  noAchDebits,
  noDeletedLoanshares,
  sampleAchDebits,
  sampleDeletedLoanshares,
  sampleLoans,
  sampleLoansAt,
} from '../../tests/support/fixtures/customerLoans.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { customerStory, never, opened, reads } from './customerPageStories.tsx';

/** The customer page's Loans tab (#loans, the default): each table and sub-tab in each state. */
const meta = {
  title: 'Customer/Loans',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const loanReads = loanTabQueries(fakeCustomerServer().queries, SAMPLE_USERNAME);
const OLDER = sampleVersions.versions[1]!.history_date;
const failure = new ApiError(502, { error: 'Bad Gateway' });

/** The debits of every provider (empty when `empty`) and the loans as given. */
const selfLoans =
  (loans: CustomerLoans, empty = false) =>
  (client: QueryClient) => {
    for (const provider of ACH_PROVIDERS) {
      const debits = empty ? noAchDebits : sampleAchDebits[provider];
      client.setQueryData(loanReads.achDebits(provider).queryKey, debits);
    }
    client.setQueryData(loanReads.loans(null).queryKey, loans);
  };
const table = (canvasElement: HTMLElement, caption: string) =>
  within(canvasElement).findByRole('table', { name: caption });
const openDeleted = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name: T.subTabs.deleted }));
};

export const SelfLoans: Story = {
  ...customerStory(opened(selfLoans(sampleLoans)), { hash: '#loans' }),
  play: async ({ canvasElement }) => {
    const loans = within(await table(canvasElement, T.loans));
    await expect(loans.getAllByRole('row')).toHaveLength(1 + sampleLoans.results.length);
    await expect(loans.getByText('Written Off')).toBeInTheDocument();
    const razorpay = within(await table(canvasElement, T.achDebits('Razorpay')));
    await expect(razorpay.getByText('Insufficient funds in account')).toBeInTheDocument();
  },
};

export const SelfLoansEmpty: Story = {
  ...customerStory(opened(selfLoans({ results: [] }, true)), { hash: '#loans' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(messages.common.dataNotAvailable)).toHaveLength(4);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const SelfLoansLoading: Story = {
  ...customerStory(opened(), { hash: '#loans' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loadingLoans)).toBeInTheDocument();
  },
};

export const LoansFailed: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) =>
      seedFailure(client, loanReads.loans(null).queryKey, failure),
    ),
    {
      hash: '#loans',
      answer: (r) => (r.read === 'loans' ? { status: 200, body: sampleLoans } : never()),
    },
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.customer.loansFetchFailed);
    await expect(alert).toHaveTextContent('Bad Gateway');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await table(canvasElement, T.loans)).toBeInTheDocument();
  },
};

export const AchDebitsFailed: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) =>
      seedFailure(client, loanReads.achDebits('cashfree').queryKey, failure),
    ),
    {
      hash: '#loans',
      answer: (r) =>
        r.read === 'ach-debits/cashfree'
          ? { status: 200, body: sampleAchDebits.cashfree }
          : never(),
    },
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await table(canvasElement, T.achDebits('Cashfree'))).toBeInTheDocument();
  },
};

/** An old version picked: the loans as they stood then, under the old-version banner. */
export const LoansOldVersion: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) => {
      client.setQueryData(loanReads.loans(OLDER).queryKey, sampleLoansAt(OLDER));
      client.setQueryData(reads.profile(OLDER).queryKey, sampleProfileAt(OLDER));
    }),
    { hash: '#loans' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Loan Disbursed').length).toBeGreaterThan(0);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Version' }), OLDER);
    await expect(await canvas.findByRole('note', { name: 'Old version' })).toBeVisible();
    await expect(await canvas.findByText('Loan Approved')).toBeInTheDocument();
  },
};

export const DeletedLoanshares: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) =>
      client.setQueryData(loanReads.deletedLoanshares.queryKey, sampleDeletedLoanshares),
    ),
    { hash: '#loans' },
  ),
  play: async ({ canvasElement }) => {
    await openDeleted(canvasElement);
    const deleted = within(await table(canvasElement, T.deletedLoanshares));
    await expect(deleted.getByText('Customer opted out of the group')).toBeInTheDocument();
  },
};

export const DeletedLoansharesEmpty: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) =>
      client.setQueryData(loanReads.deletedLoanshares.queryKey, noDeletedLoanshares),
    ),
    { hash: '#loans' },
  ),
  play: async ({ canvasElement }) => {
    await openDeleted(canvasElement);
    const panel = within(canvasElement);
    await expect(await panel.findByText(messages.common.dataNotAvailable)).toBeInTheDocument();
  },
};

export const DeletedLoansharesFailed: Story = {
  ...customerStory(
    opened(selfLoans(sampleLoans), (client) =>
      seedFailure(client, loanReads.deletedLoanshares.queryKey, failure),
    ),
    {
      hash: '#loans',
      answer: (r) =>
        r.read === 'deleted-loanshares' ? { status: 200, body: sampleDeletedLoanshares } : never(),
    },
  ),
  play: async ({ canvasElement }) => {
    await openDeleted(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await table(canvasElement, T.deletedLoanshares)).toBeInTheDocument();
  },
};
