import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  createChannelPaths,
  CREATE_CHANNEL_SAMPLE as S,
} from '../../machines/createChannel/createChannel.paths.ts';
import { createChannelShows } from '../../machines/createChannel/createChannel.shows.ts';
import { connectCreateChannel } from '../../machines/createChannel/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { CreateChannelForm } from '../../src/features/createChannel/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(createChannelPaths.machine, ...events);
  return {
    args: { view: connectCreateChannel(snapshot) },
    parameters: renders(createChannelShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Create Channel',
  component: CreateChannelForm,
  args: {
    view: connectCreateChannel(snapshotAfter(createChannelPaths.machine)),
    teams: S.teams,
    tags: S.tags,
    chatActions: S.actions,
    docGroups: S.docGroups.map((group) => ({
      id: group.doc_group_id,
      name: group.business_doc_type,
    })),
  },
} satisfies Meta<typeof CreateChannelForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = [
  { type: 'displayName.change', value: S.displayName },
  { type: 'name.change', value: S.name },
  { type: 'description.change', value: S.description },
  { type: 'type.change', value: 'private' },
  { type: 'team.toggle', id: 5 },
  { type: 'tag.toggle', id: 6 },
  { type: 'action.toggle', id: 3 },
  { type: 'docGroup.change', value: 102 },
];
const create = { type: 'channel.create' };

export const Empty: Story = story([]);
export const Filled: Story = story(filled);
export const NoName: Story = story([create]);
export const BadShortName: Story = story([
  { type: 'displayName.change', value: S.displayName },
  { type: 'name.change', value: S.badName },
  create,
]);
export const Creating: Story = story([...filled, create]);
/** The server's err, every value kept. */
export const NameTaken: Story = story([
  ...filled,
  create,
  errorEvent('createChannel', serviceError(S.taken, 400)),
]);
export const Created: Story = story([
  ...filled,
  create,
  doneEvent('createChannel', { ...S.answer, channel: {} }),
]);
