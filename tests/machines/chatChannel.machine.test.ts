import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CHANNEL_PROFILE_SAMPLE,
  channelProfilePaths,
} from '../../machines/chatChannel/channelProfile.paths.ts';
import {
  CHANNEL_SEARCH_SAMPLE,
  channelSearchPaths,
} from '../../machines/chatChannel/channelSearch.paths.ts';
import { sampleMessage } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  chatChannelPaths,
  CHAT_CHANNEL_SAMPLE as S,
} from '../../machines/chatChannel/chatChannel.paths.ts';
import {
  type ChatChannelActors,
  chatChannelMachine,
  connectChannelProfile,
  connectChannelSearch,
  connectChatChannel,
  connectMessageActions,
  type MessageActionsActors,
  messageActionsMachine,
  CHAT_CHANNEL_TEXTS as T,
} from '../../machines/chatChannel/index.ts';
import {
  MESSAGE_ACTIONS_SAMPLE,
  messageActionsPaths,
} from '../../machines/chatChannel/messageActions.paths.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

describeMachinePaths('chatChannel', chatChannelPaths, (anyState) => {
  const state = anyState as ReturnType<typeof chatChannelMachine.transition>;
  const view = connectChatChannel(state);
  const ids = view.messages.map((m) => m._id);
  // Each message once, oldest first.
  expect(new Set(ids).size).toBe(ids.length);
  const times = view.messages.map((m) => Date.parse(m.createdAt));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(view.loadError).toBe(state.matches('loadFailed') ? S.refused : null);
  if (state.matches({ ready: { window: 'detached' } })) expect(ids).not.toContain(S.newMessage._id);
});

describeMachinePaths('messageActions', messageActionsPaths, (anyState) => {
  const state = anyState as ReturnType<typeof messageActionsMachine.transition>;
  const view = connectMessageActions(state);
  // A 403 on pin or unpin reads as the spec's words; a delete failure always does.
  if (state.matches('deleteFailed')) expect(view.failure).toBe(T.deleteFailed);
  if (state.matches('unpinFailed')) expect(view.failure).toBe(T.unpinForbidden);
  if (state.matches('pinFailed')) {
    expect([T.pinForbidden, MESSAGE_ACTIONS_SAMPLE.refused]).toContain(view.failure);
  }
  if (view.forward?.canSend) expect(view.forward.picked.length).toBeGreaterThan(0);
});

describeMachinePaths('channelSearch', channelSearchPaths, (anyState) => {
  const view = connectChannelSearch(anyState as never);
  expect(view.canSubmit).toBe(view.open && !view.searching && view.query.trim() !== '');
  if (view.results) expect(view.results).toEqual(CHANNEL_SEARCH_SAMPLE.results);
});

describeMachinePaths('channelProfile', channelProfilePaths, (anyState) => {
  const view = connectChannelProfile(anyState as never);
  if (view.members) expect(view.members).toEqual(CHANNEL_PROFILE_SAMPLE.members);
});

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

