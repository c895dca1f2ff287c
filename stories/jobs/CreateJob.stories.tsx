import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  createJobPaths,
  CREATE_JOB_SAMPLE as S,
} from '../../machines/createJob/createJob.paths.ts';
import { createJobShows } from '../../machines/createJob/createJob.shows.ts';
import { connectCreateJob } from '../../machines/createJob/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { CreateJob } from '../../src/features/jobs/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(createJobPaths.machine, ...events);
  return {
    args: { view: connectCreateJob(snapshot) },
    parameters: renders(createJobShows as never, snapshot),
  };
}

/** Create job over the jobs list, in every state of its statechart. */
const meta = {
  title: 'Jobs/Create job',
  component: CreateJob,
  args: { view: connectCreateJob(snapshotAfter(createJobPaths.machine)) },
} satisfies Meta<typeof CreateJob>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'dialog.open' };
const sweep = [open, { type: 'days.change', value: S.days }];
const message = [
  open,
  { type: 'type.change', value: 'channel_message' },
  { type: 'channel.change', value: S.channel },
  { type: 'message.change', value: S.message },
];
const create = { type: 'job.create' };

export const Closed: Story = story([]);
export const Empty: Story = story([open]);
export const SweepFilled: Story = story(sweep);
export const MessageFilled: Story = story(message);
/** Days out of range: refused before the call, the days kept. */
export const BadDays: Story = story([open, { type: 'days.change', value: S.badDays }, create]);
export const NoChannel: Story = story([
  open,
  { type: 'type.change', value: 'channel_message' },
  { type: 'message.change', value: S.message },
  create,
]);
export const NoMessage: Story = story([
  open,
  { type: 'type.change', value: 'channel_message' },
  { type: 'channel.change', value: S.channel },
  create,
]);
export const Creating: Story = story([...sweep, create]);
/** The server's words, every value kept. */
export const UnknownChannel: Story = story([
  ...message,
  create,
  errorEvent('createJob', serviceError(S.unknownChannel, 400)),
]);
export const Created: Story = story([...sweep, create, doneEvent('createJob', S.answer)]);
