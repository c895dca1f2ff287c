// Where a signed-out visitor was going (path, query and hash), so sign-in can take them back, and
// whose path it is: a path remembered in a tab where someone was signed in belongs to that user;
// the next person to sign in there lands on their own landing, never on the previous user's page.
import { isAuthPath } from './paths.ts';

const KEY = 'kosh.returnTo';
const TAB_USER_KEY = 'kosh.session.tabUser';

type Remembered = { to: string; owner: string | null };

/** This tab's user (signed in now, or the last one to sign out here); null forgets. */
export function rememberTabUser(username: string | null): void {
  if (username === null) sessionStorage.removeItem(TAB_USER_KEY);
  else sessionStorage.setItem(TAB_USER_KEY, username);
}

/**
 * Remembers where the visitor was going. A sign-in page is never a destination: StrictMode runs
 * the redirecting layout effect a second time after the address already shows the login page,
 * and remembering that would send the signed-in user back to a login route that renders nothing.
 */
export function rememberReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  if (isAuthPath(location.pathname)) return;
  const remembered: Remembered = {
    to: `${location.pathname}${location.search}${location.hash}`,
    owner: sessionStorage.getItem(TAB_USER_KEY),
  };
  sessionStorage.setItem(KEY, JSON.stringify(remembered));
}

function read(): Remembered | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { to, owner } = value as Record<string, unknown>;
    if (typeof to !== 'string') return null;
    return { to, owner: typeof owner === 'string' ? owner : null };
  } catch {
    return null;
  }
}

/** The remembered destination for `username`; only same-app paths are honoured. */
export function peekReturnTo(username: string): string | null {
  const remembered = read();
  if (!remembered) return null;
  if (remembered.owner !== null && remembered.owner !== username) return null;
  const { to } = remembered;
  return to.startsWith('/') && !to.startsWith('//') && !isAuthPath(to) ? to : null;
}

export function forgetReturnTo(): void {
  sessionStorage.removeItem(KEY);
}
