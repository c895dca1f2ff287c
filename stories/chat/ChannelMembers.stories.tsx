import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { within } from 'storybook/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import {
  MEMBER_KIRAN,
  MEMBER_MEENA,
  NO_MEMBERS,
  SAMPLE_MEMBERS_OF_SUPER_ADMIN,
  SAMPLE_TEAM_MEMBERS,
} from '../../machines/channelMembers/channelMembers.fixtures.ts';
import {
  channelMembersPaths,
  CHANNEL_MEMBERS_SAMPLE as S,
} from '../../machines/channelMembers/channelMembers.paths.ts';
import { channelMembersShows } from '../../machines/channelMembers/channelMembers.shows.ts';
import {
  type ChannelMembersModel,
  connectChannelMembers,
} from '../../machines/channelMembers/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { MembersDialog } from '../../src/features/chat/members/MembersPanel.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

// Asha, an admin of Ravi's channel; Asha as its creator; the super admin, a plain member.
const asAdmin = channelMembersPaths.machine;
const asCreator = channelMembersPaths.alsoWalk![0]!.machine;
const asSuperAdmin = channelMembersPaths.alsoWalk![1]!.machine;

function story(events: AnyEventObject[], machine: AnyStateMachine = asAdmin): Story {
  const snapshot = snapshotAfter(machine, ...events);
  return {
    args: { view: connectChannelMembers(snapshot as never) },
    parameters: renders(channelMembersShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Members',
  component: MembersDialog,
  args: { view: connectChannelMembers(snapshotAfter(asAdmin)), onClose: () => {} },
} satisfies Meta<typeof MembersDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const read = doneEvent('listChannelMembers', SAMPLE_TEAM_MEMBERS);
const typed = { type: 'phones.change', value: S.phones };
const ticked = { type: 'asAdmin.change', value: true };
const busy = serviceError(S.busy, 503);

export const Loading: Story = story([]);
export const LoadFailed: Story = story([
  errorEvent('listChannelMembers', serviceError(S.refused, 403)),
]);
export const Members: Story = story([read]);
/** Nine digits only: Add stays disabled. */
export const TooShort: Story = story([read, { type: 'phones.change', value: S.tooShort }]);
export const Adding: Story = story([read, typed, { type: 'members.add' }]);
export const Added: Story = story([
  read,
  typed,
  { type: 'members.add' },
  doneEvent('addMembers', SAMPLE_TEAM_MEMBERS),
]);
export const AddedAsAdmins: Story = story([
  read,
  typed,
  ticked,
  { type: 'members.add' },
  doneEvent('addMembers', SAMPLE_TEAM_MEMBERS),
]);
export const AddFailed: Story = story([
  read,
  typed,
  { type: 'members.add' },
  errorEvent('addMembers', serviceError(S.unknown, 404)),
]);
export const MakingAdmin: Story = story([read, { type: 'member.makeAdmin', member: MEMBER_MEENA }]);
export const MadeAdmin: Story = story([
  read,
  { type: 'member.makeAdmin', member: MEMBER_MEENA },
  doneEvent('setMemberAdmin', SAMPLE_TEAM_MEMBERS),
]);
export const DismissingAdmin: Story = story([
  read,
  { type: 'member.dismissAdmin', member: MEMBER_KIRAN },
]);
// The confirmation is a dialog over the panel's dialog, opened after it as in the app (both
// mounted in one render, the inner one never shows).
function OpenedOver({ before, view }: { before: ChannelMembersModel; view: ChannelMembersModel }) {
  const [shown, setShown] = useState(before);
  useEffect(() => {
    const timer = setTimeout(() => setShown(view), 100);
    return () => clearTimeout(timer);
  }, [view]);
  return <MembersDialog view={shown} onClose={() => {}} />;
}
const confirmOpens: Story['play'] = async () => {
  await within(document.body).findByRole('button', { name: 'Cancel' }, { timeout: 5000 });
};
export const ConfirmRemove: Story = {
  ...story([read, { type: 'member.remove', member: MEMBER_MEENA }]),
  render: (args) => (
    <OpenedOver
      before={connectChannelMembers(snapshotAfter(asAdmin, read) as never)}
      view={args.view}
    />
  ),
  play: confirmOpens,
};
export const Removing: Story = story([
  read,
  { type: 'member.remove', member: MEMBER_MEENA },
  { type: 'remove.confirm' },
]);
export const Leaving: Story = story([read, { type: 'channel.leave' }]);
export const LeaveFailed: Story = story([
  read,
  { type: 'channel.leave' },
  errorEvent('leaveChannel', busy),
]);
export const Left: Story = story([
  read,
  { type: 'channel.leave' },
  doneEvent('leaveChannel', null),
]);
export const ConfirmDelete: Story = {
  ...story([read, { type: 'channel.delete' }], asCreator),
  render: (args) => (
    <OpenedOver
      before={connectChannelMembers(snapshotAfter(asCreator, read) as never)}
      view={args.view}
    />
  ),
  play: confirmOpens,
};
export const Deleting: Story = story(
  [read, { type: 'channel.delete' }, { type: 'delete.confirm' }],
  asCreator,
);
/** The creator before any member is read back. */
export const WaitForMembers: Story = story(
  [doneEvent('listChannelMembers', NO_MEMBERS), { type: 'channel.delete' }],
  asCreator,
);
/** The super admin is offered Delete Channel on a team channel, but is not its creator. */
export const CannotDelete: Story = story(
  [doneEvent('listChannelMembers', SAMPLE_MEMBERS_OF_SUPER_ADMIN), { type: 'channel.delete' }],
  asSuperAdmin,
);
/** The super admin's list: the business member is there, marked Business (spec §6). */
export const BusinessUsersForSuperAdmin: Story = story(
  [doneEvent('listChannelMembers', SAMPLE_MEMBERS_OF_SUPER_ADMIN)],
  asSuperAdmin,
);
