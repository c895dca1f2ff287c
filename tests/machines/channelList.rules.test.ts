import { describe, expect, it } from 'vitest';
import {
  appendChannels,
  type ChatEvent,
  canStartChatWith,
  fitsMode,
  markedRead,
  mentionsUser,
  mentionTotal,
  refreshedChannels,
  refreshesList,
  ringsFor,
  SAMPLE_ME,
  sampleChannel,
  sampleChannels,
  withChatEvent,
  withNewMessage,
  withRetained,
} from '../../machines/channelList/index.ts';

const me = SAMPLE_ME;
const list = sampleChannels(4).map((c) => ({ ...c, unreadCount: 0, unreadMentionsCount: 0 }));
const third = list[2]!;

const message = (
  from: string,
  text: string,
  id = 'm-x',
): Extract<ChatEvent, { type: 'NEW_MESSAGE' }> => ({
  type: 'NEW_MESSAGE',
  channel: third.name,
  message: {
    _id: id,
    channel: third.name,
    text,
    createdAt: '2026-11-24T08:00:00.000Z',
    user: { _id: from, name: 'Someone' },
    pinned: false,
  },
});

describe('a new message (spec part 2 §4 "Chat list")', () => {
  it.each([
    // who writes, what, which channel is open → unread +, mentions +
    {
      case: 'someone else, plain',
      from: '9100000003',
      text: 'hello',
      open: null,
      unread: 1,
      mentions: 0,
    },
    {
      case: 'someone else, mentions me',
      from: '9100000003',
      text: `hi @[Me](${me})`,
      open: null,
      unread: 1,
      mentions: 1,
    },
    {
      case: 'someone else, @[all]',
      from: '9100000003',
      text: 'hi @[all]',
      open: null,
      unread: 1,
      mentions: 1,
    },
    {
      case: 'someone else, mentions another',
      from: '9100000003',
      text: 'hi @[A](9100000004)',
      open: null,
      unread: 1,
      mentions: 0,
    },
    {
      case: 'my own, mentioning all',
      from: me,
      text: 'hi @[all]',
      open: null,
      unread: 0,
      mentions: 0,
    },
    {
      case: 'someone else, channel open',
      from: '9100000003',
      text: `hi @[Me](${me})`,
      open: third.name,
      unread: 0,
      mentions: 0,
    },
    {
      case: 'someone else, another channel open',
      from: '9100000003',
      text: 'hi',
      open: list[0]!.name,
      unread: 1,
      mentions: 0,
    },
  ])(
    '$case: unread +$unread, mentions +$mentions, moved to the top',
    ({ from, text, open, unread, mentions }) => {
      const next = withNewMessage(list, message(from, text), { me, open });
      expect(next[0]!.name).toBe(third.name);
      expect(next[0]!.last_message?.text).toBe(text);
      expect(next[0]!.unreadCount).toBe(unread);
      expect(next[0]!.unreadMentionsCount).toBe(mentions);
      expect(next.map((c) => c.name).slice(1)).toEqual(
        list.filter((c) => c.name !== third.name).map((c) => c.name),
      );
    },
  );

  it('counts a message once (the outbox and the broker both tell of the sender’s own)', () => {
    const once = withNewMessage(list, message('9100000003', 'hi'), { me, open: null });
    expect(withNewMessage(once, message('9100000003', 'hi'), { me, open: null })).toBe(once);
  });

  it('leaves the list alone for a channel it does not show', () => {
    const event = { ...message('9100000003', 'hi'), channel: 'kosh/public/1999999' };
    expect(withNewMessage(list, event, { me, open: null })).toBe(list);
  });
});

describe('mentions (spec part 2 §5: the username in parentheses or @[all])', () => {
  it.each([
    [`@[Me](${me})`, true],
    ['@[all] please', true],
    [`(${me})`, true],
    [`${me}`, false],
    ['@[Other](9100000009)', false],
  ])('%s → %s', (text, expected) => {
    expect(mentionsUser(text, me)).toBe(expected);
  });
});

