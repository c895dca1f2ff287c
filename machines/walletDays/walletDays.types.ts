import type { components } from '../../openapi/generated/main.ts';
import type { FetchPagesInput, ListPage } from '../shared/pagedList/index.ts';

/** One row of the daily list: a day and its net earned (openapi `WalletDay`). */
export type WalletDay = components['schemas']['WalletDay'];

/** getWallet's wallet_data. */
export type WalletData = components['schemas']['WalletData'];

/** Whose days. */
export type WalletScope = { username: string };

/**
 * The newest day listed: today (India's) for the current version, the version's day for an old
 * one. Picking another version lists its days from row 0.
 */
export type WalletDaysFilters = { lastDay: string };

export type FetchWalletDaysInput = FetchPagesInput<WalletDaysFilters, WalletScope>;
export type WalletDaysPage = ListPage<WalletDay>;

/** The window of days one getWallet call asks for. */
export type WalletWindow = { start_date: string; end_date: string };
