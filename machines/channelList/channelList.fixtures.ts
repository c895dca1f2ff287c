import type {
  ChannelPage,
  ChannelSearchResult,
  ChatChannel,
  ChatContact,
  ChatEvent,
} from './channelList.types.ts';

/* Sample channels the path specs, tests and stories share. Deterministic: the same number always
   gives the same channel. */

/** The signed-in user of the samples. */
export const SAMPLE_ME = '9000000001';

const TYPES = ['public', 'private', 'loan', 'p2p', 'team'] as const;
const NAMES = ['Collections Pune', 'Credit desk', 'Loan 4107', 'Asha Verma', 'Field team'];

/** Channel `n` (1-based), its last message `n` minutes before noon of 24 Nov 2026. */
export function sampleChannel(n: number, overrides: Partial<ChatChannel> = {}): ChatChannel {
  const type = TYPES[n % TYPES.length]!;
  const channelId = type === 'loan' ? 4100 + n : 1_000_000 + n;
  const at = new Date(Date.UTC(2026, 10, 24, 6, 30) - n * 60_000).toISOString();
  const other = { username: String(9_100_000_000 + n), name: `${NAMES[n % NAMES.length]} ${n}` };
  return {
    name: `kosh/${type}/${channelId}`,
    channel_id: channelId,
    type,
    display_name: type === 'p2p' ? other.name : `${NAMES[n % NAMES.length]} ${n}`,
    group: type !== 'p2p',
    users:
      type === 'p2p'
        ? [other]
        : [other, { username: String(9_200_000_000 + n), name: `Ravi Kumar ${n}` }],
    member_count: type === 'p2p' ? 2 : 3 + n,
    fav: n % 3 === 0,
    notification: true,
    unreadCount: n % 4,
    unreadMentionsCount: n % 8 === 1 ? 1 : 0,
    lastRead: null,
    added: true,
    last_message: {
      _id: `m-${n}`,
      channel: `kosh/${type}/${channelId}`,
      text: n % 2 ? `*Update* for @[Asha Verma](9100000003) on channel ${n}` : `Message ${n}`,
      createdAt: at,
      user: { _id: other.username, name: other.name },
      pinned: false,
    },
    pinned_message: null,
    creator: other.username,
    loan_id: type === 'loan' ? channelId : null,
    ...overrides,
  };
}

export function sampleChannels(count: number, first = 1): ChatChannel[] {
  return Array.from({ length: count }, (_, i) => sampleChannel(first + i));
}

/** The page a server holding `total` sample channels answers. */
export function sampleChannelPage(start: number, entries: number, total: number): ChannelPage {
  const n = Math.max(0, Math.min(entries, total - start));
  return { channels: sampleChannels(n, start + 1), total };
}

/** A public channel the user is not in, as a search finds it. */
export const NOT_JOINED = sampleChannel(5, {
  name: 'kosh/public/1000999',
  channel_id: 1_000_999,
  type: 'public',
  display_name: 'Branch news',
  added: false,
  unreadCount: 0,
  unreadMentionsCount: 0,
});

export const SAMPLE_SEARCH: ChannelSearchResult = {
  channels: [sampleChannel(2), NOT_JOINED],
  people: [{ username: '9100000077', name: 'Meena Iyer' }],
};

export const SAMPLE_CONTACTS: ChatContact[] = [
  { contact_name: 'Farhan Shaikh', contact_number: '9100000011' },
  { contact_name: 'Lakshmi Nair', contact_number: '9100000012' },
];

/** A new p2p channel started with someone. */
export const STARTED_CHAT = sampleChannel(4, {
  name: 'kosh/p2p/1000777',
  channel_id: 1_000_777,
  display_name: 'Farhan Shaikh',
  last_message: null,
  unreadCount: 0,
  unreadMentionsCount: 0,
});

/** A new message from Asha Verma in sample channel `n`. */
function newMessageEvent(n: number, id: string, text: string, createdAt: string): ChatEvent {
  const channel = sampleChannel(n);
  return {
    type: 'NEW_MESSAGE',
    channel: channel.name,
    message: {
      _id: id,
      channel: channel.name,
      text,
      createdAt,
      user: { _id: '9100000003', name: 'Asha Verma' },
      pinned: false,
    },
  };
}

/** A message from someone else mentioning the user, in sample channel 3. */
export function mentionEvent(n = 3, id = 'm-new'): ChatEvent {
  return newMessageEvent(n, id, `Please call back @[Me](${SAMPLE_ME})`, '2026-11-24T07:00:00.000Z');
}

/** A message in a channel of the 'all' mode that no loaded page holds yet (no mention). */
export function unlistedMessageEvent(id = 'm-unlisted'): ChatEvent {
  return newMessageEvent(40, id, 'Collection done for the group', '2026-11-24T07:05:00.000Z');
}
