import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { COLLECTIONS_TEXTS as T } from '../../src/features/collections/collectionsTexts.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { customerStory, opened } from '../customer/customerPageStories.tsx';

/** The customer page opened on Loans, its Created Loans and Collections sub-tabs. */
const meta = {
  title: 'Collections/Customer page',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const openSubTab = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(canvasElement).findByRole('tab', { name }));
};

export const CollectionsSubTab: Story = {
  ...customerStory(opened(), { hash: '#loans', answer: sampleAnswer }),
  play: async ({ canvasElement }) => {
    await openSubTab(canvasElement, T.collections);
    const c = within(canvasElement);
    await expect(await c.findByRole('table', { name: T.cohortAnalysis })).toBeVisible();
    await expect(await c.findByRole('table', { name: T.collections })).toBeVisible();
  },
};

export const CreatedLoansSubTab: Story = {
  ...customerStory(opened(), { hash: '#loans', answer: sampleAnswer }),
  play: async ({ canvasElement }) => {
    await openSubTab(canvasElement, T.createdLoans);
    const c = within(canvasElement);
    await expect(await c.findByText(T.disbursedFigures.loans, { selector: 'dt' })).toBeVisible();
  },
};
