import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import AllTagsTab from '../../src/features/loanPage/tabs/AllTagsTab.tsx';
import FamilyDataTab from '../../src/features/loanPage/tabs/FamilyDataTab.tsx';
import PropertyValuationTab from '../../src/features/loanPage/tabs/PropertyValuationTab.tsx';
import { emptyExtras, sampleExtras } from '../../tests/support/fixtures/loanPage.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { loanReads, never, tabStory } from './loanPageStories.tsx';

/** #alltags, #property-valuation and #family-data: one read of the loan's extras, each state. */
const meta = {
  title: 'Loan page/Extras tabs',
  component: AllTagsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AllTagsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const key = loanReads().extras.queryKey;
const full = tabStory((client) => client.setQueryData(key, sampleExtras));
const empty = tabStory((client) => client.setQueryData(key, emptyExtras));
const dataNotAvailable = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
};

export const TagsLoading: Story = {
  ...tabStory(() => {}, { answer: never }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.loadingTab);
  },
};

export const Tags: Story = {
  ...full,
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole('list', { name: T.tagsTitle });
    await expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const TagsEmpty: Story = { ...empty, play: dataNotAvailable };

export const TagsFailed: Story = {
  ...tabStory((client) => seedFailure(client, key, new ApiError(500, { error: 'Database busy' }))),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

export const Valuation: Story = {
  ...full,
  render: (args) => <PropertyValuationTab {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R. K. Associates')).toBeVisible();
  },
};

export const ValuationEmpty: Story = {
  ...empty,
  render: (args) => <PropertyValuationTab {...args} />,
  play: dataNotAvailable,
};

export const SocialNetwork: Story = {
  ...full,
  render: (args) => <FamilyDataTab {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Ramesh Rao' })).toBeVisible();
    await expect(c.getAllByRole('row')).toHaveLength(3);
  },
};

export const SocialNetworkEmpty: Story = {
  ...empty,
  render: (args) => <FamilyDataTab {...args} />,
  play: dataNotAvailable,
};
