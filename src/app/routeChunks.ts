import { STORAGE_KEYS } from '../platform/storage/tokenStore.ts';

// The session's two route chunks. The entry holds only the router, so a public page (an ID card,
// a referral link) loads none of the session's, sign-in's or back office's code.
export const loadSignedOutRoutes = () => import('./SignedOutRoutes.tsx');
export const loadSignedInRoutes = () => import('./SignedInRoutes.tsx');

/** Pages anyone may open, signed in or not; they need no session. */
export const isPublicPath = (path: string): boolean =>
  /^\/lender\/(kosh|referral|auths)\//.test(path);

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.refreshToken) !== null;
  } catch {
    return false;
  }
}

/**
 * Starts fetching, beside the entry, the chunks the first screen will render, so the session
 * code and the sign-in (or signed-in) routes do not arrive one after the other.
 */
export function preloadFirstScreen(
  loadSessionRoot: () => Promise<unknown>,
  path: string = location.pathname,
): void {
  if (isPublicPath(path)) return;
  void loadSessionRoot();
  void (hasStoredSession() ? loadSignedInRoutes() : loadSignedOutRoutes());
}
