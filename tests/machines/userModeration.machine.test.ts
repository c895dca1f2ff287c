import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MEMBER_ME, MEMBER_MEENA } from '../../machines/channelMembers/channelMembers.fixtures.ts';
import {
  connectUserModeration,
  opensUserDialog,
  USER_MODERATION_TEXTS as T,
  type UserModerationActors,
  userModerationMachine,
} from '../../machines/userModeration/index.ts';
import {
  MODERATION_CHANNEL,
  MODERATOR_BUSINESS,
  MODERATOR_SUPER_ADMIN,
  SAMPLE_MEMBER,
  SAMPLE_STANDING,
} from '../../machines/userModeration/userModeration.fixtures.ts';
import {
  USER_MODERATION_SAMPLE as SAMPLE,
  userModerationPaths,
} from '../../machines/userModeration/userModeration.paths.ts';
import { chatMessages } from '../../src/domain/messages/chat.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof userModerationMachine.transition>;

describeMachinePaths('userModeration', userModerationPaths, (anyState) => {
  const state = anyState as Snapshot;
  const view = connectUserModeration(state);
  expect(view.busy).toBe(state.hasTag('busy'));
  // Only the super admin is offered Disable/Enable Chat and Blacklist User.
  const texts = view.actions.map((action) => action.text);
  if (!state.context.me.isSuperAdmin) {
    expect(texts).not.toContain(T.disable);
    expect(texts).not.toContain(T.blacklist);
  }
  if (state.context.status?.blocked) expect(texts).not.toContain(T.block);
  if (state.matches({ ready: 'blocked' })) expect(view.notice).toBe(chatMessages.userBlocked);
  if (state.matches({ blacklist: 'failed' }))
    expect(view.blacklist?.alert).toBe(state.context.error);
});

describe('userModeration rules', () => {
  it('opens for the super admin and business members, never on oneself', () => {
    expect(opensUserDialog(MODERATOR_SUPER_ADMIN, null, MEMBER_MEENA.username)).toBe(true);
    expect(opensUserDialog(MODERATOR_SUPER_ADMIN, null, MODERATOR_SUPER_ADMIN.username)).toBe(
      false,
    );
    const plain = { username: MEMBER_ME.username, name: MEMBER_ME.name, isSuperAdmin: false };
    expect(opensUserDialog(plain, { business: false }, MEMBER_MEENA.username)).toBe(false);
    expect(opensUserDialog(plain, {}, MEMBER_MEENA.username)).toBe(false);
    expect(opensUserDialog(plain, { business: true }, MEMBER_MEENA.username)).toBe(true);
  });
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('userModeration with live actors', () => {
  const start = (me = MODERATOR_SUPER_ADMIN) => {
    const fakes = deferredActors<UserModerationActors>([
      'getUserModeration',
      'blockUser',
      'setChatDisabled',
      'setBlacklistLevel',
    ]);
    const actor = createActor(userModerationMachine.provide({ actors: fakes.actors }), {
      input: { channel_name: MODERATION_CHANNEL, user: SAMPLE_MEMBER, me },
    }).start();
    return { fakes, actor };
  };

  it('blocks only after the confirmation, once, in this channel', async () => {
    const { fakes, actor } = start(MODERATOR_BUSINESS);
    expect(fakes.latest('getUserModeration').input).toEqual({
      username: SAMPLE_MEMBER.username,
      channel_name: MODERATION_CHANNEL,
    });
    fakes.latest('getUserModeration').resolve(SAMPLE_STANDING);
    await settle();
    actor.send({ type: 'block.press' });
    expect(fakes.calls.blockUser).toHaveLength(0);
    actor.send({ type: 'block.confirm' });
    actor.send({ type: 'block.confirm' });
    expect(fakes.calls.blockUser).toHaveLength(1);
    expect(fakes.latest('blockUser').input).toEqual({
      username: SAMPLE_MEMBER.username,
      channel_name: MODERATION_CHANNEL,
    });
    fakes.latest('blockUser').resolve({ msg: 'ok' });
    await settle();
    const view = connectUserModeration(actor.getSnapshot());
    expect([view.notice, view.standing]).toEqual([T.blocked, [T.blockedHere]]);
  });

  it('keeps the level and reason after a failed blacklist and shows the server’s words', async () => {
    const { fakes, actor } = start();
    fakes.latest('getUserModeration').resolve(SAMPLE_STANDING);
    await settle();
    actor.send({ type: 'blacklist.open' });
    actor.send({ type: 'blacklist.confirm' });
    expect(connectUserModeration(actor.getSnapshot()).blacklist?.alert).toBe(T.specifyReason);
    actor.send({ type: 'level.change', value: '3' });
    actor.send({ type: 'reason.change', value: SAMPLE.reason });
    actor.send({ type: 'blacklist.confirm' });
    expect(fakes.latest('setBlacklistLevel').input).toEqual({
      username: SAMPLE_MEMBER.username,
      blacklist_level: 3,
      blacklist_reason: SAMPLE.reason,
    });
    fakes
      .latest('setBlacklistLevel')
      .reject(Object.assign(new Error('Customer not found'), { status: 404 }));
    await settle();
    const form = connectUserModeration(actor.getSnapshot()).blacklist!;
    expect([form.alert, form.level, form.reason]).toEqual(['Customer not found', 3, SAMPLE.reason]);
  });

  it('disables chat after the confirmation, then offers Enable Chat without one', async () => {
    const { fakes, actor } = start();
    fakes.latest('getUserModeration').resolve(SAMPLE_STANDING);
    await settle();
    actor.send({ type: 'chat.disable' });
    actor.send({ type: 'disable.confirm' });
    expect(fakes.latest('setChatDisabled').input).toEqual({
      username: SAMPLE_MEMBER.username,
      disable: true,
    });
    fakes.latest('setChatDisabled').resolve({ msg: 'ok' });
    await settle();
    const texts = connectUserModeration(actor.getSnapshot()).actions.map((a) => a.text);
    expect(texts).toContain(T.enable);
    actor.send({ type: 'chat.enable' });
    expect(fakes.latest('setChatDisabled').input).toEqual({
      username: SAMPLE_MEMBER.username,
      disable: false,
    });
  });
});
