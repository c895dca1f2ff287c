type Options = { queryKey: unknown; queryFn?: unknown };

/**
 * Runs a call through the query hooks' own request function: panels are given the query hooks
 * over the plain v1 client, and this keeps a write on that same client and middleware (bearer,
 * refresh, read-only guard), failing with an ApiError that carries the status and the server's
 * words, as `unwrap` does.
 */
export function runQueryOptions<T>(options: Options, signal: AbortSignal): Promise<T> {
  const run = options.queryFn as (context: {
    queryKey: unknown;
    signal: AbortSignal;
  }) => Promise<T>;
  return run({ queryKey: options.queryKey, signal });
}
