// HS256 JSON Web Tokens with node:crypto; times are in seconds since the epoch.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export type TokenType = 'access' | 'refresh' | 'chat';

export type Claims = {
  sub: string;
  typ: TokenType;
  iat: number;
  exp: number;
  jti: string;
};

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signature(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signJwt(
  secret: string,
  claims: { sub: string; typ: TokenType },
  ttlSeconds: number,
  now = nowSeconds(),
): { token: string; claims: Claims } {
  const full: Claims = { ...claims, iat: now, exp: now + ttlSeconds, jti: randomUUID() };
  const data = `${HEADER}.${base64url(JSON.stringify(full))}`;
  return { token: `${data}.${signature(secret, data).toString('base64url')}`, claims: full };
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    (c.typ === 'access' || c.typ === 'refresh' || c.typ === 'chat') &&
    typeof c.exp === 'number' &&
    typeof c.iat === 'number' &&
    typeof c.jti === 'string'
  );
}

/** The claims of a well-signed, unexpired HS256 token, else null. */
export function verifyJwt(secret: string, token: string, now = nowSeconds()): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (head?.alg !== 'HS256') return null;
    const expected = signature(secret, `${header}.${payload}`);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isClaims(claims) || claims.exp <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
