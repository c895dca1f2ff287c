import { QueryClient } from '@tanstack/react-query';
import { ApiError, AuthRequiredError, PermissionDeniedError } from '../api/errors.ts';
import { isAbortError } from '../platform/abort.ts';

/** Tries after the first failure of a read (5xx, network). */
export const QUERY_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: a 4xx answer says the same the next time (and a
 * refused session or a read-only refusal too), and an aborted request was meant to stop.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof AuthRequiredError || error instanceof PermissionDeniedError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * The signed-in tree's server-state cache: one per sign-in, cleared at sign-out. A window
 * regaining focus refetches nothing (a back-office user switches windows all day); retries only
 * where a retry can help. `retryDelay` is for tests.
 */
export function createQueryClient(options: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        ...(options.retryDelay === undefined ? {} : { retryDelay: options.retryDelay }),
      },
    },
  });
}
