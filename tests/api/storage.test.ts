import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, isExpired } from '../../src/platform/storage/jwt.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import {
  clearStorageExcept,
  createTokenStore,
  STORAGE_KEYS,
} from '../../src/platform/storage/tokenStore.ts';
import { makeJwt } from './apiTestKit.ts';

describe('isExpired (seconds)', () => {
  const now = 1_700_000_000;
  it('is expired when exp is before now', () => {
    expect(isExpired(makeJwt({ exp: now - 1 }), now)).toBe(true);
  });
  it('is not expired at exp itself or later', () => {
    expect(isExpired(makeJwt({ exp: now }), now)).toBe(false);
    expect(isExpired(makeJwt({ exp: now + 60 }), now)).toBe(false);
  });
  it('compares in seconds: a second later, the token has expired', () => {
    const token = makeJwt({ exp: now });
    expect(isExpired(token, now + 1)).toBe(true);
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
  it('keeps the access token in memory and in sessionStorage only', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createTokenStore({ local, session });
    store.setSession({ access: 'A', refresh: 'R' });
    store.setChatToken('C');
    expect(store.getAccessToken()).toBe('A');
    expect(session.getItem(STORAGE_KEYS.accessToken)).toBe('A');
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.refreshToken)).toBe('R');
    expect(local.getItem(STORAGE_KEYS.chatToken)).toBe('C');
  });

  it('survives a reload within the tab; a new tab only has the refresh token', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    createTokenStore({ local, session }).setSession({ access: 'A', refresh: 'R' });
    const reloaded = createTokenStore({ local, session });
    expect(reloaded.getAccessToken()).toBe('A');
    const newTab = createTokenStore({ local, session: createMemoryStorage() });
    expect(newTab.getAccessToken()).toBeNull();
    expect(newTab.getRefreshToken()).toBe('R');
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
    expect(session.getItem(STORAGE_KEYS.accessToken)).toBeNull();
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
