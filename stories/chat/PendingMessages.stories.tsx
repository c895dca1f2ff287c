import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { LOCATION_SAMPLE } from '../../machines/chatLocation/chatLocation.fixtures.ts';
import {
  confirmedOf,
  OUTBOX_FIRST,
  OUTBOX_SECOND,
} from '../../machines/chatOutbox/chatOutbox.fixtures.ts';
import { chatOutboxPaths } from '../../machines/chatOutbox/chatOutbox.paths.ts';
import { chatOutboxShows } from '../../machines/chatOutbox/chatOutbox.shows.ts';
import { connectChatOutbox, CHAT_OUTBOX_TEXTS as T } from '../../machines/chatOutbox/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { PendingMessages } from '../../src/features/chat/composer/index.ts';
import { renders } from '../../tests/support/storyState.ts';

function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = chatOutboxPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const story = (...events: AnyEventObject[]) => {
  const snapshot = snapshotAfter(...events);
  const view = connectChatOutbox(snapshot);
  return {
    args: { pending: view.pending, onRetry: view.onRetry, onDiscard: view.onDiscard },
    parameters: renders(chatOutboxShows as never, snapshot),
  };
};

const first = { type: 'outbox.submit', item: OUTBOX_FIRST };
const second = { type: 'outbox.submit', item: OUTBOX_SECOND };
const loaded = doneEvent('loadOutbox', []);
const offline = errorEvent('sendMessage', new TypeError('Failed to fetch'));

const meta = {
  title: 'Chat/Unsent messages',
  component: PendingMessages,
  parameters: { layout: 'padded' },
  args: { pending: [], onRetry: (_id: string) => {}, onDiscard: (_id: string) => {} },
} satisfies Meta<typeof PendingMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent while the kept messages are still being read: shown at once, waiting. */
export const Pending: Story = story(first);

/** A location shared from the message input, waiting: shown as the location it is. */
export const LocationPending: Story = {
  ...story({
    type: 'outbox.submit',
    item: { ...OUTBOX_FIRST, text: '', location: LOCATION_SAMPLE },
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Location 19.07283, 72.88261')).toBeVisible();
  },
};

/** The first on its way, the second waits its turn. */
export const Sending: Story = story(first, second, loaded);

/** Upload progress of a file. */
export const Uploading: Story = story(first, loaded, {
  type: 'outbox.progress',
  client_id: OUTBOX_FIRST.client_id,
  progress: 0.4,
});

/** The network is away: it says so and tries again. */
export const Retrying: Story = story(first, second, loaded, offline);

/** Refused by the server: its words, Retry and Delete; the next message goes on. */
export const Failed: Story = {
  ...story(
    first,
    loaded,
    errorEvent('sendMessage', serviceError('You are not a member of this channel', 403)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not sent: You are not a member of this channel',
    );
    await expect(canvas.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

/** Confirmed: nothing is left pending. */
export const AllSent: Story = story(
  first,
  loaded,
  doneEvent('sendMessage', confirmedOf(OUTBOX_FIRST)),
);
