/** Reads JWT claims without verifying them: the client only needs `exp` to decide when to refresh. */
export type JwtClaims = { readonly exp?: number; readonly [claim: string]: unknown };

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtClaims(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Expiry in seconds, as the server judges it: a token whose `exp` is now or past is refused, so
 * the client treats `exp <= now` as expired (never sends a token in its last second). `margin`
 * refreshes ahead of expiry. An unreadable token counts as expired (it can only be refreshed); a
 * token without `exp` never expires.
 */
export function isExpired(
  token: string,
  nowSeconds: number = nowInSeconds(),
  marginSeconds = 0,
): boolean {
  const claims = decodeJwtClaims(token);
  if (!claims) return true;
  if (typeof claims.exp !== 'number') return false;
  return claims.exp - marginSeconds <= nowSeconds;
}

/** How long before its expiry an access token is renewed: 30 s, or a quarter of a short life. */
export function refreshMargin(token: string): number {
  const claims = decodeJwtClaims(token);
  if (typeof claims?.exp !== 'number' || typeof claims.iat !== 'number') return 0;
  return Math.min(30, Math.max(0, Math.floor((claims.exp - claims.iat) / 4)));
}
