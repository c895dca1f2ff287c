import type { ChatChannel, ChatMessage } from '../../src/domain/chat/types.ts';

/* The open channel's rules (spec part 2 §4, §9): pure, table-tested. */

/** The first read and every older batch (spec §9: "batch 30 (initial 30)"). */
export const MESSAGE_BATCH = 30;
/** Over this many messages in memory a channel keeps only its last days (spec §4). */
export const TRIM_OVER = 500;
export const TRIM_KEEP_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer texts show truncated with See more / See Less (spec §9). */
export const TRUNCATE_AT = 400;

const timeOf = (message: ChatMessage) => Date.parse(message.createdAt);

/**
 * Two lists of one channel's messages as one, oldest first, each message once (by _id). A message
 * seen twice (the outbox's confirmation and the broker's event, a catch-up over what was read)
 * keeps its later copy: a pin or an edit since wins.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<string, ChatMessage>();
  for (const message of current) byId.set(message._id, message);
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => timeOf(a) - timeOf(b) || (a._id < b._id ? -1 : 1));
}

/**
 * A channel over 500 messages in memory drops those older than 3 days, counted back from its
 * newest message (so a replayed list trims the same way whatever the clock says).
 */
export function trimMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  if (messages.length <= TRIM_OVER) return messages as ChatMessage[];
  const newest = timeOf(messages.at(-1)!);
  const cutoff = newest - TRIM_KEEP_DAYS * DAY_MS;
  return messages.filter((message) => timeOf(message) >= cutoff);
}

/** A message appended: merged, then trimmed. Whether older ones were dropped is told too. */
export function appendMessage(
  messages: readonly ChatMessage[],
  message: ChatMessage,
): { messages: ChatMessage[]; trimmed: boolean } {
  const merged = mergeMessages(messages, [message]);
  const kept = trimMessages(merged);
  return { messages: kept, trimmed: kept.length < merged.length };
}

/** The `end_time` of the next older batch: the oldest message's time (exclusive). */
export const olderThan = (messages: readonly ChatMessage[]): string | null =>
  messages[0]?.createdAt ?? null;

/** Whether the text is long enough to be shown truncated. */
export const isLongText = (text: string): boolean => text.length > TRUNCATE_AT;

/** The first 400 characters of a long text, cut at a word when one ends near there. */
export function truncatedText(text: string): string {
  if (!isLongText(text)) return text;
  const cut = text.slice(0, TRUNCATE_AT);
  const space = cut.lastIndexOf(' ');
  return `${space > TRUNCATE_AT - 40 ? cut.slice(0, space) : cut}…`;
}

export type ChatMe = { username: string; name: string; isSuperAdmin: boolean };

/**
 * Who may delete a message as the menu offers it (the server decides again): its author, the
 * channel's creator, the super admin. Channel admins learn it from the server's answer.
 */
export const canOfferDelete = (message: ChatMessage, me: ChatMe, channel: ChatChannel): boolean =>
  message.user._id === me.username || me.isSuperAdmin || channel.creator === me.username;

/** The other person of a one-to-one channel, as its users list names them. */
export const otherPersonOf = (channel: ChatChannel, me: ChatMe) =>
  channel.type === 'p2p'
    ? (channel.users.find((user) => user.username !== me.username) ?? null)
    : null;
