import { addDays } from '../shared/clock.ts';
import type { Prefetch } from '../shared/prefetch.ts';
import type { WalletData, WalletDaysPage, WalletWindow } from './walletDays.types.ts';

/** Days per getWallet call (ours: the spec names none; a month fills a screen or two). */
export const WALLET_DAYS_PAGE = 30;

/** The spec's 'Wallet list loads more on scroll after 1 s' (part 1 §9). */
export const WALLET_MORE_AFTER_MS = 1_000;

/** One window at a time, asked for when the last day in view is within a screen of the end. */
export const WALLET_PREFETCH: Prefetch = { aheadRows: 10, pagesAtOnce: 1 };

/**
 * The window of the next request, moving start_date back: `loaded` days are listed, newest
 * `lastDay`; the next `days` days end the day before the oldest listed.
 */
export function walletWindow(lastDay: string, loaded: number, days: number): WalletWindow {
  const end_date = addDays(lastDay, -loaded);
  return { start_date: addDays(end_date, -(days - 1)), end_date };
}

/**
 * getWallet's answer as a page of the list: its days, and the list's total counted from
 * `lastDay` (the server counts days from the first transaction to the window's end; a window
 * before the first transaction counts none, and its empty page ends the list).
 */
export function walletDaysPage(loaded: number, data: WalletData): WalletDaysPage {
  return {
    count: data.days_total > 0 ? data.days_total + loaded : loaded,
    results: data.days,
  };
}
