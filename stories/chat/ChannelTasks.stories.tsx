import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  CLOSED_TASK,
  OPEN_TASK,
  CHANNEL_TASK_SAMPLE as S,
  TASK_MEMBERS,
} from '../../machines/channelTask/channelTask.fixtures.ts';
import { channelTaskPaths } from '../../machines/channelTask/channelTask.paths.ts';
import { channelTaskShows } from '../../machines/channelTask/channelTask.shows.ts';
import { connectChannelTask, CHANNEL_TASK_TEXTS as T } from '../../machines/channelTask/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ChannelTasksView } from '../../src/features/chat/tasks/ChannelTasksView.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const MEMBERS = TASK_MEMBERS.map((m, i) => ({
  id: i + 1,
  username: m.username,
  name: m.name,
  display: m.name,
  image: null,
  admin: i === 0,
}));
const loaded = (tasks = [OPEN_TASK]) => ({
  status: 'success' as const,
  data: { tasks },
  error: null,
  refetch: () => {},
});

type ViewProps = Parameters<typeof ChannelTasksView>[0];

/**
 * The Tasks dialog first, the state's view a moment later: a dialog over it (Closing Message and
 * the others) opens only over a Tasks dialog already open, as it does in the channel.
 */
function OverTheList(props: ViewProps) {
  const [view, setView] = useState(() =>
    connectChannelTask(snapshotAfter(channelTaskPaths.machine)),
  );
  useEffect(() => setView(props.view), [props.view]);
  return <ChannelTasksView {...props} view={view} />;
}

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(channelTaskPaths.machine, ...events);
  const view = connectChannelTask(snapshot);
  if (!view.dialog || !view.title) {
    return { args: { view }, parameters: renders(channelTaskShows as never, snapshot) };
  }
  return {
    args: { view },
    parameters: renders(channelTaskShows as never, snapshot),
    render: (args) => <OverTheList {...args} />,
    // The check after the story waits for the dialog over the list.
    play: async ({ canvasElement }) => {
      const page = within(canvasElement.ownerDocument.body);
      await expect(await page.findByRole('dialog', { name: view.title! })).toBeVisible();
    },
  };
}

/** The channel's Tasks dialog (the open tasks by default), in every state of its statechart. */
const meta = {
  title: 'Chat/Channel tasks',
  component: ChannelTasksView,
  args: {
    view: connectChannelTask(snapshotAfter(channelTaskPaths.machine)),
    list: loaded(),
    filters: { status: 'Open', from: '2026-08-31', to: '2026-11-29', mine: false },
    onFilters: () => {},
    members: MEMBERS,
    membersError: null,
    onClose: () => {},
  },
} satisfies Meta<typeof ChannelTasksView>;
export default meta;
type Story = StoryObj<typeof meta>;

const close = { type: 'close.open', task: OPEN_TASK };
const describe = { type: 'describe.open', task: OPEN_TASK };
const assign = { type: 'assign.open', task: OPEN_TASK };
const save = { type: 'change.save' };
const written = [close, { type: 'comment.change', value: S.comment }];
const refused = errorEvent('updateChannelTask', serviceError(S.refused, 409));

export const OpenTasks: Story = story([]);
export const ClosingMessage: Story = story([close]);
/** Save without a closing message: ours, and nothing is sent. */
export const NoClosingMessage: Story = story([close, save]);
export const Closing: Story = story([...written, save]);
/** The server's words; the message kept. */
export const CloseRefused: Story = story([...written, save, refused]);
export const Closed: Story = story([...written, save, doneEvent('updateChannelTask', S.closed)]);
export const EditDescription: Story = story([describe]);
export const SavingDescription: Story = story([describe, save]);
export const DescriptionRefused: Story = story([describe, save, refused]);
export const UpdateAssignee: Story = story([assign]);
export const NoMemberChosen: Story = story([assign, { type: 'assignee.change', value: '' }, save]);
export const SavingAssignee: Story = story([
  assign,
  { type: 'assignee.change', value: S.member },
  save,
]);
export const AssigneeRefused: Story = story([assign, save, refused]);

/** Closed tasks: who closed them, when and why, as number and name; no Close. */
export const ClosedTasks: Story = {
  args: { list: loaded([CLOSED_TASK]), filters: { ...meta.args.filters, status: 'Closed' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('9123456780 Ravi Kumar')).toBeVisible();
    await expect(page.getByText(CLOSED_TASK.closing_comment!)).toBeVisible();
    await expect(page.queryByRole('button', { name: T.closeTask(CLOSED_TASK.id) })).toBeNull();
  },
};

export const NoTasks: Story = {
  args: { list: loaded([]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('No tasks found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: { status: 'pending', data: undefined, error: null, refetch: () => {} } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(T.loading)).toBeInTheDocument();
  },
};

/** A refused list: the failure, the server's words and Retry. */
export const LoadFailed: Story = {
  args: {
    list: {
      status: 'error',
      data: undefined,
      error: new Error('This channel does not manage tasks.'),
      refetch: () => {},
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This channel does not manage tasks.',
    );
    await expect(page.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};
