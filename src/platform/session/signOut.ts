import type { CrossTabMessage } from '../crossTab.ts';
import { browserStorage } from '../storage/memoryStorage.ts';
import type { TokenStore } from '../storage/tokenStore.ts';
import { type SignOutKind, survivesSignOut } from './storageKeys.ts';

export type SignOutOptions = {
  tokens: Pick<TokenStore, 'clearAllExcept'>;
  /**
   * A lender's own state (telephony session, filters, loans, profile, customers) never survives;
   * unsaved call work survives an involuntary sign-out.
   */
  kind: SignOutKind;
  /** Tells the other tabs, which reload (spec part 2 §4). */
  broadcast: (message: CrossTabMessage) => void;
  /** The storages behind `tokens`, to find the keys that survive; the browser's by default. */
  storages?: readonly Storage[];
};

/**
 * Ends the session in this browser: forgets the tokens and every saved state except chat and
 * notification settings and unsaved work that waits for its user (see storageKeys.ts), then
 * tells the other tabs. Returns the kept keys.
 */
export function signOut({
  tokens,
  kind,
  broadcast,
  storages = [browserStorage('localStorage'), browserStorage('sessionStorage')],
}: SignOutOptions): string[] {
  const kept = new Set<string>();
  for (const storage of storages) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && survivesSignOut(key, kind)) kept.add(key);
    }
  }
  tokens.clearAllExcept([...kept]);
  broadcast({ type: 'signedOut' });
  return [...kept];
}
