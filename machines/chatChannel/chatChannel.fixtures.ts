import type { ChatChannel, ChatMessage } from '../../src/domain/chat/types.ts';
import type { MembersOutput } from './chatChannel.actors.ts';
import type { ChatMe } from './chatChannel.rules.ts';

/* Sample channel, people and messages the path specs, tests and stories share. Deterministic. */

export const SAMPLE_ME: ChatMe = { username: '9876543210', name: 'Asha Rao', isSuperAdmin: false };
const RAVI = { _id: '9123456780', name: 'Ravi Kumar' };
const ME_AUTHOR = { _id: SAMPLE_ME.username, name: SAMPLE_ME.name };

export const SAMPLE_CHANNEL: ChatChannel = {
  name: 'kosh/public/1000042',
  channel_id: 1000042,
  type: 'public',
  display_name: 'Operations floor',
  description: 'Daily coordination of the operations team.',
  group: true,
  users: [{ username: RAVI._id, name: RAVI.name, image: null, theme: 'blue' }],
  member_count: 3,
  fav: false,
  notification: true,
  unreadCount: 0,
  unreadMentionsCount: 0,
  added: true,
  last_message: null,
  pinned_message: null,
  creator: RAVI._id,
};

const START = Date.parse('2026-11-20T09:00:00.000Z');

/** Message `n` (0 the oldest), a minute apart, alternating authors; every seventh is long. */
export function sampleMessage(n: number, channel = SAMPLE_CHANNEL.name): ChatMessage {
  const long = n % 7 === 6;
  return {
    _id: `m${String(n).padStart(5, '0')}`,
    channel,
    client_id: null,
    text: long
      ? `Collection update ${n}: ${'the branch visits are done and the receipts are filed. '.repeat(9)}`
      : `Message ${n}: *noted* for @[Asha Rao](9876543210)`,
    createdAt: new Date(START + n * 60_000).toISOString(),
    user: n % 2 === 0 ? RAVI : ME_AUTHOR,
    pinned: false,
    replied_to: null,
    image: null,
    video: null,
    file: null,
    location: null,
  };
}

export const sampleMessages = (count: number, first = 0): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => sampleMessage(first + i));

/** The newest page of a channel of `total` messages. */
export const latestPage = (total: number) => ({
  messages: sampleMessages(Math.min(30, total), Math.max(0, total - 30)),
  has_more: total > 30,
});

/** A reply with each kind of attachment, for the bubbles. */
export const SAMPLE_RICH_MESSAGES: ChatMessage[] = [
  {
    ...sampleMessage(100),
    text: 'Receipt attached',
    image: {
      url: '/api/chat/chat-files/1',
      name: 'receipt.jpg',
      mime_type: 'image/jpeg',
      size: 48213,
    },
  },
  {
    ...sampleMessage(101),
    text: 'Branch walk-through',
    video: {
      url: '/api/chat/chat-files/2',
      name: 'branch.mp4',
      mime_type: 'video/mp4',
      size: 2_400_000,
    },
  },
  {
    ...sampleMessage(102),
    text: 'Signed agreement',
    file: {
      url: '/api/chat/chat-files/3',
      name: 'agreement.pdf',
      mime_type: 'application/pdf',
      size: 183_500,
    },
  },
  {
    ...sampleMessage(103),
    text: 'I am here',
    location: { latitude: 12.9716, longitude: 77.5946 },
    replied_to: { _id: 'm00102', text: 'Signed agreement', user: RAVI },
  },
];

export const SAMPLE_MEMBERS: MembersOutput = {
  admins: [
    { id: 1, username: RAVI._id, name: RAVI.name, display: RAVI.name, image: null, admin: true },
  ],
  normal_users: [
    {
      id: 2,
      username: SAMPLE_ME.username,
      name: SAMPLE_ME.name,
      display: SAMPLE_ME.name,
      image: null,
      admin: false,
    },
  ],
  current_member: {
    id: 2,
    username: SAMPLE_ME.username,
    name: SAMPLE_ME.name,
    display: SAMPLE_ME.name,
    image: null,
    admin: false,
  },
};

export const SAMPLE_TARGETS: ChatChannel[] = [
  {
    ...SAMPLE_CHANNEL,
    name: 'kosh/public/1000043',
    channel_id: 1000043,
    display_name: 'Collections',
  },
  {
    ...SAMPLE_CHANNEL,
    name: 'kosh/p2p/1000044',
    channel_id: 1000044,
    type: 'p2p',
    group: false,
    display_name: 'Ravi Kumar',
  },
];
