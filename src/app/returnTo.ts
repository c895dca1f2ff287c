// Where a signed-out visitor was going (path, query and hash), so sign-in can take them back.
const KEY = 'kosh.returnTo';

export function rememberReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  sessionStorage.setItem(KEY, `${location.pathname}${location.search}${location.hash}`);
}

/** The remembered destination; only same-app paths are honoured. */
export function peekReturnTo(): string | null {
  const target = sessionStorage.getItem(KEY);
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

export function forgetReturnTo(): void {
  sessionStorage.removeItem(KEY);
}
