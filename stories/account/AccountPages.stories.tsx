import type { Meta, StoryObj } from '@storybook/react-vite';
import createClient from 'openapi-fetch';
import { expect, within } from 'storybook/test';
import { SAMPLE_PROFILE } from '../../machines/appSession/appSession.fixtures.ts';
import type { paths } from '../../openapi/generated/auth.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  AccountSettingScreen,
  LoginActivityScreen,
  ACCOUNT_TEXTS as T,
} from '../../src/features/account/index.ts';
import { withRouter } from '../shell/shellFixtures.tsx';
import { seedFailure, withQueryClient } from '../support/withQueryClient.tsx';

// A read left out of the seed asks this server, which never answers: the panel stays loading.
const queries = createQueryHooks(
  createClient<paths>({ baseUrl: 'http://story.test', fetch: () => new Promise(() => {}) }),
);
const activityRead = queries.queryOptions('get', '/business/login-activity', {
  params: { query: { entries: 50 } },
});
const SIGN_INS = [
  { id: 3, action: 'login.otp' as const, created_at: '2026-11-29T04:31:00.000Z' },
  { id: 2, action: 'chat.login' as const, created_at: '2026-11-28T09:02:00.000Z' },
  { id: 1, action: 'login.password' as const, created_at: '2026-11-27T12:45:00.000Z' },
];

/** The user menu's account pages: Account Setting and Login Activity (part 1 §2). */
const meta = {
  title: 'Account/Account pages',
  component: LoginActivityScreen,
  parameters: { layout: 'padded' },
  args: { queries },
} satisfies Meta<typeof LoginActivityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountSetting: Story = {
  decorators: [withRouter('/user-profile-setting')],
  render: () => (
    <AccountSettingScreen
      profile={SAMPLE_PROFILE}
      chatProfileHref="/lender/admin/chat-profile"
      activityHref="/user-profile-activity"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: T.setting })).toBeVisible();
    await expect(canvas.getByText(SAMPLE_PROFILE.username)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.editChatProfile })).toHaveAttribute(
      'href',
      '/lender/admin/chat-profile',
    );
  },
};

export const ActivityLoading: Story = {
  decorators: [withQueryClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: T.activity })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ActivityListed: Story = {
  decorators: [
    withQueryClient((client) => client.setQueryData(activityRead.queryKey, { results: SIGN_INS })),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: T.activity });
    await expect(within(table).getAllByRole('row')).toHaveLength(SIGN_INS.length + 1);
    await expect(within(table).getByText(T.methods['chat.login'])).toBeVisible();
  },
};

export const ActivityEmpty: Story = {
  decorators: [
    withQueryClient((client) => client.setQueryData(activityRead.queryKey, { results: [] })),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};

export const ActivityFailed: Story = {
  decorators: [
    withQueryClient((client) =>
      seedFailure(client, activityRead.queryKey, new ApiError(500, { error: 'Database is busy' })),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(alert).toHaveTextContent('Database is busy');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
