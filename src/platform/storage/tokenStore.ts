import { decodeJwtClaims, nowInSeconds } from './jwt.ts';
import { browserStorage } from './memoryStorage.ts';

/**
 * Where tokens live. The access token lives in memory only (a reload or a new tab refreshes it);
 * refresh and chat tokens are shared by all tabs through localStorage, where the spec puts them.
 */
export const STORAGE_KEYS = {
  /** localStorage */
  refreshToken: 'kosh.refreshToken',
  /** localStorage */
  chatToken: 'kosh.chatToken',
} as const;

export type TokenStore = {
  getAccessToken(): string | null;
  /**
   * The server's clock minus this browser's, in seconds, read from the access token's `iat` when
   * it was issued: expiry is judged on the server's clock however wrong the local one is.
   */
  getClockSkew(): number;
  setAccessToken(token: string | null): void;
  getRefreshToken(): string | null;
  setRefreshToken(token: string | null): void;
  getChatToken(): string | null;
  setChatToken(token: string | null): void;
  /** Saves what a login (or a rotating refresh) returned. */
  setSession(tokens: { access: string; refresh?: string | null }): void;
  /** Forgets access, refresh and chat tokens. */
  clearAuth(): void;
  /** Sign-out: empties both storages except the given keys (chat and notification settings). */
  clearAllExcept(keysToKeep: readonly string[]): void;
};

export type TokenStoreOptions = {
  local?: Storage;
  session?: Storage;
  nowSeconds?: () => number;
};

function write(storage: Storage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Removes every key of `storage` not listed in `keysToKeep`. */
export function clearStorageExcept(storage: Storage, keysToKeep: readonly string[]): void {
  const keep = new Set(keysToKeep);
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep.has(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const local = options.local ?? browserStorage('localStorage');
  const session = options.session ?? browserStorage('sessionStorage');
  const now = options.nowSeconds ?? nowInSeconds;
  let accessToken: string | null = null;
  let skew = 0;

  const store: TokenStore = {
    getAccessToken: () => accessToken,
    getClockSkew: () => skew,
    setAccessToken(token) {
      accessToken = token;
      const issuedAt = token ? decodeJwtClaims(token)?.iat : undefined;
      skew = typeof issuedAt === 'number' ? issuedAt - now() : 0;
    },
    getRefreshToken: () => local.getItem(STORAGE_KEYS.refreshToken),
    setRefreshToken: (token) => write(local, STORAGE_KEYS.refreshToken, token),
    getChatToken: () => local.getItem(STORAGE_KEYS.chatToken),
    setChatToken: (token) => write(local, STORAGE_KEYS.chatToken, token),
    setSession({ access, refresh }) {
      store.setAccessToken(access);
      if (refresh) store.setRefreshToken(refresh);
    },
    clearAuth() {
      store.setAccessToken(null);
      store.setRefreshToken(null);
      store.setChatToken(null);
    },
    clearAllExcept(keysToKeep) {
      clearStorageExcept(local, keysToKeep);
      clearStorageExcept(session, keysToKeep);
      store.setAccessToken(null);
    },
  };
  return store;
}
