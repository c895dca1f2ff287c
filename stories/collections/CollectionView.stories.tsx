import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { COLLECTIONS_TEXTS as T } from '../../src/features/collections/collectionsTexts.ts';
import { CollectionView } from '../../src/features/collections/index.ts';
import { fakeCustomerServer, sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_MONTH } from '../../tests/support/fixtures/collections.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { silent, USERNAMES, viewAnswered, viewFailed } from './collectionStories.tsx';

/** The collection view (Loans → Collections, GLs-Profile): each panel loaded, empty, failed, old. */
const meta = {
  title: 'Collections/Collection view',
  component: CollectionView,
  parameters: { layout: 'padded' },
  args: {
    queries: silent.queries,
    usernames: USERNAMES,
    historyDate: null,
    thisMonth: SAMPLE_MONTH,
  },
} satisfies Meta<typeof CollectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [withQueryClient(viewAnswered())],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const cohorts = c.getByRole('table', { name: T.cohortAnalysis });
    await expect(within(cohorts).getAllByRole('row').at(-1)).toHaveTextContent('50.00%');
    await expect(c.getByRole('figure', { name: T.parChart })).toBeVisible();
    await expect(c.getByRole('table', { name: T.efficiency })).toBeVisible();
    await expect(c.getByRole('table', { name: T.collections })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  },
};

/** Nothing to show: no cohorts ('Data Not Available'), no non-starters, nothing due. */
export const Empty: Story = {
  decorators: [withQueryClient(viewAnswered(true))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(messages.common.dataNotAvailable)).toBeVisible();
    await expect(c.queryByRole('table', { name: T.collections })).toBeNull();
  },
};

export const Loading: Story = {
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loading(T.cohortAnalysis))).toBeInTheDocument();
  },
};

/** Each read failed: the spec's words of each, with Retry. */
export const Failed: Story = {
  decorators: [withQueryClient(viewFailed)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const text of [
      messages.customer.cohortFetchFailed,
      messages.customer.nonStarterFetchFailed,
      messages.customer.collectionsFetchFailed,
    ]) {
      await expect(c.getByText(text)).toBeVisible();
    }
  },
};

/** On a saved version of the page: these figures are today's, and it says so. */
export const OldVersion: Story = {
  args: { historyDate: '2026-05-08T00:00:00.000Z' },
  decorators: [withQueryClient(viewAnswered())],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(T.oldVersionNote);
  },
};

/** The efficiency stepper one month back: the three months move with it. */
export const SteppedBack: Story = {
  args: { queries: fakeCustomerServer(sampleAnswer).queries },
  decorators: [withQueryClient(viewAnswered())],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: T.previousMonth }));
    await expect(c.getByRole('status', { name: T.month })).toHaveTextContent('Oct 2026');
    const efficiency = await c.findByRole('table', { name: T.efficiency });
    await expect(await within(efficiency).findByText('Aug 2026')).toBeVisible();
  },
};
