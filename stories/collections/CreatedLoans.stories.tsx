import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { COLLECTIONS_TEXTS as T } from '../../src/features/collections/collectionsTexts.ts';
import { CreatedLoansPanel } from '../../src/features/collections/index.ts';
import { SAMPLE_TODAY } from '../../tests/support/fixtures/collections.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { createdAnswered, createdFailed, silent } from './collectionStories.tsx';

/** Loans → Created Loans: disbursed stats for a range and a month's collection summary. */
const meta = {
  title: 'Collections/Created Loans',
  component: CreatedLoansPanel,
  parameters: { layout: 'padded' },
  args: {
    queries: silent.queries,
    username: SAMPLE_USERNAME,
    historyDate: null,
    flags: {} as never,
    me: '9000000001',
    today: SAMPLE_TODAY,
  },
} satisfies Meta<typeof CreatedLoansPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const figure = (el: HTMLElement, label: string) =>
  within(el).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Loaded: Story = {
  decorators: [withQueryClient(createdAnswered())],
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, T.disbursedFigures.loans)).toHaveTextContent('3');
    await expect(figure(canvasElement, T.disbursedFigures.amount)).toHaveTextContent('₹4,06,000');
    await expect(figure(canvasElement, T.summary.percent)).toHaveTextContent('50.00%');
  },
};

export const Empty: Story = {
  decorators: [withQueryClient(createdAnswered(true))],
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, T.disbursedFigures.loans)).toHaveTextContent('0');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  decorators: [withQueryClient(createdFailed)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(messages.customer.disbursedDataFetchFailed)).toBeVisible();
    await expect(c.getByText(messages.customer.collectionsFetchFailed)).toBeVisible();
  },
};

export const OldVersion: Story = {
  args: { historyDate: '2026-05-08T00:00:00.000Z' },
  decorators: [withQueryClient(createdAnswered())],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(T.oldVersionNote);
  },
};
