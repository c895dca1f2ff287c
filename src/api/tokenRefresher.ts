import { isExpired, nowInSeconds, refreshMargin } from '../platform/storage/jwt.ts';
import type { TokenStore } from '../platform/storage/tokenStore.ts';
import { AuthRequiredError } from './errors.ts';
import type { FetchFn } from './types.ts';

export type TokenRefresher = {
  /** A usable access token: the stored one until shortly before it expires, else a refreshed one. */
  ensureAccessToken(): Promise<string>;
  /** A new access token; concurrent callers share one refresh request. */
  refresh(): Promise<string>;
};

/** While the refresh endpoint cannot be reached: which retry comes next and when; null once over. */
export type RefreshRetry = { attempt: number; retryAt: number } | null;

export type TokenRefresherOptions = {
  refreshUrl: string;
  tokens: TokenStore;
  fetch: FetchFn;
  /** The server refused the refresh token (400/401): stored auth is cleared, the user signs in. */
  onSignedOut: () => void;
  /** The refresh endpoint failed for a reason that may pass (network, 5xx): retrying, or done. */
  onRetrying?: (retry: RefreshRetry) => void;
  /** Only the page signal: one waiter giving up must not cancel the refresh the others share. */
  pageSignal: () => AbortSignal;
  nowSeconds?: () => number;
  /** Waits between attempts (1, 2, 4, 8, 16 s by default: about half a minute in all). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

const DEFAULT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

/** Only these answers mean the server said no to this refresh token; anything else may pass. */
const isRefusal = (status: number) => status === 400 || status === 401;

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function readAccess(
  response: Response,
): Promise<{ access: string; refresh?: string } | null> {
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

/** The refresh endpoint stayed unreachable through every retry: the session is kept. */
export class RefreshUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The server cannot be reached to renew the session. Please try again.', options);
    this.name = 'RefreshUnavailableError';
  }
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { tokens, onSignedOut } = options;
  const localNow = options.nowSeconds ?? nowInSeconds;
  const delays = options.retryDelaysMs ?? DEFAULT_DELAYS_MS;
  const sleep = options.sleep ?? sleepFor;
  let inFlight: Promise<string> | null = null;

  /** One attempt: a token, a refusal (signed out), or null when it is worth trying again. */
  async function attempt(refresh: string): Promise<string | null> {
    let response: Response;
    try {
      response = await options.fetch(
        new Request(options.refreshUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh }),
          signal: options.pageSignal(),
        }),
      );
    } catch (error) {
      // The page is going away: nobody waits for the answer.
      if (options.pageSignal().aborted) throw error;
      return null;
    }
    if (isRefusal(response.status)) {
      tokens.clearAuth();
      onSignedOut();
      throw new AuthRequiredError('refresh-failed', { cause: response.status });
    }
    if (!response.ok) return null;
    const issued = await readAccess(response);
    if (!issued) return null;
    tokens.setSession(issued);
    return issued.access;
  }

  async function requestNewToken(refresh: string): Promise<string> {
    for (let i = 0; ; i++) {
      const access = await attempt(refresh);
      if (access !== null) {
        if (i > 0) options.onRetrying?.(null);
        return access;
      }
      const delay = delays[i];
      if (delay === undefined) {
        options.onRetrying?.(null);
        throw new RefreshUnavailableError();
      }
      options.onRetrying?.({ attempt: i + 1, retryAt: Date.now() + delay });
      await sleep(delay, options.pageSignal());
    }
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
      const serverNow = localNow() + tokens.getClockSkew();
      if (access && !isExpired(access, serverNow, refreshMargin(access))) return access;
      return refresher.refresh();
    },
  };
  return refresher;
}
