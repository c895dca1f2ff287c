/**
 * An Idempotency-Key for a create the client may retry (contract: saves happen once). The same
 * request in this page gets the same key, so a retry after a lost answer is answered with the
 * first result instead of a second record; a different request, or the same one after a reload,
 * gets a new key. (The soft-call loop keys its saves in its machine, per case.)
 */
const PAGE = (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(
  /[^A-Za-z0-9]/g,
  '',
);

/** FNV-1a over the request's JSON: short, stable, and only [0-9a-z]. */
function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function intentKey(kind: string, request: unknown): string {
  return `${kind}-${PAGE.slice(0, 24)}-${fingerprint(request)}`;
}
