import { describe, expect, it } from 'vitest';
import { isChatSidePath } from '../../src/api/clients.ts';
import { expiredToken, json, setup, validToken } from './apiTestKit.ts';

const chatAuth = (t: ReturnType<typeof setup>) =>
  t.clients.chat.GET('/auth/chat-auth', { params: { query: { password_type: 'bchat' } } });

// Spec part 2 §6: chat-side access uses the chat token; the lender area the main token.
describe('which token a chat call carries', () => {
  it('is the chat token on the chat side', async () => {
    const t = setup(() => json({ username: '9876543210', password_type: 'bchat' }), {
      isChatSide: () => true,
    });
    const main = validToken('main');
    const chat = validToken('chat');
    t.tokens.setAccessToken(main);
    t.tokens.setChatToken(chat);
    await chatAuth(t);
    expect(t.calls[0]?.authorization).toBe(`Bearer ${chat}`);
  });

  it('is the main token in the lender area, chat token or not', async () => {
    const t = setup(() => json({ username: '9876543210', password_type: 'bchat' }), {
      isChatSide: () => false,
    });
    const main = validToken('main');
    t.tokens.setAccessToken(main);
    t.tokens.setChatToken(validToken('chat'));
    await chatAuth(t);
    expect(t.calls[0]?.authorization).toBe(`Bearer ${main}`);
  });

  it('falls back to the main token when there is no chat token, or it has expired', async () => {
    const t = setup(() => json({ username: '9876543210', password_type: 'bchat' }), {
      isChatSide: () => true,
    });
    const main = validToken('main');
    t.tokens.setAccessToken(main);
    await chatAuth(t);
    t.tokens.setChatToken(expiredToken());
    await chatAuth(t);
    expect(t.calls.map((c) => c.authorization)).toEqual([`Bearer ${main}`, `Bearer ${main}`]);
  });

  it('never carries the chat token to the main service', async () => {
    const t = setup(() => json({ users: {} }), { isChatSide: () => true });
    const main = validToken('main');
    t.tokens.setAccessToken(main);
    t.tokens.setChatToken(validToken('chat'));
    await t.clients.main.GET('/managers');
    expect(t.calls[0]?.authorization).toBe(`Bearer ${main}`);
  });

  it('reads the chat side from the page path', () => {
    expect(isChatSidePath('/bchat/admin/allchannels')).toBe(true);
    expect(isChatSidePath('/lender/admin/chat')).toBe(false);
  });
});
