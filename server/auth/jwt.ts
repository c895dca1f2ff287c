// HS256 JSON Web Tokens through fast-jwt (the engine of @fastify/jwt; synchronous, so token checks
// stay in the request's hot path without a promise); times are in seconds since the epoch.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenType = 'access' | 'refresh' | 'chat';

export type Claims = {
  sub: string;
  typ: TokenType;
  iat: number;
  exp: number;
  jti: string;
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signJwt(
  secret: string,
  claims: { sub: string; typ: TokenType },
  ttlSeconds: number,
  now = nowSeconds(),
): { token: string; claims: Claims } {
  const full: Claims = { ...claims, iat: now, exp: now + ttlSeconds, jti: randomUUID() };
  // The signer stamps iat from the same clock; the rest are set here, so the answer can return
  // the claims as signed.
  const sign = createSigner({ key: secret, algorithm: 'HS256', clockTimestamp: now * 1000 });
  const { iat: _stamped, ...payload } = full;
  return { token: sign(payload), claims: full };
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

/** The claims of a well-signed (HS256 only), unexpired token, else null. */
export function verifyJwt(secret: string, token: string, now = nowSeconds()): Claims | null {
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    clockTimestamp: now * 1000,
    requiredClaims: ['sub', 'typ', 'iat', 'exp', 'jti'],
    cache: false,
  });
  try {
    const claims: unknown = verify(token);
    return isClaims(claims) && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
