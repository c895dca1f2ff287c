import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  latestPage,
  SAMPLE_RICH_MESSAGES,
  sampleMessage,
} from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  chatChannelPaths,
  CHAT_CHANNEL_SAMPLE as S,
} from '../../machines/chatChannel/chatChannel.paths.ts';
import { chatChannelShows } from '../../machines/chatChannel/chatChannel.shows.ts';
import { connectChatChannel, CHAT_CHANNEL_TEXTS as T } from '../../machines/chatChannel/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import type { PendingMessage } from '../../src/domain/chat/types.ts';
import {
  MessageList,
  type MessageListProps,
} from '../../src/features/chat/channel/MessageList.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const loaded = doneEvent('loadLatest', S.latest);
const PENDING: PendingMessage = {
  client_id: 'c-1',
  channel: S.channel.name,
  text: 'On my way to the branch',
  createdAt: '2026-11-20T10:00:00.000Z',
  replied_to: null,
  attachmentName: null,
  location: null,
  state: 'pending',
  progress: null,
  error: null,
};
const FAILED: PendingMessage = {
  ...PENDING,
  client_id: 'c-2',
  text: 'Receipt for loan 41',
  state: 'failed',
  error: 'Network error',
};

function story(events: AnyEventObject[], extra: Partial<MessageListProps> = {}): Story {
  const snapshot = snapshotAfter(chatChannelPaths.machine, ...events);
  return {
    args: { ...BASE, view: connectChatChannel(snapshot), ...extra },
    parameters: renders(chatChannelShows as never, snapshot),
  };
}

const BASE: MessageListProps = {
  view: connectChatChannel(snapshotAfter(chatChannelPaths.machine)),
  label: T.messages(S.channel.display_name),
  me: S.me.username,
  pending: [],
  onRetry: () => {},
  onDiscard: () => {},
  fileUrl: (url) => url,
  actionsFor: () => [
    { label: T.reply, onSelect: () => {} },
    { label: T.pin, onSelect: () => {} },
  ],
};

const meta = {
  title: 'Chat/Channel/Messages',
  component: MessageList,
  decorators: [
    (Story) => (
      <div className="flex h-[32rem] w-[48rem] flex-col border border-slate-200">
        <Story />
      </div>
    ),
  ],
  args: BASE,
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = story([]);
export const LoadFailed: Story = story([errorEvent('loadLatest', serviceError(S.refused, 400))]);
export const Empty: Story = story([doneEvent('loadLatest', S.empty)]);

/** The newest 30: own messages on the right; every seventh is long and cut at 400. */
export const Loaded: Story = {
  ...story([loaded]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findAllByRole('button', { name: T.seeMore });
    await userEvent.click(more[0]!);
    await expect(canvas.getByRole('button', { name: T.seeLess })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: T.messages(S.channel.display_name) }),
    ).toHaveAttribute('tabindex', '0');
  },
};
export const LoadingOlder: Story = story([loaded, { type: 'older.load' }]);
export const OlderFailed: Story = story([
  loaded,
  { type: 'older.load' },
  errorEvent('loadOlder', serviceError(S.refused, 400)),
]);
export const Beginning: Story = story([
  loaded,
  { type: 'older.load' },
  doneEvent('loadOlder', S.older),
]);
export const CatchingUp: Story = story([loaded, { type: 'realtime.reconnected' }]);
export const Finding: Story = story([loaded, { type: 'message.jump', message: S.farResult }]);
export const FindFailed: Story = story([
  loaded,
  { type: 'message.jump', message: S.farResult },
  errorEvent('loadAround', serviceError(S.refused, 400)),
]);
/** Around a search result: it is highlighted; new messages wait behind 'Jump to latest'. */
export const AroundResult: Story = story([
  loaded,
  { type: 'message.jump', message: S.farResult },
  doneEvent('loadAround', S.around),
]);

/** Replies, an image, a video, a file and a location. */
export const Attachments: Story = {
  ...story([doneEvent('loadLatest', { messages: SAMPLE_RICH_MESSAGES, has_more: false })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'receipt.jpg' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /agreement\.pdf/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(
      canvas.getByText('Signed agreement', { selector: 'blockquote span' }),
    ).toBeVisible();
  },
};

/** The outbox's items after the confirmed ones: one waiting, one failed with Retry and Delete. */
export const PendingAndFailed: Story = {
  ...story([doneEvent('loadLatest', { messages: [sampleMessage(0)], has_more: false })], {
    pending: [PENDING, FAILED],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Network error/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.retrySendName })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: T.discardName })).toBeEnabled();
  },
};

export const LongChannel: Story = story([doneEvent('loadLatest', latestPage(5000))]);
