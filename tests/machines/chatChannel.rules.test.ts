import { describe, expect, it } from 'vitest';
import { sampleMessage, sampleMessages } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  appendMessage,
  isLongText,
  mergeMessages,
  trimMessages,
  truncatedText,
} from '../../machines/chatChannel/chatChannel.rules.ts';
import type { ChatMessage } from '../../src/domain/chat/types.ts';

const at = (id: string, iso: string): ChatMessage => ({
  ...sampleMessage(0),
  _id: id,
  createdAt: iso,
});
const DAY = 24 * 60 * 60 * 1000;
/** `count` messages, one every `stepMs`, ending at the newest time. */
const spread = (count: number, stepMs: number) => {
  const newest = Date.parse('2026-11-25T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) =>
    at(`x${i}`, new Date(newest - (count - 1 - i) * stepMs).toISOString()),
  );
};

describe('trimMessages: over 500 in memory keeps 3 days back from the newest', () => {
  it.each([
    // [count, step between messages, kept]
    [500, DAY, 500], // 500 is not over 500: all kept, however old
    [501, 60 * 60 * 1000, 73], // hourly: the newest and 72 hours back
    [501, 60 * 1000, 501], // a minute apart: all within 3 days
    [600, DAY / 2, 7], // twice a day: 3 days back is 6 steps, plus the newest
  ])('%i messages %i ms apart keep %i', (count, step, kept) => {
    expect(trimMessages(spread(count, step))).toHaveLength(kept);
  });

  it('appending the 501st old-spread message says it trimmed', () => {
    const messages = spread(500, 60 * 60 * 1000);
    const next = at('new', '2026-11-25T01:00:00.000Z');
    const result = appendMessage(messages, next);
    expect(result.trimmed).toBe(true);
    expect(result.messages.at(-1)!._id).toBe('new');
  });
});

describe('mergeMessages', () => {
  it.each<[string, ChatMessage[], ChatMessage[], string[]]>([
    ['appends newer', sampleMessages(2), [sampleMessage(2)], ['m00000', 'm00001', 'm00002']],
    [
      'prepends older',
      sampleMessages(2, 2),
      sampleMessages(2),
      ['m00000', 'm00001', 'm00002', 'm00003'],
    ],
    [
      'keeps each once',
      sampleMessages(3),
      sampleMessages(3, 1),
      ['m00000', 'm00001', 'm00002', 'm00003'],
    ],
    ['nothing new', sampleMessages(2), [], ['m00000', 'm00001']],
  ])('%s', (_name, current, incoming, ids) => {
    expect(mergeMessages(current, incoming).map((m) => m._id)).toEqual(ids);
  });

  it('a message seen again keeps its later copy (pinned since)', () => {
    const merged = mergeMessages(sampleMessages(2), [{ ...sampleMessage(1), pinned: true }]);
    expect(merged[1]!.pinned).toBe(true);
  });
});

describe('truncation at 400 characters', () => {
  it.each([
    ['a'.repeat(400), false],
    ['a'.repeat(401), true],
  ])('%#', (text, long) => {
    expect(isLongText(text)).toBe(long);
  });

  it('cuts at a word near 400 and marks the cut', () => {
    const text = `${'word '.repeat(100)}end`;
    const cut = truncatedText(text);
    expect(cut.length).toBeLessThanOrEqual(401);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
