import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { within } from 'storybook/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import {
  connectUserModeration,
  type UserModerationModel,
} from '../../machines/userModeration/index.ts';
import {
  SAMPLE_MODERATED,
  SAMPLE_STANDING,
} from '../../machines/userModeration/userModeration.fixtures.ts';
import {
  USER_MODERATION_SAMPLE as S,
  userModerationPaths,
} from '../../machines/userModeration/userModeration.paths.ts';
import { userModerationShows } from '../../machines/userModeration/userModeration.shows.ts';
import { UserDialogView } from '../../src/features/chat/moderation/UserDialog.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

// The super admin (the main walk) and a business member of the channel (Block User only).
const asSuperAdmin = userModerationPaths.machine;
const asBusiness = userModerationPaths.alsoWalk![1]!.machine;

function story(events: AnyEventObject[], machine: AnyStateMachine = asSuperAdmin): Story {
  const snapshot = snapshotAfter(machine, ...events);
  return {
    args: { view: connectUserModeration(snapshot as never) },
    parameters: renders(userModerationShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/User dialog',
  component: UserDialogView,
  args: { view: connectUserModeration(snapshotAfter(asSuperAdmin)), onClose: () => {} },
} satisfies Meta<typeof UserDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

const read = doneEvent('getUserModeration', SAMPLE_STANDING);
const busy = serviceError(S.busy, 503);

// A confirmation or the blacklist form is a dialog over the user dialog, opened after it as in
// the app (both mounted in one render, the inner one never shows).
function OpenedOver({ before, view }: { before: UserModerationModel; view: UserModerationModel }) {
  const [shown, setShown] = useState(before);
  useEffect(() => {
    const timer = setTimeout(() => setShown(view), 100);
    return () => clearTimeout(timer);
  }, [view]);
  return <UserDialogView view={shown} onClose={() => {}} />;
}
const overOpens: Story['play'] = async () => {
  await within(document.body).findByRole('button', { name: 'Cancel' }, { timeout: 5000 });
};
function over(events: AnyEventObject[], machine: AnyStateMachine = asSuperAdmin): Story {
  return {
    ...story(events, machine),
    render: (args) => (
      <OpenedOver
        before={connectUserModeration(snapshotAfter(machine, read) as never)}
        view={args.view}
      />
    ),
    play: overOpens,
  };
}

export const Loading: Story = story([]);
export const LoadFailed: Story = story([
  errorEvent('getUserModeration', serviceError(S.notMember, 404)),
]);
export const SuperAdmin: Story = story([read]);
/** A business member of the channel: Block User only. */
export const BusinessMember: Story = story([read], asBusiness);
/** Already blocked here, chat disabled: Enable Chat is offered, Block User is not. */
export const AlreadyModerated: Story = story([doneEvent('getUserModeration', SAMPLE_MODERATED)]);
export const ConfirmBlock: Story = over([read, { type: 'block.press' }]);
export const Blocking: Story = story([read, { type: 'block.press' }, { type: 'block.confirm' }]);
export const Blocked: Story = story([
  read,
  { type: 'block.press' },
  { type: 'block.confirm' },
  doneEvent('blockUser', { msg: 'ok' }),
]);
export const BlockFailed: Story = story([
  read,
  { type: 'block.press' },
  { type: 'block.confirm' },
  errorEvent('blockUser', busy),
]);
export const ConfirmBan: Story = over([read, { type: 'ban.press' }]);
export const Banning: Story = story([read, { type: 'ban.press' }, { type: 'ban.confirm' }]);
export const Banned: Story = story([
  read,
  { type: 'ban.press' },
  { type: 'ban.confirm' },
  doneEvent('banUser', { msg: 'ok' }),
]);
export const Unblocking: Story = story([
  doneEvent('getUserModeration', SAMPLE_MODERATED),
  { type: 'unblock.press' },
]);
export const Unblocked: Story = story([
  doneEvent('getUserModeration', SAMPLE_MODERATED),
  { type: 'unblock.press' },
  doneEvent('unblockUser', { msg: 'ok' }),
]);
export const ConfirmDisable: Story = over([read, { type: 'chat.disable' }]);
export const Disabling: Story = story([
  read,
  { type: 'chat.disable' },
  { type: 'disable.confirm' },
]);
export const ChatDisabled: Story = story([
  read,
  { type: 'chat.disable' },
  { type: 'disable.confirm' },
  doneEvent('disableChat', { msg: 'ok' }),
]);
export const Enabling: Story = story([
  doneEvent('getUserModeration', SAMPLE_MODERATED),
  { type: 'chat.enable' },
]);
export const ChatEnabled: Story = story([
  doneEvent('getUserModeration', SAMPLE_MODERATED),
  { type: 'chat.enable' },
  doneEvent('enableChat', { msg: 'ok' }),
]);
export const BlacklistForm: Story = over([read, { type: 'blacklist.open' }]);
export const BlacklistNoReason: Story = over([
  read,
  { type: 'blacklist.open' },
  { type: 'blacklist.confirm' },
]);
const reasoned = [
  read,
  { type: 'blacklist.open' },
  { type: 'level.change', value: '3' },
  { type: 'reason.change', value: S.reason },
  { type: 'blacklist.confirm' },
];
export const BlacklistSaving: Story = {
  ...story(reasoned),
  render: (args) => (
    <OpenedOver
      before={connectUserModeration(snapshotAfter(asSuperAdmin, read) as never)}
      view={args.view}
    />
  ),
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'Blacklist user' }, { timeout: 5000 });
  },
};
export const BlacklistFailed: Story = over([
  ...reasoned,
  errorEvent('setBlacklistLevel', serviceError('Customer not found', 404)),
]);
export const Blacklisted: Story = story([
  ...reasoned,
  doneEvent('setBlacklistLevel', { msg: 'ok' }),
]);
