import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, isExpired, refreshMargin } from '../../src/platform/storage/jwt.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import {
  clearStorageExcept,
  createTokenStore,
  STORAGE_KEYS,
} from '../../src/platform/storage/tokenStore.ts';
import { makeJwt } from './apiTestKit.ts';

describe('isExpired (seconds)', () => {
  const now = 1_700_000_000;
  it('is expired when exp is now or before, as the server judges it', () => {
    expect(isExpired(makeJwt({ exp: now - 1 }), now)).toBe(true);
    expect(isExpired(makeJwt({ exp: now }), now)).toBe(true);
  });
  it('is not expired a second before exp', () => {
    expect(isExpired(makeJwt({ exp: now + 1 }), now)).toBe(false);
    expect(isExpired(makeJwt({ exp: now + 60 }), now)).toBe(false);
  });
  it('with a margin, counts as expired that many seconds early', () => {
    expect(isExpired(makeJwt({ exp: now + 30 }), now, 30)).toBe(true);
    expect(isExpired(makeJwt({ exp: now + 31 }), now, 30)).toBe(false);
  });
  it('renews 30 s early, or a quarter of a short life early', () => {
    expect(refreshMargin(makeJwt({ iat: now, exp: now + 900 }))).toBe(30);
    expect(refreshMargin(makeJwt({ iat: now, exp: now + 40 }))).toBe(10);
    expect(refreshMargin(makeJwt({ exp: now + 900 }))).toBe(0);
  });
  it('treats an unreadable token as expired and one without exp as lasting', () => {
    expect(isExpired('not-a-jwt', now)).toBe(true);
    expect(isExpired('a.%%%.c', now)).toBe(true);
    expect(isExpired(makeJwt({ sub: 'x' }), now)).toBe(false);
  });
  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeJwtClaims(makeJwt({ name: 'Ānanya ✓', exp: 1 }))).toEqual({
      name: 'Ānanya ✓',
      exp: 1,
    });
  });
});

describe('token store', () => {
  it('keeps the access token in memory only, refresh and chat tokens in localStorage', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createTokenStore({ local, session });
    store.setSession({ access: 'A', refresh: 'R' });
    store.setChatToken('C');
    expect(store.getAccessToken()).toBe('A');
    expect(session.length).toBe(0);
    expect(local.length).toBe(2);
    expect(local.getItem(STORAGE_KEYS.refreshToken)).toBe('R');
    expect(local.getItem(STORAGE_KEYS.chatToken)).toBe('C');
  });

  it('a reload or a new tab has only the refresh token (the access token is refreshed)', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    createTokenStore({ local, session }).setSession({ access: 'A', refresh: 'R' });
    const reloaded = createTokenStore({ local, session });
    expect(reloaded.getAccessToken()).toBeNull();
    expect(reloaded.getRefreshToken()).toBe('R');
  });

  it("reads the server's clock from the access token's iat (clock skew)", () => {
    const localNow = 1_700_000_000;
    const store = createTokenStore({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      nowSeconds: () => localNow,
    });
    expect(store.getClockSkew()).toBe(0);
    store.setSession({ access: makeJwt({ iat: localNow + 60, exp: localNow + 960 }) });
    expect(store.getClockSkew()).toBe(60);
    store.setAccessToken(null);
    expect(store.getClockSkew()).toBe(0);
  });

  it('clearAuth forgets access, refresh and chat tokens', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createTokenStore({ local, session });
    store.setSession({ access: 'A', refresh: 'R' });
    store.setChatToken('C');
    local.setItem('prefs', 'keep');
    store.clearAuth();
    expect([store.getAccessToken(), store.getRefreshToken(), store.getChatToken()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(local.getItem('prefs')).toBe('keep');
  });

  it('clearAllExcept empties both storages but the kept keys', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createTokenStore({ local, session });
    store.setSession({ access: 'A', refresh: 'R' });
    local.setItem('chats', '[]');
    local.setItem('notifications', 'on');
    local.setItem('filters', '{}');
    session.setItem('draft', 'x');
    store.clearAllExcept(['chats', 'notifications']);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(local.getItem('chats')).toBe('[]');
    expect(local.getItem('notifications')).toBe('on');
    expect(local.getItem('filters')).toBeNull();
    expect(session.length).toBe(0);
  });

  it('clearStorageExcept removes every other key, however many', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < 20; i++) storage.setItem(`k${i}`, String(i));
    clearStorageExcept(storage, ['k3', 'k17']);
    expect(storage.length).toBe(2);
    expect(storage.getItem('k3')).toBe('3');
    expect(storage.getItem('k17')).toBe('17');
  });
});
