import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { SUPPORT_ADMIN_TEXTS as T } from '../../src/features/supportAdmin/index.ts';
import { PAGER_TEXTS } from '../../src/ui/list/Pager.tsx';
import { SUPPORT_MOBILE, supportPage } from '../../tests/support/fixtures/supportCalls.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { BASE, failure, reads, SupportScreen, seed } from './supportAdminStories.tsx';

/** Customer Support's tab strip, Search Call and Assigned Calls in each of their states. */
const meta = {
  title: 'Support/Customer Support tabs',
  component: SupportScreen,
  parameters: { layout: 'padded' },
  args: { start: BASE },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const SEARCHED = `${BASE}?tab=search&mobile=${SUPPORT_MOBILE}`;

/** The first tab (the call desk) for a support admin: every tab offered. */
export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: T.tabs.call })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(c.getAllByRole('tab')).toHaveLength(4);
    await expect(c.getByTestId('call-desk')).toBeVisible();
  },
};

/** A support agent: Search Call and Assigned Calls, no Analytics. */
export const SupportAgent: Story = {
  args: { offered: ['search', 'assigned'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('tab')).toHaveLength(3);
    await expect(c.queryByRole('tab', { name: T.tabs.analytics })).toBeNull();
  },
};

/** Search Call before a search: the box, Search disabled while it is empty. */
export const SearchIdle: Story = {
  args: { start: `${BASE}?tab=search` },
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: T.search })).toBeDisabled();
    await userEvent.type(c.getByLabelText(T.mobile), 'ab81');
    await expect(c.getByLabelText(T.mobile)).toHaveValue('81');
    await expect(c.getByRole('button', { name: T.search })).toBeEnabled();
  },
};

export const SearchLoading: Story = {
  args: { start: SEARCHED },
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(T.loading(T.searchResults(SUPPORT_MOBILE))),
    ).toBeInTheDocument();
  },
};

export const SearchResults: Story = {
  args: { start: SEARCHED },
  decorators: [
    withQueryClient(seed([reads.search(SUPPORT_MOBILE, 1).queryKey, supportPage(1, 25)])),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: T.searchResults(SUPPORT_MOBILE) });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(c.getByText(PAGER_TEXTS.pageOf(1, 3))).toBeVisible();
    await expect(c.getByRole('button', { name: PAGER_TEXTS.previous })).toBeDisabled();
  },
};

/** The last page of a search: Next disabled, the rows that are left. */
export const SearchLastPage: Story = {
  args: { start: `${SEARCHED}&page=3` },
  decorators: [
    withQueryClient(seed([reads.search(SUPPORT_MOBILE, 3).queryKey, supportPage(3, 25)])),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(PAGER_TEXTS.pageOf(3, 3))).toBeVisible();
    await expect(c.getByRole('button', { name: PAGER_TEXTS.next })).toBeDisabled();
    await expect(c.getAllByRole('row')).toHaveLength(6);
  },
};

export const SearchEmpty: Story = {
  args: { start: SEARCHED },
  decorators: [
    withQueryClient(seed([reads.search(SUPPORT_MOBILE, 1).queryKey, supportPage(1, 0)])),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { start: SEARCHED },
  decorators: [withQueryClient(seed([reads.search(SUPPORT_MOBILE, 1).queryKey, failure]))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(T.searchFailed)).toBeVisible();
    await expect(c.getByText(failure.message)).toBeVisible();
    await expect(c.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

export const AssignedLoading: Story = {
  args: { start: `${BASE}?tab=assigned` },
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loading(T.assignedCaption))).toBeInTheDocument();
  },
};

export const AssignedPage2: Story = {
  args: { start: `${BASE}?tab=assigned&page=2` },
  decorators: [withQueryClient(seed([reads.assigned(2).queryKey, supportPage(2, 12)]))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(PAGER_TEXTS.pageOf(2, 2))).toBeVisible();
    await expect(c.getByRole('button', { name: T.openCall(90) })).toBeVisible();
  },
};

export const AssignedEmpty: Story = {
  args: { start: `${BASE}?tab=assigned` },
  decorators: [withQueryClient(seed([reads.assigned(1).queryKey, supportPage(1, 0)]))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const AssignedFailed: Story = {
  args: { start: `${BASE}?tab=assigned` },
  decorators: [withQueryClient(seed([reads.assigned(1).queryKey, failure]))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.searchFailed)).toBeVisible();
  },
};
