import { isExpired, nowInSeconds } from '../platform/storage/jwt.ts';
import type { TokenStore } from '../platform/storage/tokenStore.ts';
import { AuthRequiredError } from './errors.ts';
import type { FetchFn } from './types.ts';

export type TokenRefresher = {
  /** A usable access token: the stored one while it has not expired, otherwise a refreshed one. */
  ensureAccessToken(): Promise<string>;
  /** A new access token; concurrent callers share one refresh request. */
  refresh(): Promise<string>;
};

export type TokenRefresherOptions = {
  refreshUrl: string;
  tokens: TokenStore;
  fetch: FetchFn;
  onSignedOut: () => void;
  /** Only the page signal: one waiter giving up must not cancel the refresh the others share. */
  pageSignal: () => AbortSignal;
  nowSeconds?: () => number;
};

async function readAccess(
  response: Response,
): Promise<{ access: string; refresh?: string } | null> {
  if (!response.ok) return null;
  try {
    const body = (await response.json()) as { access?: unknown; refresh?: unknown };
    if (typeof body.access !== 'string' || body.access === '') return null;
    return typeof body.refresh === 'string'
      ? { access: body.access, refresh: body.refresh }
      : { access: body.access };
  } catch {
    return null;
  }
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { tokens, onSignedOut } = options;
  const now = options.nowSeconds ?? nowInSeconds;
  let inFlight: Promise<string> | null = null;

  async function requestNewToken(refresh: string): Promise<string> {
    // A network failure or an abort rejects as is and keeps the session: the server never said no.
    const response = await options.fetch(
      new Request(options.refreshUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
        signal: options.pageSignal(),
      }),
    );
    const issued = await readAccess(response);
    if (!issued) {
      tokens.clearAuth();
      onSignedOut();
      throw new AuthRequiredError('refresh-failed', { cause: response.status });
    }
    tokens.setSession(issued);
    return issued.access;
  }

  const refresher: TokenRefresher = {
    refresh() {
      if (inFlight) return inFlight;
      const refresh = tokens.getRefreshToken();
      if (!refresh) return Promise.reject(new AuthRequiredError('no-refresh-token'));
      inFlight = requestNewToken(refresh).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async ensureAccessToken() {
      const access = tokens.getAccessToken();
      if (access && !isExpired(access, now())) return access;
      return refresher.refresh();
    },
  };
  return refresher;
}
