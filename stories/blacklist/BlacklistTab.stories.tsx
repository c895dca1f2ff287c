import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEATURE_BLOCK_SAMPLE as SAMPLE } from '../../machines/featureBlock/featureBlock.paths.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { blacklistQueries } from '../../src/features/blacklist/blacklistQueries.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME, sampleProfile } from '../../tests/support/fixtures/customer.ts';
import { customerStory, opened, reads } from '../customer/customerPageStories.tsx';
import type { QuerySeed } from '../support/withQueryClient.tsx';

/** The Blacklist Information tab on the customer page, over the showcase record. */
const blacklistReads = blacklistQueries(fakeCustomerServer().queries, SAMPLE_USERNAME);
const withBlacklist: QuerySeed = (client) => {
  client.setQueryData(reads.profile(null).queryKey, { ...sampleProfile, blacklisted: true });
  client.setQueryData(blacklistReads.record.queryKey, { ...SAMPLE.record, blacklist_level: 2 });
  client.setQueryData(blacklistReads.changes.queryKey, {
    changes: [
      {
        id: 1,
        changed_by: '9000000024',
        changed_at: '2026-10-02T10:15:00+05:30',
        field: 'enable_profile',
        old_value: 'enabled',
        new_value: SAMPLE.record.resume_enable_profile,
        reason: SAMPLE.record.enable_profile_reason,
      },
    ],
  });
};
const RECOVERY_MANAGER = { flags: roleFlagsOf('is_recovery_manager'), me: '9000000022' };

const meta = {
  title: 'Customer/Blacklist/Customer page tab',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A recovery manager: switches, the level, the reward/penalty form, the history. */
export const Editor: Story = {
  ...customerStory(opened(withBlacklist), { hash: '#blacklist', staff: RECOVERY_MANAGER }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blacklisted', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Enable Chat' })).toBeEnabled();
    await expect(canvas.getByText('Current blacklist level: 2')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Reward or penalty' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Blacklist change history' })).toBeVisible();
  },
};

/** A credit underwriter: the same table, the switches disabled with the reason; no forms. */
export const ReadOnlyRole: Story = {
  ...customerStory(opened(withBlacklist), { hash: '#blacklist' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Enable Chat' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Reward or penalty' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change blacklist level' })).toBeNull();
  },
};
