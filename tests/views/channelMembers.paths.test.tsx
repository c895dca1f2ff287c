// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  SAMPLE_ADMIN,
  SAMPLE_OWN_TEAM,
  SAMPLE_SUPER_ADMIN,
  SAMPLE_TEAM,
  SAMPLE_TEAM_MEMBERS,
} from '../../machines/channelMembers/channelMembers.fixtures.ts';
import {
  channelMembersPaths,
  CHANNEL_MEMBERS_SAMPLE as SAMPLE,
} from '../../machines/channelMembers/channelMembers.paths.ts';
import { channelMembersShows } from '../../machines/channelMembers/channelMembers.shows.ts';
import {
  type ChannelMembersActors,
  connectChannelMembers,
  type MembersChannel,
  CHANNEL_MEMBERS_TEXTS as T,
} from '../../machines/channelMembers/index.ts';
import type { ChatMe } from '../../machines/chatChannel/index.ts';
import MembersPanel from '../../src/features/chat/members/MembersPanel.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ChannelMembersActors> & { gone: ReturnType<typeof vi.fn<() => void>> };

const NAMES = [
  'listChannelMembers',
  'addMembers',
  'setMemberAdmin',
  'removeMember',
  'deleteChannel',
  'leaveChannel',
] as const;

const panel = () => within(screen.getByRole('dialog', { name: T.title }));
const phones = () => panel().getByRole('textbox', { name: T.phones });
const press =
  (name: string) =>
  async (_e: unknown, { user }: ReplayContext<Fakes>) =>
    user.click(screen.getByRole('button', { name }));

function expectMembersState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(channelMembersShows as never, state, screen);
  const view = connectChannelMembers(state as never);
  if (view.gone) {
    expect(fakes.gone).toHaveBeenCalledTimes(1);
    return;
  }
  // Nothing typed is lost: the numbers stay until they are added.
  if (view.manages && !view.confirm) expect(phones()).toHaveValue(view.phones);
  if (state.matches('adding')) {
    expect(fakes.latest('addMembers').input).toEqual({
      channel_name: SAMPLE_TEAM.name,
      usernames: ['9000000002', '9000000004'],
      is_admin: view.asAdmin,
    });
  }
}

function membersDriver(channel: MembersChannel, me: ChatMe): ViewDriver<Fakes> {
  return {
    fakes: () =>
      Object.assign(deferredActors<ChannelMembersActors>([...NAMES]), {
        gone: vi.fn<() => void>(),
      }),
    render: (fakes) => (
      <MembersPanel
        channel={channel}
        me={me}
        onClose={() => {}}
        onGone={fakes.gone}
        actors={fakes.actors}
      />
    ),
    actorOf: { dismissAdmin: 'setMemberAdmin' },
    gestures: {
      'phones.change': async (e, { user }) => {
        const field = phones() as HTMLInputElement;
        await user.clear(field);
        // Typing replaces whatever is left in the field.
        if (e.value) {
          await user.type(field, e.value, {
            initialSelectionStart: 0,
            initialSelectionEnd: field.value.length,
          });
        }
      },
      'asAdmin.change': (_e, { user }) =>
        user.click(panel().getByRole('checkbox', { name: T.asAdmin })),
      'members.add': press(T.add),
      'members.retry': press(T.retry),
      'member.makeAdmin': (e, ctx) => press(T.makeAdminOf(e.member.name))(e, ctx),
      'member.dismissAdmin': (e, ctx) => press(T.dismissAdminOf(e.member.name))(e, ctx),
      'member.remove': (e, ctx) => press(T.removeOf(e.member.name))(e, ctx),
      'remove.confirm': press(T.remove),
      'remove.cancel': press(T.cancel),
      'channel.delete': press(T.deleteChannel),
      'delete.confirm': press(T.delete),
      'delete.cancel': press(T.cancel),
      'channel.leave': press(T.leave),
    },
    expectState: expectMembersState,
  };
}

describe('the member panel through MembersPanel', () => {
  it.each(viewCases(channelMembersPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, membersDriver(SAMPLE_TEAM, SAMPLE_ADMIN));
    },
    20_000,
  );

  it.each(viewCases(channelMembersPaths.alsoWalk![0]!))(
    'as the creator: $title',
    async ({ path }) => {
      await replayThroughView(path, membersDriver(SAMPLE_OWN_TEAM, SAMPLE_ADMIN));
    },
  );

  it.each(viewCases(channelMembersPaths.alsoWalk![1]!))(
    'as the super admin: $title',
    async ({ path }) => {
      await replayThroughView(path, membersDriver(SAMPLE_TEAM, SAMPLE_SUPER_ADMIN));
    },
  );

  it('marks admins and adds by Enter in the numbers field', async () => {
    const driver = membersDriver(SAMPLE_TEAM, SAMPLE_ADMIN);
    const fakes = driver.fakes();
    const user = userEvent.setup();
    render(driver.render(fakes));
    await vi.waitFor(() => expect(fakes.calls.listChannelMembers).toHaveLength(1));
    fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    const list = await panel().findByRole('list', { name: T.title });
    expect(within(list).getAllByText(T.admin)).toHaveLength(SAMPLE_TEAM_MEMBERS.admins.length);
    await user.type(phones(), `${SAMPLE.phones}{Enter}`);
    expect(fakes.calls.addMembers).toHaveLength(1);
  });
});
