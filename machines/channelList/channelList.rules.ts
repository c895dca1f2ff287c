import { mentionsUser } from '../../src/domain/chat/textPatterns.ts';
import { PAGE_SIZES } from '../../src/domain/loans.ts';
import type {
  ChannelFilter,
  ChannelListMode,
  ChatChannel,
  ChatEvent,
} from './channelList.types.ts';

/** Channels per request (spec part 2 §9: channel list page 8). */
export const CHANNEL_PAGE_SIZE = PAGE_SIZES.channels;

/** Channel search waits this long after the last keystroke (spec part 2 §9: 500 ms). */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 500;

/** The modes in the sidebar's order. */
export const CHANNEL_LIST_MODES: readonly ChannelListMode[] = [
  'my',
  'all',
  'conversation',
  'contacts',
  'loan',
  'public',
  'private',
];

/** listChannels' filter for a mode; Contacts lists no channels. */
export function filterOf(mode: ChannelListMode): ChannelFilter | null {
  return mode === 'contacts' ? null : mode;
}

/** Whether a channel belongs in a mode's list. */
export function fitsMode(channel: ChatChannel, mode: ChannelListMode): boolean {
  if (!channel.added) return false;
  switch (mode) {
    case 'all':
      return true;
    case 'my':
      return channel.fav;
    case 'conversation':
      return channel.type === 'p2p';
    case 'contacts':
      return false;
    default:
      return channel.type === mode;
  }
}

// One rule for what a mention is (spec part 2 §5), shared with the text renderer.
export { mentionsUser };

/** A channel's type from its path-like name: the segment after the first slash (part 2 §3). */
export const channelTypeOf = (name: string): string | undefined => name.split('/')[1];

/**
 * Whether a new message makes the list read its first page again (spec part 2 §4 'Chat list':
 * "Chat reload happens on an @[all] mention or a mention of the user's own username"; and "a
 * channel moves to the top on a new message", which a channel not loaded yet can only do by a
 * new read). My Channels cannot tell a favourite from the name alone, so there only mentions do.
 */
export function refreshesList(
  channels: readonly ChatChannel[],
  event: ChatEvent,
  me: string,
  mode: ChannelListMode,
): boolean {
  if (event.type !== 'NEW_MESSAGE') return false;
  const { message } = event;
  if (message.user._id !== me && mentionsUser(message.text, me)) return true;
  if (channels.some((channel) => channel.name === event.channel)) return false;
  switch (mode) {
    case 'all':
      return true;
    case 'conversation':
      return channelTypeOf(event.channel) === 'p2p';
    case 'loan':
    case 'public':
    case 'private':
      return channelTypeOf(event.channel) === mode;
    default:
      return false;
  }
}

/**
 * The first page read again beside what was loaded: the page as the server has it, then the
 * channels loaded beyond it that it does not hold (so the list keeps its length).
 */
export function refreshedChannels(
  channels: readonly ChatChannel[],
  page: readonly ChatChannel[],
): readonly ChatChannel[] {
  return appendChannels(page, channels);
}

/** Where the list is read from when an event arrives: who is reading, which channel is open. */
export type Reader = { me: string; open: string | null };

const lastAt = (channel: ChatChannel) =>
  channel.last_message ? Date.parse(channel.last_message.createdAt) : 0;

/**
 * A new message (spec part 2 §4 'Chat list'): its channel moves to the top with the message as
 * its preview; unread rises unless it is the user's own or the channel is open; the mention
 * count rises too for '(username)' or '@[all]'. A message seen already changes nothing (the
 * sender's own comes from the outbox and again from the broker).
 */
export function withNewMessage(
  channels: readonly ChatChannel[],
  event: Extract<ChatEvent, { type: 'NEW_MESSAGE' }>,
  reader: Reader,
): readonly ChatChannel[] {
  const index = channels.findIndex((channel) => channel.name === event.channel);
  if (index < 0) return channels;
  const channel = channels[index]!;
  const { message } = event;
  if (channel.last_message?._id === message._id) return channels;
  const counts = message.user._id !== reader.me && reader.open !== channel.name;
  const mention = counts && mentionsUser(message.text, reader.me);
  const moved: ChatChannel = {
    ...channel,
    last_message: message,
    unreadCount: channel.unreadCount + (counts ? 1 : 0),
    unreadMentionsCount: channel.unreadMentionsCount + (mention ? 1 : 0),
  };
  return [moved, ...channels.slice(0, index), ...channels.slice(index + 1)];
}

