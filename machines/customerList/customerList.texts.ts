import { messages } from '../../src/domain/messages.ts';
import { pagedListTexts } from '../shared/pagedList/pagedList.texts.ts';

/** What the customers list says around its rows; its failure text is the catalogue's. */
export const CUSTOMER_LIST_TEXTS = pagedListTexts(
  'customers',
  'customer',
  messages.customer.customersFetchFailed,
);
