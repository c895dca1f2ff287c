import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../../platform/storage/tokenStore.ts';
import { bodyCode, peekBody } from '../errors.ts';

export const TOKEN_NOT_VALID = 'token_not_valid';

export async function isTokenNotValid(response: Response): Promise<boolean> {
  return response.status === 401 && bodyCode(await peekBody(response)) === TOKEN_NOT_VALID;
}

/** The server no longer accepts this session at all: drop the long-lived tokens and start over. */
export function createTokenNotValidMiddleware(options: {
  tokens: TokenStore;
  reload: () => void;
}): Middleware {
  return {
    async onResponse({ response }) {
      if (!(await isTokenNotValid(response))) return;
      options.tokens.setChatToken(null);
      options.tokens.setRefreshToken(null);
      options.reload();
    },
  };
}
