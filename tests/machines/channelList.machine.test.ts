import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  channelListPaths,
  CHANNEL_LIST_SAMPLE as S,
} from '../../machines/channelList/channelList.paths.ts';
import {
  type ChannelListActors,
  channelListMachine,
  connectChannelList,
  mentionEvent,
  NOT_JOINED,
  SAMPLE_ME,
  sampleChannel,
  sampleChannelPage,
  CHANNEL_LIST_TEXTS as T,
  unlistedMessageEvent,
} from '../../machines/channelList/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof channelListMachine.transition>;

describeMachinePaths('channelList', channelListPaths, (anyState) => {
  const state = anyState as Snapshot;
  const view = connectChannelList(state);
  expect(view.blacklisted).toBe(state.matches('blacklisted'));
  if (view.blacklisted) expect(view.channels).toEqual([]);
  expect(view.canMore).toBe(
    state.matches({ active: { list: 'idle' } }) &&
      state.context.channels.length < (state.context.total ?? 0),
  );
  expect(view.notice !== null).toBe(state.matches({ active: { list: 'toggleFailed' } }));
  if (state.matches({ active: 'contacts' })) expect(view.channels).toEqual([]);
});

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

describe('channelList with live actors', () => {
  const start = (mode: 'my' | 'all' = 'my', open: string | null = null) => {
    const fakes = deferredActors<ChannelListActors>([
      'checkSelf',
      'listChannels',
      'searchChannels',
      'joinChannel',
      'startPrivateChat',
      'listContacts',
      'setFavourite',
      'setNotification',
      'markChannelRead',
    ]);
    const ring = vi.fn();
    const opened = vi.fn();
    const actor = createActor(
      channelListMachine.provide({ actors: fakes.actors, actions: { ring, opened } }),
      { input: { me: SAMPLE_ME, mode, open } },
    ).start();
    return { fakes, actor, ring, opened };
  };

  it('falls back to All Channels when My Channels has no favourites', async () => {
    const { fakes, actor } = start();
    fakes.latest('checkSelf').resolve(null);
    await settle();
    expect(fakes.latest('listChannels').input).toEqual({ filter: 'my', start: 0, entries: 8 });
    fakes.latest('listChannels').resolve({ channels: [], total: 0 });
    await settle();
    expect(fakes.latest('listChannels').input).toEqual({ filter: 'all', start: 0, entries: 8 });
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 12));
    await settle();
    const view = connectChannelList(actor.getSnapshot());
    expect(view.mode).toBe('all');
    expect(view.fellBack).toBe(true);
    expect(view.channels).toHaveLength(8);
  });

  it('clears the list and says so when the self check is empty', async () => {
    const { fakes, actor } = start();
    fakes.latest('checkSelf').resolve(T.blackListed);
    await settle();
    expect(fakes.calls.listChannels).toHaveLength(0);
    expect(connectChannelList(actor.getSnapshot()).status?.text).toBe(T.blackListed);
  });

  it('Mentions keeps the loaded channels with unread mentions, and says so when none has one', async () => {
    const { fakes, actor } = start('all');
    fakes.latest('checkSelf').resolve(null);
    await settle();
    const page = sampleChannelPage(0, 8, 12);
    const withMention = page.channels.map((c, i) => ({
      ...c,
      unreadMentionsCount: i === 2 ? 1 : 0,
    }));
    fakes.latest('listChannels').resolve({ ...page, channels: withMention });
    await settle();
    const mentions = connectChannelList(actor.getSnapshot(), undefined, { mentionsOnly: true });
    expect(mentions.channels.map((c) => c.name)).toEqual([withMention[2]!.name]);
    expect(mentions.status).toBeNull();
    const none = {
      ...page,
      channels: page.channels.map((c) => ({ ...c, unreadMentionsCount: 0 })),
    };
    actor.send({ type: 'list.reload' });
    fakes.latest('listChannels').resolve(none);
    await settle();
    const empty = connectChannelList(actor.getSnapshot(), undefined, { mentionsOnly: true });
    expect(empty.channels).toEqual([]);
    expect(empty.status?.text).toBe(T.noMentions);
    expect(empty.canMore).toBe(true);
  });

  it('loads the next 8 from where the list ends', async () => {
    const { fakes, actor } = start('all');
    fakes.latest('checkSelf').resolve(null);
    await settle();
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 12));
    await settle();
    actor.send({ type: 'list.more' });
    expect(fakes.latest('listChannels').input).toEqual({ filter: 'all', start: 8, entries: 8 });
    fakes.latest('listChannels').resolve(sampleChannelPage(8, 8, 12));
    await settle();
    expect(actor.getSnapshot().context.channels).toHaveLength(12);
    actor.send({ type: 'list.more' });
    expect(fakes.calls.listChannels).toHaveLength(2);
  });

  it('changes a favourite only on the server’s answer, and says the spec’s words otherwise', async () => {
    const { fakes, actor } = start('all');
    fakes.latest('checkSelf').resolve(null);
    await settle();
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 8));
    await settle();
    const first = actor.getSnapshot().context.channels[0]!;
    actor.send({ type: 'channel.favourite', name: first.name, on: !first.fav });
    expect(actor.getSnapshot().context.channels[0]!.fav).toBe(first.fav);
    fakes.latest('setFavourite').reject(new Error('boom'));
    await settle();
    expect(actor.getSnapshot().context.channels[0]!.fav).toBe(first.fav);
    expect(connectChannelList(actor.getSnapshot()).notice).toBe(T.favouriteFailed);
    actor.send({ type: 'channel.notification', name: first.name, on: false });
    fakes.latest('setNotification').reject(new Error('boom'));
    await settle();
    expect(connectChannelList(actor.getSnapshot()).notice).toBe(T.notificationFailed);
    actor.send({ type: 'channel.favourite', name: first.name, on: !first.fav });
    fakes.latest('setFavourite').resolve(!first.fav);
    await settle();
    expect(actor.getSnapshot().context.channels[0]!.fav).toBe(!first.fav);
    expect(connectChannelList(actor.getSnapshot()).notice).toBeNull();
  });

  it('searches once after 500 ms of quiet, then joins and opens a channel', async () => {
    vi.useFakeTimers();
    try {
      const { fakes, actor, opened } = start('all');
      fakes.latest('checkSelf').resolve(null);
      await settle();
      fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 8));
      await settle();
      actor.send({ type: 'search.change', query: 'b' });
      vi.advanceTimersByTime(300);
      actor.send({ type: 'search.change', query: 'br' });
      vi.advanceTimersByTime(499);
      expect(fakes.calls.searchChannels).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(fakes.calls.searchChannels).toHaveLength(1);
      expect(fakes.latest('searchChannels').input).toEqual({ name: 'br', scope: 'all' });
      fakes.latest('searchChannels').resolve({ channels: [NOT_JOINED], people: [] });
      await settle();
      actor.send({ type: 'search.join', name: NOT_JOINED.name });
      fakes.latest('joinChannel').resolve({ ...NOT_JOINED, added: true });
      await settle();
      const { context } = actor.getSnapshot();
      expect(context.channels[0]!.name).toBe(NOT_JOINED.name);
      expect(context.open).toBe(NOT_JOINED.name);
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rings for a message from someone else in a channel with notifications on, and marks an opened channel read', async () => {
    const { fakes, actor, ring } = start('all');
    fakes.latest('checkSelf').resolve(null);
    await settle();
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 8));
    await settle();
    actor.send({ type: 'chat.event', event: mentionEvent(3) });
    expect(ring).toHaveBeenCalledTimes(1);
    const top = actor.getSnapshot().context.channels[0]!;
    expect(top.unreadMentionsCount).toBeGreaterThan(0);
    actor.send({ type: 'channel.open', name: top.name });
    expect(fakes.latest('markChannelRead').input).toEqual({ name: top.name });
    expect(actor.getSnapshot().context.channels[0]!.unreadCount).toBe(0);
  });

  it('marks the channel it opened with (the address) read, and lists it with none unread', async () => {
    const page = sampleChannelPage(0, 8, 8);
    const opened = page.channels.find((c) => c.unreadCount > 0)!;
    const { fakes, actor } = start('all', opened.name);
    expect(fakes.calls.markChannelRead).toHaveLength(0);
    fakes.latest('checkSelf').resolve(null);
    await settle();
    expect(fakes.calls.markChannelRead.map((call) => call.input)).toEqual([{ name: opened.name }]);
    fakes.latest('listChannels').resolve(page);
    await settle();
    const listed = actor.getSnapshot().context.channels.find((c) => c.name === opened.name)!;
    expect(listed.unreadCount).toBe(0);
    expect(listed.unreadMentionsCount).toBe(0);
  });

  it('opens a channel asked for while the self check runs', async () => {
    const { fakes, actor } = start('all');
    actor.send({ type: 'channel.open', name: 'kosh/public/42' });
    expect(fakes.latest('markChannelRead').input).toEqual({ name: 'kosh/public/42' });
    expect(actor.getSnapshot().context.open).toBe('kosh/public/42');
  });

  it('reads the first page again on a mention, with the list on screen, and on a channel not loaded', async () => {
    const { fakes, actor } = start('all');
    fakes.latest('checkSelf').resolve(null);
    await settle();
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 20));
    await settle();
    actor.send({ type: 'chat.event', event: mentionEvent(3) });
    expect(actor.getSnapshot().matches({ active: { list: 'refreshing' } })).toBe(true);
    expect(fakes.latest('listChannels').input).toEqual({ filter: 'all', start: 0, entries: 8 });
    // The list stays on screen meanwhile.
    expect(connectChannelList(actor.getSnapshot()).status).toBeNull();
    expect(actor.getSnapshot().context.channels).toHaveLength(8);
    fakes.latest('listChannels').resolve(sampleChannelPage(0, 8, 20));
    await settle();
    expect(actor.getSnapshot().matches({ active: { list: 'idle' } })).toBe(true);

    // A message in a channel beyond the loaded ones: the server's first page puts it on top.
    const unlisted = unlistedMessageEvent();
    actor.send({ type: 'chat.event', event: unlisted });
    const fresh = sampleChannelPage(0, 8, 20);
    const moved = { ...sampleChannel(40), unreadCount: 1 };
    fakes
      .latest('listChannels')
      .resolve({ ...fresh, channels: [moved, ...fresh.channels.slice(0, 7)] });
    await settle();
    const channels = actor.getSnapshot().context.channels;
    expect(channels[0]!.name).toBe(unlisted.channel);
    expect(channels).toHaveLength(9);
  });

  it('refuses to start a chat with a short number or the user’s own', () => {
    const { fakes, actor } = start('all');
    actor.send({ type: 'mode.select', mode: 'contacts' });
    void fakes;
    for (const number of [S.shortNumber, SAMPLE_ME]) {
      actor.send({ type: 'newChat.change', number });
      expect(actor.getSnapshot().can({ type: 'newChat.start' })).toBe(false);
    }
  });
});
