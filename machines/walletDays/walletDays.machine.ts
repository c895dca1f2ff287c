import {
  createPagedListMachine,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
} from '../shared/pagedList/index.ts';
import { WALLET_DAYS_PAGE, WALLET_MORE_AFTER_MS, WALLET_PREFETCH } from './walletDays.rules.ts';
import type { WalletDay, WalletDaysFilters, WalletScope } from './walletDays.types.ts';

export type WalletDaysContext = PagedListContext<WalletDay, WalletDaysFilters, WalletScope>;
export type WalletDaysInput = PagedListInput<WalletDaysFilters, WalletScope>;
export type WalletDaysEvent = PagedListEvent<WalletDaysFilters>;

/**
 * The wallet's daily list (spec part 1 §7 'wallet transactions paged by moving start_date', §9
 * 'loads more on scroll after 1 s'): the house's paged list, one window of days a request,
 * asking for the next window 1 s after scrolling rests near the end.
 */
export const walletDaysMachine = createPagedListMachine<WalletDay, WalletDaysFilters, WalletScope>({
  id: 'walletDays',
  pageSize: WALLET_DAYS_PAGE,
  prefetch: WALLET_PREFETCH,
  settleMs: WALLET_MORE_AFTER_MS,
  rowKey: (day) => day.date,
  defaultScope: { username: '' },
  defaultFilters: () => ({ lastDay: '1970-01-01' }),
  sameFilters: (a, b) => a.lastDay === b.lastDay,
});