describe('chatChannel with live actors', () => {
  const start = () => {
    const fakes = deferredActors<ChatChannelActors>(['listChannelMessages', 'loadMessagesAround']);
    const actor = createActor(chatChannelMachine.provide({ actors: fakes.actors }), {
      input: { channel: S.channel, me: S.me },
    }).start();
    return { fakes, actor };
  };

  it('reads the newest 30, then 30 older than the oldest shown', async () => {
    const { fakes, actor } = start();
    expect(fakes.latest('listChannelMessages').input).toEqual({
      channel: S.channel.name,
      entries: 30,
    });
    fakes.latest('listChannelMessages').resolve(S.latest);
    await settle();
    actor.send({ type: 'older.load' });
    expect(fakes.latest('listChannelMessages').input).toEqual({
      channel: S.channel.name,
      entries: 30,
      end_time: S.latest.messages[0]!.createdAt,
    });
    fakes.latest('listChannelMessages').resolve(S.older);
    await settle();
    expect(actor.getSnapshot().context.messages).toHaveLength(45);
    // No more: reaching the top asks nothing.
    actor.send({ type: 'older.load' });
    expect(fakes.calls.listChannelMessages).toHaveLength(2);
  });

  it('shows a message once when the outbox and the broker both bring it', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMessages').resolve(S.latest);
    await settle();
    const event = { type: 'NEW_MESSAGE', channel: S.channel.name, message: S.newMessage } as const;
    actor.send({ type: 'chat.event', event });
    actor.send({ type: 'chat.event', event });
    actor.send({
      type: 'chat.event',
      event: {
        ...event,
        channel: 'kosh/public/1000099',
        message: sampleMessage(46, 'kosh/public/1000099'),
      },
    });
    const ids = actor.getSnapshot().context.messages.map((m) => m._id);
    expect(ids.filter((id) => id === S.newMessage._id)).toHaveLength(1);
    expect(ids).toHaveLength(31);
  });

  it('keeps a message that arrives while the first read is under way', async () => {
    const { fakes, actor } = start();
    actor.send({
      type: 'chat.event',
      event: { type: 'NEW_MESSAGE', channel: S.channel.name, message: S.newMessage },
    });
    fakes.latest('listChannelMessages').resolve(S.latest);
    await settle();
    expect(actor.getSnapshot().context.messages.at(-1)!._id).toBe(S.newMessage._id);
  });

  it('a deleted quoted message clears the reply', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMessages').resolve(S.latest);
    await settle();
    actor.send({ type: 'reply.start', message: sampleMessage(44) });
    expect(actor.getSnapshot().context.replyTo?._id).toBe('m00044');
    actor.send({
      type: 'chat.event',
      event: { type: 'MESSAGE_DELETED', channel: S.channel.name, message_id: 'm00044' },
    });
    expect(actor.getSnapshot().context.replyTo).toBeNull();
  });

  it('after a realtime gap merges the newest without repeating any', async () => {
    const { fakes, actor } = start();
    fakes.latest('listChannelMessages').resolve(S.latest);
    await settle();
    actor.send({ type: 'realtime.reconnected' });
    fakes.latest('listChannelMessages').resolve(S.caughtUp);
    await settle();
    const ids = actor.getSnapshot().context.messages.map((m) => m._id);
    expect(ids).toHaveLength(32);
    expect(ids.at(-1)).toBe('m00046');
  });
});

describe('messageActions with live actors', () => {
  it('forwards the text to each picked channel in turn and tells the page of a pin', async () => {
    const fakes = deferredActors<MessageActionsActors>([
      'deleteChannelMessage',
      'pinChannelMessage',
      'unpinChannelMessage',
      'listForwardTargets',
      'forward',
    ]);
    const changed: unknown[] = [];
    const actor = createActor(
      messageActionsMachine.provide({
        actors: fakes.actors,
        actions: {
          channelChanged: ({ event }) =>
            changed.push((event as unknown as { output: unknown }).output),
        },
      }),
      { input: { channel: MESSAGE_ACTIONS_SAMPLE.channel } },
    ).start();
    const message = MESSAGE_ACTIONS_SAMPLE.message;
    actor.send({ type: 'message.forward', message });
    fakes.latest('listForwardTargets').resolve(MESSAGE_ACTIONS_SAMPLE.targets);
    await settle();
    for (const target of MESSAGE_ACTIONS_SAMPLE.targets) {
      actor.send({ type: 'forward.toggle', channel: target.name });
    }
    actor.send({ type: 'forward.send' });
    expect(fakes.latest('forward').input).toEqual({
      channel: 'kosh/public/1000043',
      text: message.text,
    });
    fakes.latest('forward').resolve(null);
    await settle();
    expect(fakes.latest('forward').input.channel).toBe('kosh/p2p/1000044');
    fakes.latest('forward').resolve(null);
    await settle();
    expect(connectMessageActions(actor.getSnapshot()).forward?.forwarded).toBe(2);
    actor.send({ type: 'action.dismiss' });
    actor.send({ type: 'message.pin', message });
    fakes.latest('pinChannelMessage').resolve(MESSAGE_ACTIONS_SAMPLE.pinnedChannel);
    await settle();
    expect(changed).toEqual([MESSAGE_ACTIONS_SAMPLE.pinnedChannel]);
    actor.send({ type: 'message.unpin', message });
    fakes.latest('unpinChannelMessage').reject(serviceError('Forbidden', 403));
    await settle();
    expect(connectMessageActions(actor.getSnapshot()).failure).toBe(T.unpinForbidden);
  });
});
