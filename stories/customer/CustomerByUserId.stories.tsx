import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { customerByUserIdQuery } from '../../src/features/customer/customerQueries.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  SAMPLE_USER_ID,
  SAMPLE_USERNAME,
  sampleProfile,
} from '../../tests/support/fixtures/customer.ts';
import { type QuerySeed, seedFailure } from '../support/withQueryClient.tsx';
import { customerStory, opened } from './customerPageStories.tsx';

const ID = String(SAMPLE_USER_ID);
const byId = customerByUserIdQuery(fakeCustomerServer().queries, SAMPLE_USER_ID).queryKey;
const failed =
  (error: ApiError): QuerySeed =>
  (client) =>
    seedFailure(client, byId, error);

/** /lender/user/{user_id}: the step that resolves the id to the username, in each state. */
const meta = {
  title: 'Customer/Page by user id',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looks like the page checking access; the heading names the id as opened. */
export const Resolving: Story = {
  ...customerStory(() => {}, { idOrUsername: ID }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking access…')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Customer ${ID}`);
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const NoSuchCustomer: Story = {
  ...customerStory(failed(new ApiError(404, { detail: 'Customer not found' })), {
    idOrUsername: ID,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(`No customer has the id '${ID}'.`);
    // A retry cannot find a customer who does not exist.
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Refused: Story = {
  ...customerStory(failed(new ApiError(403, { detail: messages.common.noAccessToPage })), {
    idOrUsername: ID,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.common.noAccessToPage);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const ResolveFailed: Story = {
  ...customerStory(failed(new ApiError(502, { error: 'Bad Gateway' })), { idOrUsername: ID }),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(alert).toHaveTextContent('Bad Gateway');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Resolved: the page exactly as for the username. */
export const Resolved: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(byId, { username: SAMPLE_USERNAME })),
    { idOrUsername: ID },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleProfile.name);
    await expect(canvas.getByRole('region', { name: 'Employment' })).toHaveTextContent(
      sampleProfile.employer_name!,
    );
  },
};
