import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  emptyActivity,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from '../../machines/customerPage/index.ts';
import { CustomerPageView } from '../../src/features/customer/CustomerPageView.tsx';
import { customerPageArgs, customerPageView, loaded, openValue } from './customerPageStates.tsx';

/** The customer page (/lender/user/{username}) in each of its states. */
const meta = {
  title: 'Customer/Page',
  component: CustomerPageView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const S = 'customerPage';
const MAIN = `${S}.open.main`;
const ACTIVITY = `${S}.open.activity`;
const [NEWER, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];

export const CheckingAccess: Story = {
  args: customerPageArgs(customerPageView('checkingAccess')),
  parameters: { machineState: `${S}.checkingAccess` },
};

export const AccessCheckFailed: Story = {
  args: customerPageArgs(customerPageView('accessFailed', { error: 'Customer not found' })),
  parameters: { machineState: `${S}.accessFailed` },
};

export const Refused: Story = {
  args: customerPageArgs(customerPageView('refused')),
  parameters: { machineState: `${S}.refused` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sorry! You don't have access to see this page")).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const NotFound: Story = {
  args: customerPageArgs(customerPageView('notFound', { username: '12345' })),
  parameters: { machineState: `${S}.notFound` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("No customer has the id '12345'.");
    // Nothing to retry: a retry cannot find a customer who does not exist.
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to customers' })).toBeVisible();
  },
};

/** A lender cannot open the customer list: no link that would lead to a refusal. */
export const RefusedWithoutCustomerList: Story = {
  args: { ...customerPageArgs(customerPageView('refused')), backHref: null },
  parameters: { machineState: `${S}.refused` },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Back to customers' }),
    ).toBeNull();
  },
};

export const LoadingProfile: Story = {
  args: customerPageArgs(
    customerPageView(
      openValue({ loading: { profile: 'fetching', versions: 'fetching' } }, 'loading'),
    ),
  ),
  parameters: {
    machineState: [
      `${MAIN}.loading.profile.fetching`,
      `${MAIN}.loading.versions.fetching`,
      `${ACTIVITY}.loading`,
    ],
  },
};

export const ProfileInVersionsPending: Story = {
  args: customerPageArgs(
    customerPageView(
      openValue({ loading: { profile: 'fetched', versions: 'fetching' } }, 'loading'),
      {
        profile: sampleProfile,
      },
    ),
  ),
  parameters: {
    machineState: [`${MAIN}.loading.profile.fetched`, `${MAIN}.loading.versions.fetching`],
  },
};

export const VersionsInProfilePending: Story = {
  args: customerPageArgs(
    customerPageView(
      openValue({ loading: { profile: 'fetching', versions: 'fetched' } }, 'loaded'),
      {
        versions: sampleVersions.versions,
        activity: loaded.activity!,
      },
    ),
  ),
  parameters: {
    machineState: [`${MAIN}.loading.profile.fetching`, `${MAIN}.loading.versions.fetched`],
  },
};

export const LoadFailed: Story = {
  args: customerPageArgs(
    customerPageView(openValue('failed', 'loading'), { error: 'Internal Server Error' }),
  ),
  parameters: { machineState: `${MAIN}.failed` },
};

export const Profile: Story = {
  args: customerPageArgs(customerPageView(openValue('ready', 'loaded'), loaded)),
  parameters: { machineState: [`${MAIN}.ready`, `${ACTIVITY}.loaded`] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: sampleProfile.name })).toBeVisible();
    await expect(canvas.getByText('XXXX XXXX 7654')).toBeVisible();
  },
};

export const Activity: Story = {
  args: customerPageArgs(
    customerPageView(openValue('ready', 'loaded'), { ...loaded, tab: 'activity' }),
  ),
  parameters: { machineState: [`${MAIN}.ready`, `${ACTIVITY}.loaded`] },
};

export const ActivityEmpty: Story = {
  args: customerPageArgs(
    customerPageView(openValue('ready', 'loaded'), {
      ...loaded,
      activity: emptyActivity,
      tab: 'activity',
    }),
  ),
  parameters: { machineState: `${ACTIVITY}.loaded` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Data Not Available')).toHaveLength(4);
  },
};

export const ActivityLoading: Story = {
  args: customerPageArgs(
    customerPageView(openValue('ready', 'loading'), { ...loaded, activity: null, tab: 'activity' }),
  ),
  parameters: { machineState: `${ACTIVITY}.loading` },
};

export const ActivityFailed: Story = {
  args: customerPageArgs(
    customerPageView(openValue('ready', 'failed'), {
      ...loaded,
      activity: null,
      activityError: 'Bad Gateway',
      tab: 'activity',
    }),
  ),
  parameters: { machineState: `${ACTIVITY}.failed` },
};

export const LoadingVersion: Story = {
  args: customerPageArgs(
    customerPageView(openValue('loadingVersion', 'loaded'), { ...loaded, requestedDate: OLDER }),
  ),
  parameters: { machineState: `${MAIN}.loadingVersion` },
};

export const ShowingVersion: Story = {
  args: customerPageArgs(
    customerPageView(openValue('ready', 'loaded'), {
      ...loaded,
      profile: sampleProfileAt(NEWER),
      historyDate: NEWER,
      requestedDate: NEWER,
    }),
  ),
  parameters: { machineState: `${MAIN}.ready` },
};

export const VersionFailed: Story = {
  args: customerPageArgs(
    customerPageView(openValue('versionFailed', 'loaded'), {
      ...loaded,
      requestedDate: OLDER,
      error: 'No profile version at this history_date',
    }),
  ),
  parameters: { machineState: `${MAIN}.versionFailed` },
};
