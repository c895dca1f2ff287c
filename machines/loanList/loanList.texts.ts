import { messages } from '../../src/domain/messages.ts';
import { pagedListTexts } from '../shared/pagedList/pagedList.texts.ts';

/** What a loan list says around its rows; its failure text is the catalogue's. */
export const LOAN_LIST_TEXTS = pagedListTexts('loans', 'loan', messages.customer.loansFetchFailed);
