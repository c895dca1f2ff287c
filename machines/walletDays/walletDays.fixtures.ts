import { addDays } from '../shared/clock.ts';
import type {
  WalletDay,
  WalletDaysFilters,
  WalletDaysPage,
  WalletScope,
} from './walletDays.types.ts';

/* Sample days the path specs, tests and stories share. Deterministic. */

export const SAMPLE_WALLET_SCOPE: WalletScope = { username: '8157415868' };
/** Today's list, and an old version's. */
export const SAMPLE_WALLET_TODAY: WalletDaysFilters = { lastDay: '2026-11-24' };
export const SAMPLE_WALLET_OLD_VERSION: WalletDaysFilters = { lastDay: '2026-06-30' };

/** Day `n` back from `lastDay` (0: the last day), with a net earned that varies in sign. */
export function sampleWalletDay(n: number, lastDay = SAMPLE_WALLET_TODAY.lastDay): WalletDay {
  const net = n % 23 === 22 ? 0 : ((n * 37) % 180) - (n % 7 === 3 ? 150 : 0);
  return { date: addDays(lastDay, -n), net_earned: net };
}

/** Days `first` … `first + n - 1` back from the last day. */
export function sampleWalletDays(n: number, first = 0, lastDay?: string): WalletDay[] {
  return Array.from({ length: n }, (_, i) => sampleWalletDay(first + i, lastDay));
}

/** The page a wallet of `count` days answers for `entries` days from `start` back. */
export function sampleWalletPage(
  start: number,
  entries: number,
  count: number,
  lastDay?: string,
): WalletDaysPage {
  const n = Math.max(0, Math.min(entries, count - start));
  return { count, results: sampleWalletDays(n, start, lastDay) };
}
