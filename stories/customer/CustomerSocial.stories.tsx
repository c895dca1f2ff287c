import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { noContacts, sampleContacts } from '../../tests/support/fixtures/alternateContacts.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { customerStory, never, opened, reads } from './customerPageStories.tsx';

/** The customer page's Social tab (#social): its contacts table in each state. */
const meta = {
  title: 'Customer/Social',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactsKey = reads.alternateContacts.queryKey;
const section = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('region', {
      name: messages.labels.alternateAndReachableContacts,
    }),
  );

export const Contacts: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(contactsKey, sampleContacts)),
    {
      hash: '#social',
    },
  ),
  play: async ({ canvasElement }) => {
    const contacts = section(canvasElement);
    await expect(contacts.getAllByRole('row')).toHaveLength(1 + sampleContacts.results.length);
    await expect(contacts.getByRole('link', { name: 'Rita Guha' })).toBeInTheDocument();
    await expect(contacts.queryByRole('link', { name: 'Mrs. Ekaparnika Tagore' })).toBeNull();
    await expect(contacts.getByText('Blacklisted')).toBeInTheDocument();
  },
};

export const ContactsEmpty: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(contactsKey, noContacts)),
    {
      hash: '#social',
    },
  ),
  play: async ({ canvasElement }) => {
    const contacts = section(canvasElement);
    await expect(contacts.getByText(messages.common.dataNotAvailable)).toBeInTheDocument();
    await expect(contacts.queryByRole('table')).toBeNull();
  },
};

export const ContactsLoading: Story = {
  ...customerStory(opened(), { hash: '#social' }),
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByText('Loading contacts…')).toBeInTheDocument();
  },
};

export const ContactsFailed: Story = {
  ...customerStory(
    opened((client) =>
      seedFailure(client, contactsKey, new ApiError(502, { error: 'Bad Gateway' })),
    ),
    {
      hash: '#social',
      answer: (r) =>
        r.read === 'alternate-contacts' ? { status: 200, body: sampleContacts } : never(),
    },
  ),
  play: async ({ canvasElement }) => {
    const contacts = section(canvasElement);
    const alert = contacts.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.somethingWentWrong);
    await expect(alert).toHaveTextContent('Bad Gateway');
    // Retry asks again; this time the server answers.
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await contacts.findByRole('link', { name: 'Rita Guha' })).toBeInTheDocument();
  },
};
