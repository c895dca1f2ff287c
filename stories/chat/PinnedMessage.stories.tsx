import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMessage } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  chatChannelPaths,
  CHAT_CHANNEL_SAMPLE as S,
} from '../../machines/chatChannel/chatChannel.paths.ts';
import { chatChannelShows } from '../../machines/chatChannel/chatChannel.shows.ts';
import { connectChatChannel, CHAT_CHANNEL_TEXTS as T } from '../../machines/chatChannel/index.ts';
import { doneEvent } from '../../machines/pathSpec.ts';
import { plainChatText } from '../../src/domain/chat/textPatterns.ts';
import type { ChatChannel } from '../../src/domain/chat/types.ts';
import { MessageList } from '../../src/features/chat/channel/MessageList.tsx';
import { PinnedBanner } from '../../src/features/chat/channel/PinnedBanner.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

/** Message 40 pinned by Ravi Kumar: a mention and bold in it, shown as plain text on the banner. */
const PINNED_MESSAGE = sampleMessage(40);
const PINNED_CHANNEL: ChatChannel = {
  ...S.channel,
  pinned_message: {
    message_id: PINNED_MESSAGE._id,
    message: PINNED_MESSAGE.text,
    datetime_pinned: '2026-11-20T10:00:00.000Z',
    pinned_by: 'Ravi Kumar',
  },
};

/** The newest 30 loaded, then the channel's pin arrives (as a pin by anyone in it does). */
const snapshot = snapshotAfter(chatChannelPaths.machine, doneEvent('loadLatest', S.latest), {
  type: 'chat.event',
  event: { type: 'RETAINED', channel: PINNED_CHANNEL },
});
const view = connectChatChannel(snapshot);

const meta = {
  title: 'Chat/Channel/Pinned message',
  component: PinnedBanner,
  parameters: renders(chatChannelShows as never, snapshot),
  decorators: [
    (Story) => (
      <div className="flex h-[32rem] w-[48rem] flex-col border border-slate-200">
        <Story />
      </div>
    ),
  ],
  // The banner over the messages, as the open channel shows it.
  render: (args) => (
    <>
      <PinnedBanner {...args} />
      <MessageList
        view={view}
        label={T.messages(snapshot.context.channel.display_name)}
        me={S.me.username}
        pending={[]}
        onRetry={() => {}}
        onDiscard={() => {}}
        fileUrl={(url) => url}
        actionsFor={() => []}
      />
    </>
  ),
} satisfies Meta<typeof PinnedBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pinned message above the list, marked in it too; pressing the banner asks to show it. */
export const Pinned: Story = {
  args: { pinned: snapshot.context.channel.pinned_message!, onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('button', { name: new RegExp(`^${T.pinned}:`) });
    await expect(banner).toHaveTextContent(plainChatText(PINNED_MESSAGE.text));
    await expect(banner).toHaveTextContent('Ravi Kumar');
    await expect(banner).toBeEnabled();
    await expect(
      snapshot.context.messages.filter((message) => message.pinned).map((m) => m._id),
    ).toEqual([PINNED_MESSAGE._id]);
    await expect(canvas.getAllByRole('img', { name: T.pinned })).toHaveLength(1);
    await userEvent.click(banner);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
