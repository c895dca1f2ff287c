import { STORAGE_KEYS } from '../platform/storage/tokenStore.ts';
import { lazyPanel } from '../ui/lazyPanel.tsx';
import { preloadSignedIn, SignedOutRoutes } from './sessionChunks.ts';

// The session and its two route trees (sessionChunks.ts), each a chunk of its own. The entry
// holds only the router, so a public page (an ID card, a referral link) loads none of the
// session's, sign-in's or back office's code. They are lazy panels, not bare React.lazy: a chunk
// that has arrived renders in the same pass, with no fallback. A fallback shown once makes React
// hold every later reveal for 300 ms, so each suspended level of a cold load cost a third of a
// second of "Loading…".
export const SessionRoot = lazyPanel(() => import('./SessionRoot.tsx').then((m) => m.SessionRoot));

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
 * Fetches, side by side, the chunks the first screen renders: the session code and the sign-in
 * (or signed-in) routes; a signed-in page's own screen then starts beside the session's opening
 * calls. The app renders once these have arrived, so a cold load shows the page at once instead
 * of a fallback that waits for one chunk after another. Never rejects: a chunk that failed fails
 * the render that needs it, as it did before.
 */
export function firstScreenReady(path: string = location.pathname): Promise<void> {
  // A public page renders at once and loads its own chunk: it has a single level.
  if (isPublicPath(path)) return Promise.resolve();
  const routes = [
    SessionRoot.preload(),
    hasStoredSession() ? preloadSignedIn(path) : SignedOutRoutes.preload(),
  ];
  return Promise.all(routes).then(
    () => undefined,
    () => undefined,
  );
}
