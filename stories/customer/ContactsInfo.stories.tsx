import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { LOAN_HISTORY_TEXTS as T } from '../../src/features/customer/loanHistory/loanHistoryTexts.ts';
import { ContactsInfoPanel } from '../../src/features/customer/social/ContactsInfoPanel.tsx';
import { samplePhoneContacts } from '../../tests/support/fixtures/loanHistory.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { panelReads, panelStory } from './loanHistoryStories.tsx';

/** Social tab → Contacts Info: the customer's phone-book contacts in each state. */
const meta = {
  title: 'Customer/Contacts Info',
  component: ContactsInfoPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactsInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const OLD = '2026-05-08T00:00:00.000Z';
const key = (date: string | null = null) => panelReads(date).phoneContacts.queryKey;

export const Loaded: Story = {
  ...panelStory((client) => client.setQueryData(key(), samplePhoneContacts)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '7000000001' })).toBeVisible();
    await expect(c.getByRole('cell', { name: 'Risky Ravi' }).closest('tr')).toHaveAttribute(
      'data-tone',
      'blacklisted',
    );
  },
};

export const Empty: Story = {
  ...panelStory((client) => client.setQueryData(key(), { results: [] })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const Failed: Story = {
  ...panelStory((client) =>
    seedFailure(client, key(), new ApiError(502, { error: 'Bad Gateway' })),
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

export const OldVersion: Story = {
  ...panelStory(
    (client) => client.setQueryData(key(OLD), { results: samplePhoneContacts.results.slice(0, 2) }),
    { historyDate: OLD },
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: T.contactsInfo });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const Loading: Story = {
  ...panelStory(() => {}),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loadingContacts)).toBeInTheDocument();
  },
};
