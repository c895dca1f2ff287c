import { ApiError } from '../../api/errors.ts';
import { runQueryOptions } from '../../api/queryHooks.ts';
import { selfCheckVerdict } from '../../domain/blacklist.ts';
import type { MainQueries } from './blacklistQueries.ts';

/**
 * The self check the chat side reads before it lists channels (part 1 §7): the signed-in staff
 * member's own blacklist read; an empty answer (none kept for them) gives 'You are black listed'
 * and the channel list is to be cleared. No screen lists channels yet, so nothing renders it.
 */
export function selfBlacklistCheck(queries: MainQueries, me: string) {
  const read = queries.queryOptions('get', '/user/dashboard/blacklist', {
    params: { query: { username: me } },
  });
  return {
    queryKey: ['blacklist-self-check', me] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        const answer = await runQueryOptions<unknown>(read, signal);
        return { verdict: selfCheckVerdict(answer) };
      } catch (error) {
        // No record for this user is the empty result the spec speaks of.
        if (error instanceof ApiError && error.status === 404)
          return { verdict: selfCheckVerdict(null) };
        throw error;
      }
    },
  };
}
