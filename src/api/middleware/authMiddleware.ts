import type { Middleware } from 'openapi-fetch';
import { isExpired, nowInSeconds } from '../../platform/storage/jwt.ts';
import type { TokenStore } from '../../platform/storage/tokenStore.ts';
import { AuthRequiredError } from '../errors.ts';
import type { TokenRefresher } from '../tokenRefresher.ts';

export type AuthMiddlewareOptions = {
  tokens: TokenStore;
  refresher: TokenRefresher;
  /**
   * Operations the contract marks public (login, OTP, public pages): a valid token is still sent,
   * but a missing or expired one neither blocks nor refreshes, so signing in always works.
   */
  isPublic?: (schemaPath: string) => boolean;
  nowSeconds?: () => number;
  /**
   * Whether this call signs with the chat token (spec part 2 §6: chat-side access uses the chat
   * token, the lender area the main token). Without a valid chat token the main token is used.
   */
  signWithChatToken?: () => boolean;
};

const bearer = (token: string) => `Bearer ${token}`;

/** The spec exempts exactly the paths containing `otp-verify` from the bearer token. */
function isOtpVerify(request: Request, schemaPath: string): boolean {
  return schemaPath.includes('otp-verify') || new URL(request.url).pathname.includes('otp-verify');
}

/** Waits for `promise` unless the request gives up first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Bearer token on every call; an expired token is refreshed first (one refresh shared by all
 * waiting calls); a 401 on a signed call refreshes once and replays that call once.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  const { tokens, refresher } = options;
  const now = options.nowSeconds ?? nowInSeconds;
  // Copies of signed requests, kept until their answer arrives, so a 401 can be replayed with a body.
  const replayable = new Map<string, Request>();

  return {
    async onRequest({ request, schemaPath, id }) {
      if (isOtpVerify(request, schemaPath)) return;
      if (options.isPublic?.(schemaPath)) {
        const access = tokens.getAccessToken();
        if (access && !isExpired(access, now() + tokens.getClockSkew()))
          request.headers.set('Authorization', bearer(access));
        return request;
      }
      const chat = options.signWithChatToken?.() ? tokens.getChatToken() : null;
      const access =
        chat && !isExpired(chat, now() + tokens.getClockSkew())
          ? chat
          : await unlessAborted(refresher.ensureAccessToken(), request.signal);
      request.headers.set('Authorization', bearer(access));
      replayable.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id, options: clientOptions }) {
      const original = replayable.get(id);
      replayable.delete(id);
      // Any 401 to a signed call, token_not_valid included (an access token the server no longer
      // takes, e.g. expired in flight): refresh once and replay once. What the replay answers is
      // final; a second token_not_valid is left to the token_not_valid middleware (sign in again).
      if (!original || response.status !== 401) return;

      // Another call may have refreshed while this one was on the wire: use that token, don't refresh again.
      const sent = original.headers.get('Authorization');
      const current = tokens.getAccessToken();
      let fresh: string;
      if (
        current &&
        bearer(current) !== sent &&
        !isExpired(current, now() + tokens.getClockSkew())
      ) {
        fresh = current;
      } else {
        try {
          fresh = await unlessAborted(refresher.refresh(), original.signal);
        } catch (error) {
          // Nothing to refresh with: the 401 itself is the answer.
          if (error instanceof AuthRequiredError && error.reason === 'no-refresh-token') return;
          throw error;
        }
      }

      const headers = new Headers(original.headers);
      headers.set('Authorization', bearer(fresh));
      return clientOptions.fetch(new Request(original, { headers }));
    },

    onError({ id }) {
      replayable.delete(id);
    },
  };
}
