// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChatMe } from '../../machines/chatChannel/index.ts';
import {
  USER_MODERATION_TEXTS as T,
  type UserModerationActors,
} from '../../machines/userModeration/index.ts';
import {
  MODERATION_CHANNEL,
  MODERATOR_BUSINESS,
  MODERATOR_SUPER_ADMIN,
  SAMPLE_MEMBER,
} from '../../machines/userModeration/userModeration.fixtures.ts';
import { userModerationPaths } from '../../machines/userModeration/userModeration.paths.ts';
import { userModerationShows } from '../../machines/userModeration/userModeration.shows.ts';
import UserDialog from '../../src/features/chat/moderation/UserDialog.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<UserModerationActors>;

const NAMES = [
  'getUserModeration',
  'blockUser',
  'unblockUser',
  'banUser',
  'setChatDisabled',
  'setBlacklistLevel',
] as const;

/** The topmost control of that name: a confirmation opens over the dialog, which stays behind. */
const top = (role: 'button' | 'textbox' | 'combobox', name: string) =>
  screen.getAllByRole(role, { name }).at(-1)!;
const press =
  (name: string) =>
  async (_e: unknown, { user }: ReplayContext<Fakes>) =>
    user.click(top('button', name));

function expectModerationState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(userModerationShows as never, state, screen);
  // What the user typed for the blacklist stays while the form is open, refused or not.
  if (state.matches('blacklist')) {
    expect(top('textbox', T.reason)).toHaveValue(state.context.reason);
  }
  if (state.matches('banning')) {
    expect(fakes.latest('banUser').input).toEqual({
      username: SAMPLE_MEMBER.username,
      channel_name: MODERATION_CHANNEL,
    });
  }
  if (state.matches('blocking')) {
    expect(fakes.latest('blockUser').input).toEqual({
      username: SAMPLE_MEMBER.username,
      channel_name: MODERATION_CHANNEL,
    });
  }
}

function moderationDriver(me: ChatMe): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<UserModerationActors>([...NAMES]),
    render: (fakes) => (
      <UserDialog
        channel_name={MODERATION_CHANNEL}
        user={SAMPLE_MEMBER}
        me={me}
        onClose={() => {}}
        actors={fakes.actors}
      />
    ),
    actorOf: { disableChat: 'setChatDisabled', enableChat: 'setChatDisabled' },
    gestures: {
      'status.retry': press(T.retry),
      'block.press': press(T.block),
      'block.confirm': press(T.blockConfirm),
      'block.cancel': press(T.cancel),
      'unblock.press': press(T.unblock),
      'ban.press': press(T.ban),
      'ban.confirm': press(T.banConfirm),
      'ban.cancel': press(T.cancel),
      'chat.disable': press(T.disable),
      'disable.confirm': press(T.disableConfirm),
      'disable.cancel': press(T.cancel),
      'chat.enable': press(T.enable),
      'blacklist.open': press(T.blacklist),
      'level.change': (e, { user }) => user.selectOptions(top('combobox', T.level), e.value),
      'reason.change': async (e, { user }) => {
        const field = top('textbox', T.reason);
        await user.clear(field);
        if (e.value) await user.type(field, e.value);
      },
      'blacklist.confirm': press(T.confirm),
      'blacklist.cancel': press(T.cancel),
    },
    expectState: expectModerationState,
  };
}

describe("the member's dialog through UserDialog", () => {
  it.each(viewCases(userModerationPaths))(
    'as the super admin: $title',
    async ({ path }) => {
      await replayThroughView(path, moderationDriver(MODERATOR_SUPER_ADMIN));
    },
    20_000,
  );

  it.each(viewCases(userModerationPaths.alsoWalk![0]!))(
    'as the super admin, on a moderated member: $title',
    async ({ path }) => {
      await replayThroughView(path, moderationDriver(MODERATOR_SUPER_ADMIN));
    },
    20_000,
  );

  it.each(viewCases(userModerationPaths.alsoWalk![1]!))(
    'as a business member: $title',
    async ({ path }) => {
      await replayThroughView(path, moderationDriver(MODERATOR_BUSINESS));
    },
    20_000,
  );
});