describe('reading the first page again (part 2 §4: a mention reloads; a new channel comes to the top)', () => {
  const elsewhere = (name: string, from: string, text: string) => ({
    ...message(from, text),
    channel: name,
  });
  const other = '9100000003';
  it.each([
    [
      'a mention of the user in a listed channel, in any mode',
      message(other, `@[Me](${me})`),
      'my',
      true,
    ],
    ['@[all] in a listed channel', message(other, '@[all] meeting at 4'), 'public', true],
    ['the user mentioning themself', message(me, `@[Me](${me})`), 'all', false],
    ['a plain message in a listed channel', message(other, 'hello'), 'all', false],
    [
      'a message in a channel not loaded, All Channels',
      elsewhere('kosh/public/77', other, 'hi'),
      'all',
      true,
    ],
    ["the user's own, in a channel not loaded", elsewhere('kosh/public/77', me, 'hi'), 'all', true],
    [
      'a loan channel not loaded, Loan Internal Channel',
      elsewhere('kosh/loan/77', other, 'hi'),
      'loan',
      true,
    ],
    [
      'a public channel not loaded, Loan Internal Channel',
      elsewhere('kosh/public/77', other, 'hi'),
      'loan',
      false,
    ],
    [
      'a one-to-one not loaded, Conversation',
      elsewhere('kosh/p2p/77', other, 'hi'),
      'conversation',
      true,
    ],
    [
      'a channel not loaded, My Channels (favourites unknown)',
      elsewhere('kosh/public/77', other, 'hi'),
      'my',
      false,
    ],
  ] as const)('%s → %s', (_, event, mode, expected) => {
    expect(refreshesList(list, event, me, mode)).toBe(expected);
  });
  it('ignores deletions and metadata', () => {
    expect(
      refreshesList(
        list,
        { type: 'MESSAGE_DELETED', channel: 'kosh/public/77', message_id: 'x' },
        me,
        'all',
      ),
    ).toBe(false);
  });
  it("puts the server's first page first and keeps the loaded channels beyond it, once", () => {
    const fresh = [sampleChannel(9), list[1]!];
    const names = refreshedChannels(list, fresh).map((c) => c.name);
    expect(names).toEqual([
      fresh[0]!.name,
      list[1]!.name,
      list[0]!.name,
      list[2]!.name,
      list[3]!.name,
    ]);
  });
});

describe('deletions and channel metadata', () => {
  it('drops the preview only when the deleted message was the last', () => {
    const last = third.last_message!._id;
    const other = withChatEvent(
      list,
      { type: 'MESSAGE_DELETED', channel: third.name, message_id: 'older' },
      { me, open: null },
      'all',
    );
    expect(other).toBe(list);
    const gone = withChatEvent(
      list,
      { type: 'MESSAGE_DELETED', channel: third.name, message_id: last },
      { me, open: null },
      'all',
    );
    expect(gone[2]!.last_message).toBeNull();
  });

  it('RETAINED replaces the listed channel where it stands, removes one left, adds one that fits', () => {
    const renamed = { ...third, display_name: 'Renamed' };
    expect(withRetained(list, renamed, 'all')[2]!.display_name).toBe('Renamed');
    expect(withRetained(list, { ...third, added: false }, 'all').map((c) => c.name)).not.toContain(
      third.name,
    );
    const newcomer = sampleChannel(40, { last_message: null });
    // A channel just made with the user's team has no message yet: it comes in at the top.
    expect(withRetained(list, newcomer, 'all')[0]!.name).toBe(newcomer.name);
    expect(withRetained(list, { ...newcomer, fav: false }, 'my')).toBe(list);
  });
});

describe('the other list rules', () => {
  it.each([
    ['all', { type: 'loan' as const }, true],
    ['my', { fav: false }, false],
    ['my', { fav: true }, true],
    ['conversation', { type: 'p2p' as const }, true],
    ['conversation', { type: 'public' as const }, false],
    ['public', { type: 'public' as const }, true],
    ['all', { added: false }, false],
  ] as const)('mode %s fits %o: %s', (mode, change, expected) => {
    expect(fitsMode({ ...third, ...change }, mode)).toBe(expected);
  });

  it('rings only for someone else in a channel with notifications on', () => {
    expect(ringsFor(list, message('9100000003', 'hi'), me)).toBe(true);
    expect(ringsFor(list, message(me, 'hi'), me)).toBe(false);
    const muted = list.map((c) => ({ ...c, notification: false }));
    expect(ringsFor(muted, message('9100000003', 'hi'), me)).toBe(false);
  });

  it('reads an opened channel, counts mentions, appends pages once', () => {
    const unread = list.map((c) => ({ ...c, unreadCount: 2, unreadMentionsCount: 1 }));
    expect(mentionTotal(unread)).toBe(4);
    expect(markedRead(unread, third.name)[2]).toMatchObject({
      unreadCount: 0,
      unreadMentionsCount: 0,
    });
    expect(appendChannels(list, [third, sampleChannel(9)]).map((c) => c.name)).toEqual([
      ...list.map((c) => c.name),
      sampleChannel(9).name,
    ]);
  });

  it.each([
    ['9100000099', true],
    [' 9100000099 ', true],
    ['91000', false],
    ['91000000990', false],
    ['abcdefghij', false],
    [me, false],
  ])('starting a chat with %s: %s', (number, expected) => {
    expect(canStartChatWith(number, me)).toBe(expected);
  });
});
