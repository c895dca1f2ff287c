import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { SUPPORT_ADMIN_TEXTS as T } from '../../src/features/supportAdmin/index.ts';
import {
  quietAnalytics,
  quietSupervision,
  SUPPORT_RANGE,
  sampleAnalytics,
  sampleSupervision,
} from '../../tests/support/fixtures/supportCalls.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { BASE, failure, reads, SupportScreen, seed } from './supportAdminStories.tsx';

/** Analytics (support admins): support calls over the last 30 days, and the supervisor view. */
const meta = {
  title: 'Support/Analytics',
  component: SupportScreen,
  parameters: { layout: 'padded' },
  args: { start: `${BASE}?tab=analytics` },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const analytics = reads.analytics(...SUPPORT_RANGE).queryKey;
const supervision = reads.supervision(...SUPPORT_RANGE).queryKey;

export const Loading: Story = {
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(T.loading(T.supportCalls))).toBeInTheDocument();
    await expect(c.getByText(T.loading(T.supervisor))).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  decorators: [
    withQueryClient(seed([analytics, sampleAnalytics], [supervision, sampleSupervision])),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('table', { name: T.perDayTable });
    for (const name of [T.byStatus, T.byTraceability, T.perDay, T.connectRate, T.keptRate]) {
      await expect(c.getByRole('figure', { name })).toBeVisible();
    }
    await expect(c.getByRole('table', { name: T.perDayTable })).toBeVisible();
    await expect(c.getByRole('table', { name: T.perHour })).toBeVisible();
    await expect(c.getByRole('table', { name: T.agentTable })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withQueryClient(seed([analytics, quietAnalytics], [supervision, quietSupervision]))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByLabelText(T.fromDate);
    await expect(c.getAllByText(messages.common.dataNotAvailable)).toHaveLength(2);
  },
};

export const Failed: Story = {
  decorators: [withQueryClient(seed([analytics, failure], [supervision, failure]))],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(T.analyticsFailed)).toBeVisible();
    await expect(c.getByText(T.supervisionFailed)).toBeVisible();
    await expect(c.getAllByRole('button', { name: T.retry })).toHaveLength(2);
  },
};
