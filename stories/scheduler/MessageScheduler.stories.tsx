import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  connectMessageScheduler,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../machines/messageScheduler/index.ts';
import {
  messageSchedulerPaths,
  MESSAGE_SCHEDULER_SAMPLE as S,
  scheduledAnswer,
} from '../../machines/messageScheduler/messageScheduler.paths.ts';
import { messageSchedulerShows } from '../../machines/messageScheduler/messageScheduler.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  MessageSchedulerView,
  type SchedulePage,
  type SchedulerReads,
} from '../../src/features/scheduler/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const success = <D,>(data: D) => ({
  status: 'success' as const,
  data,
  error: null,
  refetch: () => {},
});
const list: SchedulePage = {
  schedules: [
    { ...scheduledAnswer(), id: S.listed.id, text: S.listed.text, repeat: 'none' },
    { ...scheduledAnswer(), id: 6, text: S.text },
    {
      ...scheduledAnswer('sent'),
      id: 5,
      text: 'Month-end targets are in the shared sheet.',
      repeat: 'none',
      last_sent_at: '2026-05-25T04:00:00.000Z',
    },
    { ...scheduledAnswer('cancelled'), id: 4, text: 'Team lunch on Friday.', repeat: 'weekly' },
  ],
  total: 4,
};
const reads: SchedulerReads = {
  channels: success({
    channels: [
      { name: S.channel, channel_id: 1000400, display_name: S.channelName },
      { name: 'kosh/team/1000401', channel_id: 1000401, display_name: 'Credit reminders' },
    ],
  }),
  schedules: success(list),
  page: 1,
  onPage: () => {},
};

function story(...events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(messageSchedulerPaths.machine, ...events);
  return {
    args: { ...reads, view: connectMessageScheduler(snapshot) },
    parameters: renders(messageSchedulerShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Message scheduler',
  component: MessageSchedulerView,
  parameters: { layout: 'fullscreen' },
  args: { ...reads, view: connectMessageScheduler(snapshotAfter(messageSchedulerPaths.machine)) },
} satisfies Meta<typeof MessageSchedulerView>;
export default meta;
type Story = StoryObj<typeof meta>;

const channel = { type: 'channel.change', value: S.channel };
const text = { type: 'text.change', value: S.text };
const ahead = { type: 'time.change', value: S.future };
const daily = { type: 'repeat.change', value: 'daily' };
const submit = { type: 'schedule.submit', now: S.now };
const filled = [channel, text, ahead, daily];
const ask = { type: 'cancel.ask', id: S.listed.id, text: S.listed.text };
const confirm = { type: 'cancel.confirm' };

/** Nothing picked yet; the list of the user's schedules below. */
export const Empty: Story = story();
export const Filled: Story = story(...filled);

/** Schedule pressed with something missing: the first thing missing, in words. */
export const NoChannel: Story = {
  ...story(text, ahead, submit),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.noChannel);
  },
};
export const NoText: Story = story(channel, ahead, submit);
export const NoTime: Story = story(channel, text, submit);
export const PastTime: Story = {
  ...story(channel, text, { type: 'time.change', value: S.past }, submit),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.pastTime);
    await expect(within(canvasElement).getByLabelText(T.sendAt)).toHaveValue(S.past);
  },
};

export const Saving: Story = story(...filled, submit);

/** Stored: the text and time cleared for another one, the channel and repeat kept. */
export const Scheduled: Story = {
  ...story(...filled, submit, doneEvent('scheduleMessage', scheduledAnswer())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.scheduled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: T.message })).toHaveValue('');
  },
};

/** Refused: the server's words with Retry, everything typed kept. */
export const Failed: Story = {
  ...story(...filled, submit, errorEvent('scheduleMessage', serviceError(S.refused, 400))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(S.refused);
    await expect(canvas.getByRole('textbox', { name: T.message })).toHaveValue(S.text);
  },
};

/** Cancel pressed on a row: the confirmation. */
export const CancelConfirming: Story = story(ask);
export const Cancelling: Story = story(ask, confirm);
export const Cancelled: Story = story(
  ask,
  confirm,
  doneEvent('cancelScheduledMessage', scheduledAnswer('cancelled')),
);
export const CancelFailed: Story = {
  ...story(ask, confirm, errorEvent('cancelScheduledMessage', serviceError(S.cancelRefused, 403))),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(S.cancelRefused);
  },
};

/** The reads around the form: loading, nothing scheduled yet, a failed list, no channels. */
export const ListLoading: Story = {
  ...story(),
  args: {
    ...story().args,
    schedules: { status: 'pending', data: undefined, error: null, refetch: () => {} },
  },
};
export const NothingScheduled: Story = {
  ...story(),
  args: { ...story().args, schedules: success({ schedules: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
  },
};
// The list's read failed (a query, not a machine state): its own check, not the form's
// declaration, which knows nothing of the list's Retry.
export const ListFailed: Story = {
  args: {
    ...story().args,
    schedules: {
      status: 'error',
      data: undefined,
      error: new Error('The chat service is not answering'),
      refetch: () => {},
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('The chat service is not answering')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const NoChannels: Story = {
  ...story(),
  args: { ...story().args, channels: success({ channels: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.noChannels)).toBeVisible();
  },
};
