import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COLLECTIONS_TEXTS as T } from '../../src/features/collections/collectionsTexts.ts';
import { GroupLeaderProfile } from '../../src/features/collections/index.ts';
import { fakeCustomerServer, sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_MONTH } from '../../tests/support/fixtures/collections.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { viewAnswered } from './collectionStories.tsx';

/** GLs-Profile (/lender/admin/fso): pick a group leader, see their collection view. */
const meta = {
  title: 'Collections/GLs-Profile',
  component: GroupLeaderProfile,
  parameters: { layout: 'fullscreen' },
  args: {
    queries: fakeCustomerServer(sampleAnswer).queries,
    thisMonth: SAMPLE_MONTH,
    picked: null,
    onPick: () => {},
  },
  decorators: [withQueryClient(viewAnswered())],
} satisfies Meta<typeof GroupLeaderProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.pickGroupLeader)).toBeVisible();
  },
};

/** Searching offers the leaders; a pick is handed to the page, which puts it in the address. */
export const Searching: Story = {
  args: { onPick: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: T.groupLeader }), 'Aal');
    await userEvent.click(await c.findByRole('button', { name: /^Aalok Malik/ }));
    await expect(args.onPick).toHaveBeenCalledWith('8157415868');
  },
};

/** A leader picked (as after a reload of ?gl=): searched for again, named, with their view. */
export const Chosen: Story = {
  args: { picked: '8157415868' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox', { name: T.groupLeader })).toHaveValue('8157415868');
    await expect(await c.findByRole('button', { name: /^Aalok Malik/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await c.findByRole('heading', { name: 'Aalok Malik (8157415868)' })).toBeVisible();
    await expect(await c.findByRole('table', { name: T.cohortAnalysis })).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: T.groupLeader }), 'zz');
    await expect(await c.findByText(T.noGroupLeader)).toBeVisible();
  },
};
