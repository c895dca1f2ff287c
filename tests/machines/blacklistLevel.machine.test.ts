import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  blacklistLevelPaths,
  BLACKLIST_LEVEL_SAMPLE as SAMPLE,
} from '../../machines/blacklistLevel/blacklistLevel.paths.ts';
import {
  type BlacklistLevelActors,
  blacklistLevelMachine,
  connectBlacklistLevel,
  isValidReason,
  BLACKLIST_LEVEL_TEXTS as T,
} from '../../machines/blacklistLevel/index.ts';
import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof blacklistLevelMachine.transition>;

describeMachinePaths('blacklistLevel', blacklistLevelPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectBlacklistLevel(state);
  const last = history.at(-1)!.event;
  expect(view.open).toBe(!state.matches('idle'));
  // Cancel clears: the dialog opens again with the saved level and no reason.
  if (last.type === 'level.cancel') {
    expect([view.level, view.reason]).toEqual([view.current, '']);
  }
  // Confirm without a reason is refused with the spec's words, never sent.
  if (last.type === 'level.confirm') {
    const before = history.at(-2)!.state as Snapshot;
    expect(state.matches('saving')).toBe(isValidReason(before.context.reason));
    if (!state.matches('saving')) expect(view.alert).toBe(blacklistMessages.specifyReason);
  }
  if (state.matches('failed')) expect(view.alert).toBe(blacklistMessages.levelChangeFailed);
  if (last.type === 'xstate.done.actor.setBlacklistLevel') expect(view.notice).toBe(SAMPLE.msg);
});

describe('blacklistLevel with live actors', () => {
  it('sends {username, blacklist_level, blacklist_reason}, the reason trimmed and at most 60', () => {
    const fakes = deferredActors<BlacklistLevelActors>(['setBlacklistLevel']);
    const actor = createActor(blacklistLevelMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE.username, level: 0 },
    }).start();
    actor.send({ type: 'level.open' });
    actor.send({ type: 'level.change', value: '3' });
    actor.send({ type: 'reason.change', value: 'x'.repeat(70) });
    actor.send({ type: 'level.confirm' });
    expect(fakes.latest('setBlacklistLevel').input).toEqual({
      username: SAMPLE.username,
      blacklist_level: 3,
      blacklist_reason: 'x'.repeat(60),
    });
  });

  it('lists the features blacklisting disables in the spec’s words', () => {
    expect(T.disables).toBe('Disabled features: Loan, Refer, Chat, Wallet');
  });
});
