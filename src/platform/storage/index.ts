export { decodeJwtClaims, isExpired, type JwtClaims, nowInSeconds } from './jwt.ts';
export { browserStorage, createMemoryStorage } from './memoryStorage.ts';
export {
  clearStorageExcept,
  createTokenStore,
  STORAGE_KEYS,
  type TokenStore,
  type TokenStoreOptions,
} from './tokenStore.ts';
