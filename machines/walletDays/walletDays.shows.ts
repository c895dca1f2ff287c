import { pagedListShows } from '../shared/pagedList/pagedList.shows.ts';
import { walletDaysMachine } from './walletDays.machine.ts';
import { WALLET_DAYS_TEXTS } from './walletDays.texts.ts';

/** What the daily list shows in each state: the paged list's declaration. */
export const walletDaysShows = pagedListShows(walletDaysMachine, WALLET_DAYS_TEXTS);
