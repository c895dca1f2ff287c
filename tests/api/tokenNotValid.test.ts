import { describe, expect, it } from 'vitest';
import { callsTo, json, REFRESH_PATH, setup, validToken } from './apiTestKit.ts';

const notValid = () =>
  json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, 401);

describe('401 token_not_valid', () => {
  it('removes the chat and refresh tokens and reloads, without refreshing or alerting', async () => {
    const access = validToken();
    const t = setup(() => notValid());
    t.tokens.setSession({ access, refresh: 'refresh-1' });
    t.tokens.setChatToken('chat-1');

    const result = await t.clients.main.GET('/managers');

    expect(result.response.status).toBe(401);
    expect(t.tokens.getRefreshToken()).toBeNull();
    expect(t.tokens.getChatToken()).toBeNull();
    expect(t.deps.reload).toHaveBeenCalledTimes(1);
    expect(callsTo(t.calls, REFRESH_PATH)).toHaveLength(0);
    expect(t.deps.alert).not.toHaveBeenCalled();
  });

  it('applies to the plain clients too', async () => {
    const t = setup(() => notValid());
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
