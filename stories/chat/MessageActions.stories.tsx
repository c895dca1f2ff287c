import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  connectMessageActions,
  CHAT_CHANNEL_TEXTS as T,
} from '../../machines/chatChannel/index.ts';
import {
  messageActionsPaths,
  MESSAGE_ACTIONS_SAMPLE as S,
} from '../../machines/chatChannel/messageActions.paths.ts';
import { messageActionsShows } from '../../machines/chatChannel/messageActions.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { MessageActionDialogs } from '../../src/features/chat/channel/MessageActionDialogs.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(...events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(messageActionsPaths.machine, ...events);
  return {
    args: { view: connectMessageActions(snapshot) },
    parameters: renders(messageActionsShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Message actions',
  component: MessageActionDialogs,
  args: { view: connectMessageActions(snapshotAfter(messageActionsPaths.machine)) },
} satisfies Meta<typeof MessageActionDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const m = S.message;
const forward = { type: 'message.forward', message: m };
const listed = doneEvent('listForwardTargets', S.targets);
const pick = { type: 'forward.toggle', channel: S.targets[0]!.name };

export const Idle: Story = story();
export const Deleting: Story = story({ type: 'message.delete', message: m });
export const DeleteFailed: Story = {
  ...story(
    { type: 'message.delete', message: m },
    errorEvent('deleteChannelMessage', serviceError(S.refused, 500)),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.deleteFailed);
  },
};
export const Pinning: Story = story({ type: 'message.pin', message: m });
/** A 403 reads as the spec's words. */
export const PinForbidden: Story = {
  ...story(
    { type: 'message.pin', message: m },
    errorEvent('pinChannelMessage', serviceError('Forbidden', 403)),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.pinForbidden);
  },
};
export const Unpinning: Story = story({ type: 'message.unpin', message: m });
export const UnpinForbidden: Story = story(
  { type: 'message.unpin', message: m },
  errorEvent('unpinChannelMessage', serviceError('Forbidden', 403)),
);
export const ForwardLoading: Story = story(forward);
export const ForwardTargetsFailed: Story = story(
  forward,
  errorEvent('listForwardTargets', serviceError(S.refused, 400)),
);
export const ForwardChoosing: Story = story(forward, listed);
export const ForwardNoChannels: Story = story(forward, doneEvent('listForwardTargets', []));
export const ForwardPicked: Story = story(forward, listed, pick);
export const ForwardSending: Story = story(forward, listed, pick, { type: 'forward.send' });
export const ForwardFailed: Story = story(
  forward,
  listed,
  pick,
  { type: 'forward.send' },
  errorEvent('forward', serviceError(S.refused, 400)),
);
export const Forwarded: Story = story(
  forward,
  listed,
  pick,
  { type: 'forward.send' },
  doneEvent('forward', null),
);