/** A deleted message: when it was a channel's preview, the preview goes. */
export function withoutMessage(
  channels: readonly ChatChannel[],
  event: Extract<ChatEvent, { type: 'MESSAGE_DELETED' }>,
): readonly ChatChannel[] {
  const index = channels.findIndex(
    (channel) => channel.name === event.channel && channel.last_message?._id === event.message_id,
  );
  if (index < 0) return channels;
  return channels.map((channel, i) => (i === index ? { ...channel, last_message: null } : channel));
}

/**
 * A channel's metadata (RETAINED) replaces the one listed, where it stands; one the user no
 * longer belongs to leaves the list; one new to the list that fits the mode comes in by its last
 * message's time (at the top while it has none).
 */
export function withRetained(
  channels: readonly ChatChannel[],
  channel: ChatChannel,
  mode: ChannelListMode,
): readonly ChatChannel[] {
  const index = channels.findIndex((listed) => listed.name === channel.name);
  if (index >= 0) {
    if (!channel.added) return channels.filter((_, i) => i !== index);
    return channels.map((listed, i) => (i === index ? channel : listed));
  }
  if (!fitsMode(channel, mode)) return channels;
  // One without messages has just become the user's (created with their team, added): the top,
  // where the server lists it too (by its creation time).
  if (!channel.last_message) return [channel, ...channels];
  const at = channels.findIndex((listed) => lastAt(listed) < lastAt(channel));
  return at < 0
    ? [...channels, channel]
    : [...channels.slice(0, at), channel, ...channels.slice(at)];
}

/** Any chat event applied to the list. */
export function withChatEvent(
  channels: readonly ChatChannel[],
  event: ChatEvent,
  reader: Reader,
  mode: ChannelListMode,
): readonly ChatChannel[] {
  switch (event.type) {
    case 'NEW_MESSAGE':
      return withNewMessage(channels, event, reader);
    case 'MESSAGE_DELETED':
      return withoutMessage(channels, event);
    case 'RETAINED':
      return withRetained(channels, event.channel, mode);
    default:
      return channels;
  }
}

/** Whether a new message should ring: from someone else, in a channel with notifications on. */
export function ringsFor(channels: readonly ChatChannel[], event: ChatEvent, me: string): boolean {
  if (event.type !== 'NEW_MESSAGE' || event.message.user._id === me) return false;
  return channels.some((channel) => channel.name === event.channel && channel.notification);
}

/** One channel changed in place (a toggle the server confirmed, a read). */
export function updateChannel(
  channels: readonly ChatChannel[],
  name: string,
  change: Partial<ChatChannel>,
): readonly ChatChannel[] {
  return channels.map((channel) => (channel.name === name ? { ...channel, ...change } : channel));
}

/** Opening a channel reads it: its counts go back to 0. */
export function markedRead(channels: readonly ChatChannel[], name: string) {
  return updateChannel(channels, name, { unreadCount: 0, unreadMentionsCount: 0 });
}

/** Channels as read by someone with `open` open: that one shows nothing unread. */
export function readOpen(
  channels: readonly ChatChannel[],
  open: string | null,
): readonly ChatChannel[] {
  return open ? markedRead(channels, open) : channels;
}

/** A joined channel goes to the top (once). */
export function withJoined(channels: readonly ChatChannel[], channel: ChatChannel) {
  return [channel, ...channels.filter((listed) => listed.name !== channel.name)];
}

/** The next page appended; a channel already listed (moved up meanwhile) is not repeated. */
export function appendChannels(
  channels: readonly ChatChannel[],
  page: readonly ChatChannel[],
): readonly ChatChannel[] {
  const known = new Set(channels.map((channel) => channel.name));
  return [...channels, ...page.filter((channel) => !known.has(channel.name))];
}

/** Unread mentions over the listed channels (the Mentions entry's badge). */
export function mentionTotal(channels: readonly ChatChannel[]): number {
  return channels.reduce((sum, channel) => sum + channel.unreadMentionsCount, 0);
}

/**
 * Whether a chat can be started with this number (spec part 2 §5: "a 10-character phone that
 * is not the user's own"); digits only, as every username is a mobile number.
 */
export function canStartChatWith(number: string, me: string): boolean {
  const value = number.trim();
  return /^\d{10}$/.test(value) && value !== me;
}
