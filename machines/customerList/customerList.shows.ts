import { pagedListShows } from '../shared/pagedList/pagedList.shows.ts';
import { customerListMachine } from './customerList.machine.ts';
import { CUSTOMER_LIST_TEXTS } from './customerList.texts.ts';

/** What the customers list shows in each state: the paged list's declaration. */
export const customerListShows = pagedListShows(customerListMachine, CUSTOMER_LIST_TEXTS);
