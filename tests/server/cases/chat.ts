// Contract cases of the chat service.
import { expect } from 'vitest';
import { assertMatches } from '../contract.ts';
import type { Harness } from '../harness.ts';
import { admin, type Case } from './shared.ts';

export function chatCases(h: Harness): Record<string, Case> {
  return {
    chatLogin: {
      valid: async () => [
        await h.call('chatLogin', { body: { username: admin, password_type: 'bchat' } }),
        200,
      ],
      invalid: async () => [
        await h.call('chatLogin', { body: { username: admin, password_type: 'rocket' } }),
        400,
      ],
    },
    getChatAuth: {
      valid: async () => {
        const token = h.tokenOf('is_technology');
        const missing = await h.call('getChatAuth', { token, query: { password_type: 'bchat' } });
        expect(missing.statusCode).toBe(404);
        assertMatches('getChatAuth', 404, missing.json());
        await h.call('createChatAuth', { token, body: { password_type: 'bchat' } });
        return [await h.call('getChatAuth', { token, query: { password_type: 'bchat' } }), 200];
      },
      invalid: async () => [await h.call('getChatAuth', { query: {} }), 400],
    },
    createChatAuth: {
      valid: async () => [
        await h.call('createChatAuth', { body: { password_type: 'bchat' } }),
        201,
      ],
      invalid: async () => [
        await h.call('createChatAuth', { body: { password_type: 'bchat', extra: 1 } }),
        400,
      ],
    },
    getRealtimePassword: {
      valid: async () => {
        await h.call('createChatAuth', { body: { password_type: 'bchat' } });
        return [await h.call('getRealtimePassword'), 200];
      },
      invalid: async () => [await h.call('getRealtimePassword', { token: null }), 401],
    },
  };
}
