// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selfCheckVerdict } from '../../src/domain/blacklist.ts';
import { messages } from '../../src/domain/messages.ts';
import { selfBlacklistCheck } from '../../src/features/blacklist/index.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';

describe('the self check the chat side reads', () => {
  it('says the spec’s words for an empty answer, nothing for a record', () => {
    for (const empty of [null, undefined, {}, []]) {
      expect(selfCheckVerdict(empty)).toBe(messages.blacklist.youAreBlackListed);
    }
    expect(selfCheckVerdict({ username: '9000000022', enable_chat: true })).toBeNull();
  });

  it("reads the user's own blacklist; no record kept for them is the empty result", async () => {
    const server = fakeCustomerServer((request) =>
      request.read === 'user/dashboard/blacklist'
        ? { status: 404, body: { detail: 'Not found' } }
        : { status: 500, body: {} },
    );
    const check = selfBlacklistCheck(server.queries, '9000000022');
    const result = await check.queryFn({ signal: new AbortController().signal });
    expect(result.verdict).toBe(messages.blacklist.youAreBlackListed);
    expect(server.requests.at(-1)?.read).toBe('user/dashboard/blacklist');
  });
});
