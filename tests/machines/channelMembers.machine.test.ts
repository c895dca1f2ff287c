import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  MEMBER_MEENA,
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
import {
  type ChannelMembersActors,
  canAddPhones,
  channelMembersMachine,
  connectChannelMembers,
  mayDelete,
  offersDelete,
  phonesOf,
  CHANNEL_MEMBERS_TEXTS as T,
} from '../../machines/channelMembers/index.ts';
import { chatMessages } from '../../src/domain/messages/chat.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof channelMembersMachine.transition>;

describeMachinePaths('channelMembers', channelMembersPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectChannelMembers(state);
  // What was typed stays until the members are added.
  const typed =
    lastPayload<string>(history, 'phones.change', 'value', (step) =>
      step.event.type.startsWith('xstate.done.actor.addMembers'),
    ) ?? '';
  expect(view.phones).toBe(typed);
  expect(view.busy).toBe(state.hasTag('busy'));
  expect(view.add.enabled).toBe(state.matches('panel') && view.manages && canAddPhones(typed));
  if (state.matches({ panel: 'added' })) {
    expect(view.notice).toBe(
      state.context.asAdmin ? chatMessages.memberMadeAdmin : chatMessages.memberAdded,
    );
  }
  if (state.matches({ panel: 'cannotDelete' }))
    expect(view.alert).toBe("You can't delete this channel");
  if (state.matches({ panel: 'waitForMembers' })) {
    expect(view.alert).toBe('Please wait till we get all the group members');
  }
  // The creator is never offered Remove or Dismiss; Asha is never offered to remove herself.
  for (const row of view.members ?? []) {
    const labels = row.actions.map((action) => action.text);
    if (row.member.username === state.context.channel.creator) {
      expect(labels).not.toContain(T.remove);
      expect(labels).not.toContain(T.dismissAdmin);
    }
    if (row.member.username === state.context.me.username) expect(labels).not.toContain(T.remove);
  }
});

describe('channelMembers rules', () => {
  it('keeps only the 10-character entries of a comma-separated list, each once', () => {
    expect(phonesOf(SAMPLE.phones)).toEqual(['9000000002', '9000000004']);
    expect(phonesOf(' 9000000002 ,9000000002,')).toEqual(['9000000002']);
    expect(canAddPhones(SAMPLE.tooShort)).toBe(false);
    expect(canAddPhones('123456789,12')).toBe(false);
    expect(canAddPhones('9000000002')).toBe(true);
  });

  it('offers Delete Channel to the creator, and to the super admin on non-public channels', () => {
    expect(offersDelete(SAMPLE_OWN_TEAM, SAMPLE_ADMIN)).toBe(true);
    expect(offersDelete(SAMPLE_TEAM, SAMPLE_ADMIN)).toBe(false);
    expect(offersDelete(SAMPLE_TEAM, SAMPLE_SUPER_ADMIN)).toBe(true);
    expect(offersDelete({ ...SAMPLE_TEAM, type: 'public' }, SAMPLE_SUPER_ADMIN)).toBe(false);
    expect(offersDelete({ ...SAMPLE_OWN_TEAM, type: 'p2p' }, SAMPLE_ADMIN)).toBe(false);
  });

  it('allows a delete to the creator under 1000 members only', () => {
    expect(mayDelete(SAMPLE_OWN_TEAM, SAMPLE_ADMIN, 999)).toBe(true);
    expect(mayDelete(SAMPLE_OWN_TEAM, SAMPLE_ADMIN, 1000)).toBe(false);
    expect(mayDelete(SAMPLE_TEAM, SAMPLE_SUPER_ADMIN, 3)).toBe(false);
  });
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('channelMembers with live actors', () => {
  const start = (channel = SAMPLE_TEAM) => {
    const fakes = deferredActors<ChannelMembersActors>([
      'listChannelMembers',
      'addMembers',
      'setMemberAdmin',
      'removeMember',
      'deleteChannel',
      'leaveChannel',
    ]);
    let gone = 0;
    const actor = createActor(
      channelMembersMachine.provide({
        actors: fakes.actors,
        actions: { channelGone: () => gone++ },
      }),
      { input: { channel, me: SAMPLE_ADMIN } },
    ).start();
    return { fakes, actor, gone: () => gone };
  };

  it('adds the kept numbers once, as admins when ticked, and clears what was typed', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    actor.send({ type: 'phones.change', value: SAMPLE.phones });
    actor.send({ type: 'asAdmin.change', value: true });
    actor.send({ type: 'members.add' });
    actor.send({ type: 'members.add' });
    expect(fakes.calls.addMembers).toHaveLength(1);
    expect(fakes.latest('addMembers').input).toEqual({
      channel_name: SAMPLE_TEAM.name,
      usernames: ['9000000002', '9000000004'],
      is_admin: true,
    });
    fakes.latest('addMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    const view = connectChannelMembers(actor.getSnapshot());
    expect([view.notice, view.phones]).toEqual([T.madeAdmin, '']);
  });

  it('keeps the numbers after a failure and shows the server’s words', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    actor.send({ type: 'phones.change', value: SAMPLE.phones });
    actor.send({ type: 'members.add' });
    fakes.latest('addMembers').reject(Object.assign(new Error(SAMPLE.unknown), { status: 404 }));
    await settle();
    const view = connectChannelMembers(actor.getSnapshot());
    expect([view.alert, view.phones]).toEqual([SAMPLE.unknown, SAMPLE.phones]);
  });

  it('removes a member only after the confirmation, by id', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    actor.send({ type: 'member.remove', member: MEMBER_MEENA });
    expect(fakes.calls.removeMember).toHaveLength(0);
    expect(connectChannelMembers(actor.getSnapshot()).confirm?.text).toBe(
      T.confirmRemove(MEMBER_MEENA.name),
    );
    actor.send({ type: 'remove.confirm' });
    expect(fakes.latest('removeMember').input).toEqual({
      channel_name: SAMPLE_TEAM.name,
      user_id: MEMBER_MEENA.id,
    });
  });

  it('tells the host once the channel is left or deleted', async () => {
    const left = start();
    left.fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    left.actor.send({ type: 'channel.leave' });
    left.fakes.latest('leaveChannel').resolve(null);
    await settle();
    expect([left.actor.getSnapshot().status, left.gone()]).toEqual(['done', 1]);

    const deleted = start(SAMPLE_OWN_TEAM);
    deleted.fakes.latest('listChannelMembers').resolve(SAMPLE_TEAM_MEMBERS);
    await settle();
    deleted.actor.send({ type: 'channel.delete' });
    deleted.actor.send({ type: 'delete.confirm' });
    expect(deleted.fakes.latest('deleteChannel').input).toEqual({
      channel_id: SAMPLE_OWN_TEAM.channel_id,
    });
    deleted.fakes.latest('deleteChannel').resolve(null);
    await settle();
    expect(deleted.gone()).toBe(1);
  });
});
