import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { messages } from '../../src/domain/messages.ts';
import { ListSkeleton } from '../../src/ui/list/ListStates.tsx';
import { QueryPanel } from '../../src/ui/QueryPanel.tsx';
import { seedFailure, withQueryClient } from '../support/withQueryClient.tsx';

const KEY = ['story', 'notes'];
const NOTES = ['Called on Monday', 'Promised to pay on Friday'];

/** A panel of notes read by a query; asking the server answers the notes. */
function NotesPanel() {
  const notes = useQuery({ queryKey: KEY, queryFn: async () => NOTES });
  return (
    <QueryPanel
      query={notes}
      errorText={messages.customer.profileFetchFailed}
      skeleton={<ListSkeleton label="Loading notes…" lines={2} />}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul aria-label="Notes">
          {data.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}

/** The one panel frame of server state, in each of its states. */
const meta = {
  title: 'UI/QueryPanel',
  component: NotesPanel,
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withQueryClient()],
  render: () => <PendingPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading notes…').closest('[aria-busy=true]')).not.toBeNull();
  },
};

/** The same panel whose request never answers. */
function PendingPanel() {
  const notes = useQuery<string[]>({
    queryKey: [...KEY, 'pending'],
    queryFn: () => new Promise(() => {}),
  });
  return (
    <QueryPanel
      query={notes}
      errorText={messages.customer.profileFetchFailed}
      skeleton={<ListSkeleton label="Loading notes…" lines={2} />}
    >
      {() => null}
    </QueryPanel>
  );
}

export const Data: Story = {
  decorators: [withQueryClient((client) => client.setQueryData(KEY, NOTES))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  decorators: [withQueryClient((client) => client.setQueryData(KEY, []))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data Not Available')).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [
    withQueryClient((client) =>
      seedFailure(client, KEY, new ApiError(500, { error: 'Internal Server Error' })),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('error in fetching profile details');
    await expect(alert).toHaveTextContent('Internal Server Error');
    // Retry is a real button: the keyboard reaches it, and it asks again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FailedRefreshKeepsData: Story = {
  decorators: [
    withQueryClient((client) => {
      client.setQueryData(KEY, NOTES);
      seedFailure(client, KEY, new ApiError(502, { error: 'Bad Gateway' }));
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bad Gateway');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
