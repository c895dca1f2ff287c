import type { Middleware } from 'openapi-fetch';
import { messages } from '../../domain/messages.ts';
import { isAbortError } from '../../platform/abort.ts';
import { bodyCode, peekBody, pickServerMessage } from '../errors.ts';
import type { AlertFn } from '../types.ts';
import { TOKEN_NOT_VALID } from './tokenNotValid.ts';

/** Statuses whose server words the alert-style client shows. */
export const ALERTED_STATUSES: ReadonlySet<number> = new Set([400, 401, 402, 403, 404]);

export type ErrorMiddlewareOptions =
  | { mode: 'alert'; alert: AlertFn }
  | { mode: 'plain'; warn?: (message: string) => void };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * How failures surface. Alert style: 400–404 show the server's words, other failures stay quiet,
 * network errors show `error: …`. Plain: nothing shown, a 403 is logged. Either way the caller
 * still gets the failure (openapi-fetch `error`, or the rejection), and aborts are silent.
 */
export function createErrorMiddleware(options: ErrorMiddlewareOptions): Middleware {
  if (options.mode === 'plain') {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    return {
      onResponse({ response }) {
        if (response.status === 403) warn(messages.api.forbiddenLog);
      },
    };
  }

  const { alert } = options;
  return {
    async onResponse({ response }) {
      if (!ALERTED_STATUSES.has(response.status)) return;
      const body = await peekBody(response);
      // The session is being dropped and the page reloads; an alert would only flash.
      if (response.status === 401 && bodyCode(body) === TOKEN_NOT_VALID) return;
      const text = pickServerMessage(body) || `${response.status} ${response.statusText}`.trim();
      alert(text, { kind: 'error' });
    },

    onError({ request, error }) {
      if (isAbortError(error) || request.signal.aborted) return;
      alert(messages.api.networkError(errorText(error)), { kind: 'error' });
    },
  };
}
