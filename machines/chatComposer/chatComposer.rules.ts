import type { ChatMember } from '../../src/domain/chat/types.ts';

/** Spec part 2 §5, §9: a message has at most 500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
/** The counter shows from here on, so the limit is no surprise. */
export const NEAR_LIMIT = 450;
/** The contract's largest attachment (sendChannelMessage: 25 MB). */
export const ATTACHMENT_MAX_MB = 25;
/** Spec part 2 §9: the suggestion list hides 150 ms after the input loses focus. */
export const MENTION_HIDE_MS = 150;
/** What the file picker offers (spec part 2 §5: pdf, images, video, also .mkv). */
export const ACCEPTED_FILES = 'image/*,video/*,.mkv,application/pdf,.pdf';

export const isBlank = (text: string) => text.trim() === '';
export const isOverLimit = (text: string) => text.length > MESSAGE_MAX_LENGTH;
export const isNearLimit = (text: string) => text.length >= NEAR_LIMIT && !isOverLimit(text);

export type AttachmentKind = 'image' | 'video' | 'file';

/** The field a file is sent in, or null when it is not one the chat takes. */
export function attachmentKindOf(type: string, name: string): AttachmentKind | null {
  const lower = name.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/') || lower.endsWith('.mkv')) return 'video';
  if (type === 'application/pdf' || lower.endsWith('.pdf')) return 'file';
  return null;
}

export const isTooLarge = (size: number) => size > ATTACHMENT_MAX_MB * 1024 * 1024;

/** A cropped or captured image is sent as a JPEG under the original name. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/** One entry of the suggestion list: what it shows and what it writes into the text. */
export type MentionOption = { key: string; label: string; detail: string; token: string };

/** '@' then the name being typed, right before the caret: where it starts and what is typed. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]*)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

const EVERYONE: MentionOption = { key: '@all', label: '@all', detail: '', token: '@[all]' };

/**
 * The members matching the typed name (by name or number; never the user), and '@all' while
 * 'all' starts with it. A mention is written `@[Name](username)`, everyone `@[all]` (spec §5).
 */
export function mentionOptions(
  members: readonly ChatMember[],
  query: string,
  me: string,
): MentionOption[] {
  const q = query.toLowerCase();
  const people = members
    .filter((m) => m.username !== me)
    .filter(
      (m) =>
        m.name.toLowerCase().includes(q) ||
        m.display.toLowerCase().includes(q) ||
        m.username.includes(q),
    )
    .slice(0, 8)
    .map((m) => ({
      key: m.username,
      label: m.name || m.display,
      detail: m.username,
      token: `@[${m.name || m.display}](${m.username})`,
    }));
  return 'all'.startsWith(q) ? [EVERYONE, ...people] : people;
}

/** The text with the typed '@name' replaced by the chosen mention, and the caret after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  option: MentionOption,
): { text: string; caret: number } {
  const inserted = `${option.token} `;
  return {
    text: text.slice(0, start) + inserted + text.slice(caret),
    caret: start + inserted.length,
  };
}
