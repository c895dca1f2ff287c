import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { LoanHistoryPanel } from '../../src/features/customer/loanHistory/LoanHistoryPanel.tsx';
import { LOAN_HISTORY_TEXTS as T } from '../../src/features/customer/loanHistory/loanHistoryTexts.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import {
  sampleCoborrowerContacts,
  sampleContactsHistoryAt,
  sampleLoanHistoryAt,
  sampleRelationships,
} from '../../tests/support/fixtures/loanHistory.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { panelReads, panelStory } from './loanHistoryStories.tsx';

/** The loan history panel (Loans tab → Self Loans, below the loans table) in each state. */
const meta = {
  title: 'Customer/Loan history',
  component: LoanHistoryPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoanHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const OLD = '2026-05-08T00:00:00.000Z';
const loaded =
  (date: string | null = null) =>
  (client: Parameters<Parameters<typeof panelStory>[0]>[0]) => {
    const reads = panelReads(date);
    client.setQueryData(reads.history.queryKey, sampleLoanHistoryAt(date));
    client.setQueryData(reads.contactsHistory.queryKey, sampleContactsHistoryAt(date));
    client.setQueryData(reads.coborrowerContacts.queryKey, sampleCoborrowerContacts);
    client.setQueryData(reads.relationships.queryKey, sampleRelationships);
  };
const canvas = (el: HTMLElement) => within(el);

export const Loaded: Story = {
  ...panelStory(loaded()),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await expect(c.getByRole('table', { name: T.loanHistoryOf('Aalok Malik') })).toBeVisible();
    await expect(c.getByRole('cell', { name: '5578' }).closest('tr')).toHaveAttribute(
      'data-tone',
      'written-off',
    );
    await expect(c.getByRole('cell', { name: 'Risky Ravi' }).closest('tr')).toHaveAttribute(
      'data-tone',
      'blacklisted',
    );
    await expect(c.getByRole('cell', { name: 'Good Payer' }).closest('tr')).toHaveAttribute(
      'data-tone',
      'successful',
    );
    await expect(c.getByRole('table', { name: T.relationships })).toBeVisible();
  },
};

export const Empty: Story = {
  ...panelStory((client) => {
    const reads = panelReads();
    client.setQueryData(reads.history.queryKey, {
      results: [
        {
          name: 'Aalok Malik',
          user: SAMPLE_USERNAME,
          loanwise_details: [],
          loan_status: { total: 0, success: 0, settled: 0, rejected: 0 },
        },
      ],
    });
    client.setQueryData(reads.contactsHistory.queryKey, { results: [] });
    client.setQueryData(reads.coborrowerContacts.queryKey, { results: [] });
    client.setQueryData(reads.relationships.queryKey, { results: [] });
  }),
  play: async ({ canvasElement }) => {
    // History, co-borrowers' contacts, relationships and contacts' loan history.
    await expect(canvas(canvasElement).getAllByText(messages.common.dataNotAvailable)).toHaveLength(
      4,
    );
  },
};

export const Loading: Story = {
  ...panelStory(() => {}),
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByText(T.loading)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  ...panelStory((client) => {
    const reads = panelReads();
    const error = new ApiError(502, { error: 'Bad Gateway' });
    seedFailure(client, reads.history.queryKey, error);
    seedFailure(client, reads.contactsHistory.queryKey, error);
    seedFailure(client, reads.coborrowerContacts.queryKey, error);
  }),
  play: async ({ canvasElement }) => {
    const alerts = canvas(canvasElement).getAllByRole('alert');
    await expect(alerts.map((a) => a.querySelector('p')?.textContent)).toEqual([
      messages.customer.loanHistoryFetchFailed,
      messages.customer.coborrowerContactNameFetchFailed,
      messages.customer.coborrowerContactsHistoryFetchFailed,
    ]);
    for (const alert of alerts) {
      await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
    }
  },
};

export const OldVersion: Story = {
  ...panelStory(loaded(OLD), { historyDate: OLD }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    const history = c.getByRole('table', { name: T.loanHistoryOf('Aalok Malik') });
    await expect(within(history).getAllByRole('row')).toHaveLength(2);
    await expect(c.queryByRole('cell', { name: 'Plain Contact' })).toBeNull();
  },
};

export const AreaSalesManager: Story = {
  ...panelStory(loaded(), { role: 'is_area_sales_manager' }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await expect(c.getByRole('table', { name: T.coborrowersContact })).toBeVisible();
    await expect(c.queryByRole('table', { name: T.coborrowersContactLoanHistory })).toBeNull();
  },
};

export const B2B: Story = {
  ...panelStory(loaded(), { role: 'is_b2b' }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await expect(c.queryByRole('table', { name: T.borrowersLoanStatus })).toBeNull();
    await expect(c.getByRole('table', { name: T.coborrowersContactLoanHistory })).toBeVisible();
  },
};

export const BlacklistHistoryOpen: Story = {
  ...panelStory(loaded()),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      canvas(canvasElement).getByRole('button', {
        name: T.blacklistHistoryOf(T.blacklistLevel(3), 'Risky Ravi'),
      }),
    );
    // The dialog renders in a portal outside the story's canvas.
    const dialog = await within(document.body).findByRole('dialog', { name: T.blacklistHistory });
    await expect(dialog).toHaveTextContent('Wrote off a group loan');
    await expect(within(dialog).getByRole('button', { name: T.ok })).toBeVisible();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
