import type { Middleware } from 'openapi-fetch';

/** Links every request to the page-level signal, so leaving the page cancels it. */
export function createAbortMiddleware(
  linkSignal: (signal?: AbortSignal | null) => AbortSignal,
): Middleware {
  return {
    onRequest({ request }) {
      return new Request(request, { signal: linkSignal(request.signal) });
    },
  };
}
