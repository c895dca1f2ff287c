import { pagedListShows } from '../shared/pagedList/pagedList.shows.ts';
import { loanListMachine } from './loanList.machine.ts';
import { LOAN_LIST_TEXTS } from './loanList.texts.ts';

/**
 * What a loan list shows in each state: the paged list's declaration. Its decision dialog and
 * row actions belong to the decision machine beside it.
 */
export const loanListShows = pagedListShows(loanListMachine, LOAN_LIST_TEXTS);
