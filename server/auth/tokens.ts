// Login tokens: access + refresh on sign-in (refresh recorded, so it can be revoked), chat tokens.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/statements.ts';
import { nowSeconds, signJwt, verifyJwt } from './jwt.ts';

export type LoginTokens = { access: string; refresh: string; user_id: number };

export function issueLogin(db: Db, config: Config, userId: number): LoginTokens {
  const sub = String(userId);
  const access = signJwt(config.JWT_SECRET, { sub, typ: 'access' }, config.ACCESS_TOKEN_TTL);
  const refresh = signJwt(config.JWT_SECRET, { sub, typ: 'refresh' }, config.REFRESH_TOKEN_TTL);
  run(
    db,
    'INSERT INTO refresh_tokens (jti, user_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
    refresh.claims.jti,
    userId,
    refresh.claims.iat,
    refresh.claims.exp,
  );
  return { access: access.token, refresh: refresh.token, user_id: userId };
}

/** A new access token for a valid, unrevoked refresh token; null otherwise. */
export function refreshAccess(db: Db, config: Config, refreshToken: string): string | null {
  const claims = verifyJwt(config.JWT_SECRET, refreshToken);
  if (claims?.typ !== 'refresh') return null;
  const row = one<{ user_id: number }>(
    db,
    `SELECT user_id FROM refresh_tokens
     WHERE jti = ? AND revoked_at IS NULL AND expires_at > ?`,
    claims.jti,
    nowSeconds(),
  );
  if (!row || String(row.user_id) !== claims.sub) return null;
  return signJwt(config.JWT_SECRET, { sub: claims.sub, typ: 'access' }, config.ACCESS_TOKEN_TTL)
    .token;
}

/** Sign-out: this refresh token stops working. Unknown, expired or forged tokens change nothing. */
export function revokeRefreshToken(db: Db, config: Config, refreshToken: string): void {
  const claims = verifyJwt(config.JWT_SECRET, refreshToken);
  if (claims?.typ !== 'refresh') return;
  run(
    db,
    'UPDATE refresh_tokens SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL',
    nowSeconds(),
    claims.jti,
  );
}

export function revokeRefreshTokens(db: Db, userId: number): void {
  run(
    db,
    'UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
    nowSeconds(),
    userId,
  );
}

export function issueChatToken(config: Config, userId: number): string {
  return signJwt(config.JWT_SECRET, { sub: String(userId), typ: 'chat' }, config.CHAT_TOKEN_TTL)
    .token;
}
