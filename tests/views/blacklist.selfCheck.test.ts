// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selfCheckVerdict } from '../../src/domain/blacklist.ts';
import { messages } from '../../src/domain/messages.ts';

describe('the self check the chat side reads', () => {
  it('says the spec’s words for an empty answer, nothing for a record', () => {
    for (const empty of [null, undefined, {}, []]) {
      expect(selfCheckVerdict(empty)).toBe(messages.blacklist.youAreBlackListed);
    }
    expect(selfCheckVerdict({ username: '9000000022', enable_chat: true })).toBeNull();
  });
});
