// Chat sign-in, chat credentials and the realtime broker password.
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import { issueChatToken } from '../auth/tokens.ts';
import type { Ctx } from '../context.ts';
import { one, run } from '../db/statements.ts';
import { badRequest, notFound } from '../errors.ts';
import { userOf } from '../http/security.ts';
import { realtimeCredentials } from '../realtime/credentials.ts';
import { findUserByUsername } from '../staff.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

const hasChatAuth = (ctx: Ctx, userId: number, passwordType: string) =>
  one(
    ctx.db,
    'SELECT 1 FROM chat_auth WHERE user_id = ? AND password_type = ?',
    userId,
    passwordType,
  ) !== undefined;

type AuthOps = 'chatLogin' | 'getChatAuth' | 'createChatAuth' | 'getRealtimePassword';

export function chatHandlers(ctx: Ctx): Handlers<operations, AuthOps> {
  const { db, config } = ctx;
  return {
    async chatLogin(request) {
      const user = userOf(request);
      const { username } = request.body;
      if (!findUserByUsername(db, username)) throw notFound('User not found');
      if (username !== user.username) throw badRequest('username must be the signed-in user');
      record(db, user.id, 'chat.login', `user:${user.username}`);
      return { token: issueChatToken(config, user.id) };
    },

    async getChatAuth(request) {
      const user = userOf(request);
      const { password_type } = request.query;
      if (!hasChatAuth(ctx, user.id, password_type)) throw notFound('Chat credentials not found');
      return { username: user.username, password_type };
    },

    async createChatAuth(request, reply) {
      const user = userOf(request);
      const { password_type } = request.body;
      run(
        db,
        'INSERT OR IGNORE INTO chat_auth (user_id, password_type, created_at) VALUES (?, ?, ?)',
        user.id,
        password_type,
        nowIso(),
      );
      reply.code(201);
      return { username: user.username, password_type };
    },

    async getRealtimePassword(request) {
      const user = userOf(request);
      // Broker access follows chat access: create chat credentials first.
      if (!hasChatAuth(ctx, user.id, 'bchat')) throw notFound('Chat credentials not found');
      // With an external broker the password is derived, as that broker's password file has it.
      const derivedFrom = config.REALTIME_BROKER_URL ? config.REALTIME_PASSWORD_SECRET : null;
      return realtimeCredentials(db, user.id, user.username, derivedFrom);
    },
  };
}
