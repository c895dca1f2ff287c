// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selfCheckVerdict } from '../../src/domain/blacklist.ts';
import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';

describe('the self check the chat side reads', () => {
  it('says the spec’s words for an empty answer, nothing for a record', () => {
    for (const empty of [null, undefined, {}, []]) {
      expect(selfCheckVerdict(empty)).toBe(blacklistMessages.youAreBlackListed);
    }
    expect(selfCheckVerdict({ username: '9000000022', enable_chat: true })).toBeNull();
  });
});
