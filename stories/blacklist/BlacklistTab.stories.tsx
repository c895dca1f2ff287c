import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FEATURE_BLOCK_SAMPLE as SAMPLE } from '../../machines/featureBlock/featureBlock.paths.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { blacklistQueries } from '../../src/features/blacklist/blacklistQueries.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { CUSTOMER_PAGE_TEXTS as PAGE } from '../../src/features/customer/customerPageTexts.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  SAMPLE_USERNAME,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from '../../tests/support/fixtures/customer.ts';
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
    // The customer page passes the show_penality flag to those who may save the table.
    await expect(canvas.getByRole('region', { name: 'Penalty entry' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Blacklist change history' })).toBeVisible();
  },
};

const OLDER = sampleVersions.versions[1]!.history_date;

/**
 * An old profile version picked: it does not record blacklisting, so the header keeps the
 * current state, marked 'now' and saying why.
 */
export const OldVersionBlacklistedNow: Story = {
  ...customerStory(
    opened(withBlacklist, (client) =>
      client.setQueryData(reads.profile(OLDER).queryKey, sampleProfileAt(OLDER)),
    ),
    { hash: '#blacklist', staff: RECOVERY_MANAGER },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: PAGE.version }), OLDER);
    await expect(await canvas.findByText(PAGE.showingVersion(OLDER))).toBeVisible();
    const badge = canvas.getByText(PAGE.blacklistedNow, { exact: false });
    await expect(badge).toHaveTextContent(`${PAGE.blacklistedNow} (${PAGE.blacklistedNowNote})`);
  },
};

/** A credit underwriter: the same table, the switches disabled with the reason; no forms. */
export const ReadOnlyRole: Story = {
  ...customerStory(opened(withBlacklist), { hash: '#blacklist' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Enable Chat' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Reward or penalty' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Penalty entry' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change blacklist level' })).toBeNull();
  },
};
