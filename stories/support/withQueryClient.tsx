import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** Puts a story's server state into its cache before the first render. */
export type QuerySeed = (client: QueryClient) => void;

/**
 * A story's own QueryClient, seeded with the data (or failure) of the state it shows: nothing is
 * stale, nothing retries, a seeded failure is not asked again on mount. Whatever is not seeded is
 * asked of the story's fake server when the story renders.
 */
export function withQueryClient(seed: QuerySeed = () => {}): Decorator {
  return (Story) => {
    const [client] = useState(() => {
      const fresh = new QueryClient({
        defaultOptions: {
          queries: {
            retry: false,
            retryOnMount: false,
            staleTime: Number.POSITIVE_INFINITY,
            refetchOnWindowFocus: false,
          },
        },
      });
      seed(fresh);
      return fresh;
    });
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };
}

/** Seeds a query that failed with `error`. */
export function seedFailure(client: QueryClient, queryKey: QueryKey, error: Error): void {
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({
    ...query.state,
    status: 'error',
    error,
    errorUpdatedAt: Date.now(),
    fetchFailureCount: 1,
    fetchFailureReason: error,
  });
}
