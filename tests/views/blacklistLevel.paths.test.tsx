// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  blacklistLevelPaths,
  BLACKLIST_LEVEL_SAMPLE as SAMPLE,
} from '../../machines/blacklistLevel/blacklistLevel.paths.ts';
import { blacklistLevelShows } from '../../machines/blacklistLevel/blacklistLevel.shows.ts';
import {
  type BlacklistLevelActors,
  connectBlacklistLevel,
  BLACKLIST_LEVEL_TEXTS as T,
} from '../../machines/blacklistLevel/index.ts';
import { BlacklistLevelSection } from '../../src/features/blacklist/BlacklistLevelSection.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<BlacklistLevelActors>;

const dialog = () => within(screen.getByRole('dialog', { name: T.dialogTitle }));

function expectLevelState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(blacklistLevelShows as never, state, screen);
  const view = connectBlacklistLevel(state as never);
  if (view.open) {
    expect(dialog().getByRole('combobox', { name: T.level })).toHaveValue(String(view.level));
    expect(dialog().getByRole('textbox', { name: T.reason })).toHaveValue(view.reason);
  }
  if (view.busy) {
    expect(fakes.latest('setBlacklistLevel').input).toEqual({
      username: SAMPLE.username,
      blacklist_level: view.level,
      blacklist_reason: view.reason.trim(),
    });
  }
}

function levelDriver(): ViewDriver<Fakes> {
  const server = fakeCustomerServer();
  return {
    fakes: () => deferredActors<BlacklistLevelActors>(['setBlacklistLevel']),
    render: (fakes) => (
      <BlacklistLevelSection
        queries={server.queries}
        username={SAMPLE.username}
        level={SAMPLE.level}
        setBlacklistLevel={fakes.actors.setBlacklistLevel}
      />
    ),
    gestures: {
      'level.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.change })),
      'level.change': (e, { user }) =>
        user.selectOptions(dialog().getByRole('combobox', { name: T.level }), e.value),
      'reason.change': async (e, { user }) => {
        const box = dialog().getByRole('textbox', { name: T.reason });
        await user.clear(box);
        if (e.value) await user.type(box, e.value);
      },
      'level.confirm': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.confirm })),
      'level.cancel': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.cancel })),
    },
    expectState: expectLevelState,
  };
}

describe('the blacklist level through BlacklistLevelSection', () => {
  it.each(viewCases(blacklistLevelPaths))('$title', async ({ path }) => {
    await replayThroughView(path, levelDriver());
  });
});
