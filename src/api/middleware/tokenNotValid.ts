import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../../platform/storage/tokenStore.ts';
import { bodyCode, peekBody } from '../errors.ts';

export const TOKEN_NOT_VALID = 'token_not_valid';

export async function isTokenNotValid(response: Response): Promise<boolean> {
  return response.status === 401 && bodyCode(await peekBody(response)) === TOKEN_NOT_VALID;
}

/**
 * The server no longer accepts this session, even with a freshly refreshed token (the auth
 * middleware has already refreshed and replayed once): drop every token, so the reload the spec
 * asks for lands on the login page, once, instead of resending the same token and reloading again.
 */
export function createTokenNotValidMiddleware(options: {
  tokens: TokenStore;
  reload: () => void;
}): Middleware {
  return {
    async onResponse({ response }) {
      if (!(await isTokenNotValid(response))) return;
      options.tokens.clearAuth();
      options.reload();
    },
  };
}
