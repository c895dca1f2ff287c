import type { Client } from 'openapi-fetch';
import createClient, { type OpenapiQueryClient } from 'openapi-react-query';
import { ApiError } from './errors.ts';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

type Result = { data?: unknown; error?: unknown; response: Response };
type Call = (path: unknown, init?: unknown) => Promise<Result>;

/**
 * The same client, failing with an ApiError (status and the server's words) instead of the bare
 * body: openapi-react-query throws whatever `error` is, and the retry rule and the panels need the
 * status. An error answer with an empty body is a failure too, never `undefined` data.
 */
function withStatusErrors<Paths extends {}>(client: Client<Paths>): Client<Paths> {
  const calls = client as unknown as Record<(typeof METHODS)[number], Call>;
  const wrapped: Record<string, Call> = {};
  for (const method of METHODS) {
    wrapped[method] = async (path, init) => {
      const result = await calls[method](path, init);
      if (result.response.ok && result.error === undefined) return result;
      return { ...result, error: new ApiError(result.response.status, result.error) };
    };
  }
  return { ...client, ...wrapped } as unknown as Client<Paths>;
}

/**
 * Query hooks over an openapi-fetch client: every request runs through that client's middleware
 * (bearer, one shared refresh, read-only guard, errors, page abort) and gets the query's `signal`.
 * Keys are `[method, path, init]`, so every parameter is part of the key. Pass a plain client: a
 * panel shows its own failure text, so no alert should pop up as well.
 */
export function createQueryHooks<Paths extends {}>(
  client: Client<Paths>,
): OpenapiQueryClient<Paths> {
  return createClient(withStatusErrors(client));
}

export type QueryHooks<Paths extends {}> = OpenapiQueryClient<Paths>;

type RunnableOptions = { queryKey: unknown; queryFn?: unknown };

/**
 * Runs a call through query options' own request function: a write made with the query hooks
 * stays on the same client and middleware (bearer, refresh, read-only guard) and fails with an
 * ApiError that carries the status and the server's words, as `unwrap` does.
 */
export function runQueryOptions<T>(options: RunnableOptions, signal: AbortSignal): Promise<T> {
  const run = options.queryFn as (context: {
    queryKey: unknown;
    signal: AbortSignal;
  }) => Promise<T>;
  return run({ queryKey: options.queryKey, signal });
}
