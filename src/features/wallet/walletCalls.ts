import {
  type WalletData,
  type WalletDaysActors,
  walletDaysPage,
  walletWindow,
} from '../../../machines/walletDays/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

export type WalletQueries = QueryHooks<paths>;

type Options = { queryKey: unknown; queryFn?: unknown };

/** Runs a read through the query hooks' own request function (same client and middleware). */
function call<T>(options: Options, signal: AbortSignal): Promise<T> {
  const run = options.queryFn as (context: {
    queryKey: unknown;
    signal: AbortSignal;
  }) => Promise<T>;
  return run({ queryKey: options.queryKey, signal });
}

/**
 * The wallet's reads as query options, each keyed by every parameter: `lastDay` is the version's
 * day (or today), so an old version's wallet is its own cache entry.
 */
export function walletQueries(queries: WalletQueries, username: string, lastDay: string) {
  const path = { username };
  const asOf = { params: { path, query: { date: lastDay } } };
  return {
    /** The balance and totals as of the last day (a one-day window: the days are the list's). */
    summary: queries.queryOptions('get', '/customers/{username}/wallet', {
      params: { path, query: { start_date: lastDay, end_date: lastDay } },
    }),
    weeklyApproved: queries.queryOptions(
      'get',
      '/customers/{username}/wallet/weekly-approved',
      asOf,
    ),
    breakdown: queries.queryOptions('get', '/customers/{username}/wallet/withdrawal-limit', asOf),
    repayments: queries.queryOptions('get', '/customers/{username}/repayments', asOf),
    day: (date: string) =>
      queries.queryOptions('get', '/customers/{username}/wallet/day', {
        params: { path, query: { date } },
      }),
  };
}

/** The daily list's call: getWallet for the next window back, as a page of days. */
export function createWalletDaysActors(queries: WalletQueries): WalletDaysActors {
  return {
    fetchPages: fromAbortable(async ({ input, signal }) => {
      const window = walletWindow(input.filters.lastDay, input.start, input.entries * input.pages);
      const answer = await call<{ wallet_data: WalletData }>(
        queries.queryOptions('get', '/customers/{username}/wallet', {
          params: { path: { username: input.scope.username }, query: window },
        }),
        signal,
      );
      return walletDaysPage(input.start, answer.wallet_data);
    }),
  };
}
