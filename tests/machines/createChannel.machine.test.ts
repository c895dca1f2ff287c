import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createChannelPaths,
  CREATE_CHANNEL_SAMPLE as S,
} from '../../machines/createChannel/createChannel.paths.ts';
import {
  type CreateChannelActors,
  connectCreateChannel,
  createChannelMachine,
  hasDisplayName,
  isValidShortName,
  CREATE_CHANNEL_TEXTS as T,
} from '../../machines/createChannel/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof createChannelMachine.transition>;

describeMachinePaths('createChannel', createChannelPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectCreateChannel(state);
  // Every value stays as last typed, whatever happened since (nothing is lost to a refusal).
  const named = lastPayload<string>(history, 'displayName.change', 'value') ?? '';
  const short = lastPayload<string>(history, 'name.change', 'value') ?? '';
  expect([view.displayName, view.name]).toEqual([named, short]);
  const ticks = (type: string) => history.filter((step) => step.event.type === type).length % 2;
  expect(view.teamIds).toEqual(ticks('team.toggle') ? [5] : []);
  expect(view.tagIds).toEqual(ticks('tag.toggle') ? [6] : []);
  expect(view.actionIds).toEqual(ticks('action.toggle') ? [3] : []);
  const grouped = history.some((step) => step.event.type === 'docGroup.change');
  expect(view.docGroupId).toBe(grouped ? 102 : null);
  expect(view.busy).toBe(state.matches('saving') || state.matches('created'));
  expect(view.canCreate).toBe(state.matches('form'));

  const last = history.at(-1)!.event;
  if (last.type === 'channel.create') {
    // Create sends only a named channel with a plain short name; otherwise it says why.
    const sent = hasDisplayName(named) && isValidShortName(short);
    expect(state.matches('saving')).toBe(sent);
    expect(view.alert).toBe(sent ? null : !hasDisplayName(named) ? T.needsName : T.badShortName);
  }
  if (state.matches({ form: 'failed' })) expect(view.alert).toBe(S.taken);
  expect(view.notice).toBe(
    state.matches('saving') ? T.creating : state.matches('created') ? T.created : null,
  );
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('createChannel with live actors', () => {
  const start = () => {
    const fakes = deferredActors<CreateChannelActors>(['createChannel']);
    const opened: string[] = [];
    const actor = createActor(
      createChannelMachine.provide({
        actors: fakes.actors,
        actions: {
          openChannel: ({ context }) => {
            opened.push(context.created!);
          },
        },
      }),
    ).start();
    return { fakes, actor, opened };
  };

  it('sends the trimmed values, the teams, tags and flags once, then opens the channel', async () => {
    const { fakes, actor, opened } = start();
    actor.send({ type: 'displayName.change', value: `  ${S.displayName} ` });
    actor.send({ type: 'name.change', value: S.name });
    actor.send({ type: 'description.change', value: S.description });
    actor.send({ type: 'type.change', value: 'private' });
    actor.send({ type: 'team.toggle', id: 5 });
    actor.send({ type: 'team.toggle', id: 1 });
    actor.send({ type: 'team.toggle', id: 1 });
    actor.send({ type: 'tag.toggle', id: 2 });
    actor.send({ type: 'action.toggle', id: 4 });
    actor.send({ type: 'action.toggle', id: 3 });
    actor.send({ type: 'docGroup.change', value: 101 });
    actor.send({ type: 'flag.toggle', flag: 'customer_support' });
    actor.send({ type: 'channel.create' });
    actor.send({ type: 'channel.create' });
    expect(fakes.calls.createChannel).toHaveLength(1);
    expect(fakes.latest('createChannel').input).toEqual({
      display_name: S.displayName,
      name: S.name,
      description: S.description,
      channel_type: 'private',
      team_ids: [5],
      tags: [2],
      chat_actions: [4, 3],
      doc_group_id: 101,
      will_schedule_msg: false,
      enable_redmine: false,
      customer_support: true,
    });
    fakes.latest('createChannel').resolve({ channel_name: S.answer.channel_name } as never);
    await settle();
    expect(opened).toEqual([S.answer.channel_name]);
    expect(connectCreateChannel(actor.getSnapshot()).notice).toBe(T.created);
  });

  it("keeps every value after the server's refusal and sends the same again", async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'displayName.change', value: S.displayName });
    actor.send({ type: 'team.toggle', id: 5 });
    actor.send({ type: 'channel.create' });
    expect(fakes.latest('createChannel').input).not.toHaveProperty('name');
    fakes.latest('createChannel').reject(Object.assign(new Error(S.taken), { status: 400 }));
    await settle();
    const view = connectCreateChannel(actor.getSnapshot());
    expect([view.alert, view.displayName, view.teamIds]).toEqual([S.taken, S.displayName, [5]]);
    actor.send({ type: 'channel.create' });
    expect(fakes.calls.createChannel[1]!.input).toEqual(fakes.calls.createChannel[0]!.input);
  });

  it('takes no more than the contract allows', () => {
    const { actor } = start();
    actor.send({ type: 'displayName.change', value: 'x'.repeat(150) });
    actor.send({ type: 'description.change', value: 'y'.repeat(600) });
    const view = connectCreateChannel(actor.getSnapshot());
    expect([view.displayName.length, view.description.length]).toEqual([100, 500]);
  });
});
