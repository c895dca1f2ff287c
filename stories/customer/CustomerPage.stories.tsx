import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { fail } from '../../tests/support/fakeCustomerServer.ts';
import {
  emptyActivity,
  sampleActivity,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from '../../tests/support/fixtures/customer.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import {
  allowed,
  customerStory,
  never,
  opened,
  reads,
  withActivity,
} from './customerPageStories.tsx';

const [NEWER, OLDER] = sampleVersions.versions.map((v) => v.history_date) as [string, string];

/** The customer page (/lender/user/{username}) in each of its states, from a seeded cache. */
const meta = {
  title: 'Customer/Page',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingAccess: Story = {
  ...customerStory(() => {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking access…')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const AccessCheckFailed: Story = {
  ...customerStory((client) =>
    seedFailure(
      client,
      reads.access.queryKey,
      new ApiError(500, { error: 'Internal Server Error' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Refused: Story = {
  ...customerStory((client) => client.setQueryData(reads.access.queryKey, { allowed: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sorry! You don't have access to see this page")).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** A lender cannot open the customer list: no link that would lead to a refusal. */
export const RefusedWithoutCustomerList: Story = {
  ...customerStory((client) => client.setQueryData(reads.access.queryKey, { allowed: false }), {
    backHref: null,
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Back to customers' }),
    ).toBeNull();
  },
};

export const NotFound: Story = {
  ...customerStory(() => {}, { idOrUsername: '12345x' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("No customer has the id '12345x'.");
    // Nothing to retry: a retry cannot find a customer who does not exist.
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to customers' })).toBeVisible();
  },
};

export const LoadingProfile: Story = {
  ...customerStory(allowed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading profile…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading versions…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  ...customerStory((client) => {
    allowed(client);
    client.setQueryData(reads.versions.queryKey, sampleVersions);
    seedFailure(
      client,
      reads.profile(null).queryKey,
      new ApiError(500, { error: 'Internal Server Error' }),
    );
  }),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('error in fetching profile details');
    await expect(alert).toHaveTextContent('Internal Server Error');
  },
};

export const VersionsFailed: Story = {
  ...customerStory((client) => {
    allowed(client);
    client.setQueryData(reads.profile(null).queryKey, sampleProfile);
    seedFailure(client, reads.versions.queryKey, new ApiError(502, { error: 'Bad Gateway' }));
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('error in fetching profile details');
    await expect(canvas.getByRole('heading', { name: 'Employment' })).toBeVisible();
  },
};

export const Profile: Story = {
  ...customerStory(opened(withActivity)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: sampleProfile.name! }),
    ).toBeVisible();
    await expect(canvas.getByText('XXXX XXXX 7654')).toBeVisible();
  },
};

export const Activity: Story = {
  ...customerStory(opened(withActivity), { hash: '#activity' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(4);
  },
};

export const ActivityEmpty: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(reads.activity.queryKey, emptyActivity)),
    {
      hash: '#activity',
    },
  ),
  play: async ({ canvasElement }) => {
    // The four tables, and the first and last login and the last location that are not known.
    await expect(within(canvasElement).getAllByText('Data Not Available')).toHaveLength(7);
  },
};

export const ActivityLoading: Story = {
  ...customerStory(opened(), { hash: '#activity' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading customer activity…')).toBeInTheDocument();
  },
};

export const ActivityFailed: Story = {
  ...customerStory(
    opened((client) =>
      seedFailure(client, reads.activity.queryKey, new ApiError(502, { error: 'Bad Gateway' })),
    ),
    {
      hash: '#activity',
      answer: (r) => (r.read === 'activity' ? { status: 200, body: sampleActivity } : never()),
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Customer activity could not be loaded');
    await expect(alert).toHaveTextContent('Bad Gateway');
    // Retry asks again; this time the server answers.
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findAllByRole('table')).toHaveLength(4);
  },
};

/** A picked version loads while the profile on screen stays. */
export const LoadingVersion: Story = {
  ...customerStory(opened(withActivity)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Version' }), OLDER);
    await expect(canvas.getByText('Loading version…')).toBeVisible();
    await expect(canvas.getByText(sampleProfile.employer_name!)).toBeVisible();
  },
};

export const ShowingVersion: Story = {
  ...customerStory(
    opened(withActivity, (client) =>
      client.setQueryData(reads.profile(NEWER).queryKey, sampleProfileAt(NEWER)),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Version' }), NEWER);
    await expect(await canvas.findByText(/^Showing the profile as of /)).toBeVisible();
    await expect(canvas.getByText(sampleProfileAt(NEWER).employer_name!)).toBeVisible();
  },
};

/** The version failed: the profile on screen stays, with the failure and its Retry above it. */
export const VersionFailed: Story = {
  ...customerStory(opened(withActivity), {
    answer: (r) =>
      r.read === 'profile' && r.historyDate === OLDER
        ? fail(404, 'No profile version at this history_date')
        : never(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Version' }), OLDER);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No profile version at this history_date');
    await expect(canvas.getByText(sampleProfile.employer_name!)).toBeVisible();
  },
};
