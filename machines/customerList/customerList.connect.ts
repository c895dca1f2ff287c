import type { SnapshotFrom } from 'xstate';
import { connectPagedList, type PagedListView } from '../shared/pagedList/index.ts';
import type {
  CustomerFilters,
  CustomerListEvent,
  customerListMachine,
} from './customerList.machine.ts';
import { CUSTOMER_LIST_TEXTS } from './customerList.texts.ts';
import type { CustomerSummary } from './customerList.types.ts';

export type CustomerListViewModel = PagedListView<CustomerSummary, CustomerFilters>;

/** What the customers list shows, with its intents; `filters` is the search in force. */
export function connectCustomerList(
  snapshot: SnapshotFrom<typeof customerListMachine>,
  send?: (event: CustomerListEvent) => void,
): CustomerListViewModel {
  return connectPagedList(snapshot, send, CUSTOMER_LIST_TEXTS);
}
