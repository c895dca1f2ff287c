import { describe, expect, it } from 'vitest';
import { callsTo, json, REFRESH_PATH, setup, validToken } from './apiTestKit.ts';

const notValid = () =>
  json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, 401);
const MANAGERS = '/api/v1/managers';

describe('401 token_not_valid', () => {
  it('refreshes once and replays the call: a token that lapsed in flight costs nothing', async () => {
    const fresh = validToken('fresh');
    const t = setup((call) => {
      if (call.path === REFRESH_PATH) return json({ access: fresh });
      return call.authorization === `Bearer ${fresh}` ? json({ users: {} }) : notValid();
    });
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');

    const result = await t.clients.main.GET('/managers');

    expect(result.response.status).toBe(200);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(2);
    expect(t.tokens.getRefreshToken()).toBe('refresh-1');
    expect(t.deps.reload).not.toHaveBeenCalled();
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('refused again after the refresh: every token goes and the page reloads once, to the login', async () => {
    const t = setup((call) =>
      call.path === REFRESH_PATH ? json({ access: validToken('fresh') }) : notValid(),
    );
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');

    const result = await t.clients.main.GET('/managers');

    expect(result.response.status).toBe(401);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(1);
    expect(callsTo(t.calls, MANAGERS)).toHaveLength(2);
    expect(t.tokens.getAccessToken()).toBeNull();
    expect(t.tokens.getRefreshToken()).toBeNull();
    expect(t.tokens.getChatToken()).toBeNull();
    expect(t.deps.reload).toHaveBeenCalledTimes(1);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('applies to the plain clients too', async () => {
    const t = setup((call) =>
      call.path === REFRESH_PATH ? json({ access: validToken('fresh') }) : notValid(),
    );
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');
    await t.clients.chatPlain.GET('/acl/chat-password/get-password');
    expect(t.tokens.getRefreshToken()).toBeNull();
    expect(t.tokens.getChatToken()).toBeNull();
    expect(t.deps.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves tokens alone on other 401s', async () => {
    const t = setup((call) =>
      call.path === REFRESH_PATH
        ? json({ access: validToken('fresh') })
        : json({ detail: 'nope', code: 'other' }, 401),
    );
    t.tokens.setSession({ access: validToken(), refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');
    await t.clients.main.GET('/managers');
    expect(t.tokens.getChatToken()).toBe('chat-1');
    expect(t.tokens.getRefreshToken()).toBe('refresh-1');
    expect(t.deps.reload).not.toHaveBeenCalled();
  });
});
