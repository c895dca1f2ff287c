import type { SnapshotFrom } from 'xstate';
import { connectPagedList, type PagedListView } from '../shared/pagedList/index.ts';
import type { WalletDaysEvent, walletDaysMachine } from './walletDays.machine.ts';
import { WALLET_DAYS_TEXTS } from './walletDays.texts.ts';
import type { WalletDay, WalletDaysFilters } from './walletDays.types.ts';

export type WalletDaysViewModel = PagedListView<WalletDay, WalletDaysFilters>;

/** What the daily list shows, with its intents. */
export function connectWalletDays(
  snapshot: SnapshotFrom<typeof walletDaysMachine>,
  send?: (event: WalletDaysEvent) => void,
): WalletDaysViewModel {
  return connectPagedList(snapshot, send, WALLET_DAYS_TEXTS);
}
