import {
  createPagedListMachine,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
} from '../shared/pagedList/index.ts';
import { CUSTOMER_PAGE_SIZE, normaliseQuery, sameQuery } from './customerList.rules.ts';
import type { CustomerQuery, CustomerSummary } from './customerList.types.ts';

/** The filters of the customers list: the header's search, null for every customer. */
export type CustomerFilters = CustomerQuery | null;
export type CustomerListContext = PagedListContext<CustomerSummary, CustomerFilters, null>;
export type CustomerListInput = PagedListInput<CustomerFilters, null>;
export type CustomerListEvent = PagedListEvent<CustomerFilters>;

/**
 * The customers list (spec part 1 §7 'Customers'): the paged list, 14 rows a request, filtered
 * by the header's search (a blank one lists everyone).
 */
export const customerListMachine = createPagedListMachine<CustomerSummary, CustomerFilters, null>({
  id: 'customerList',
  pageSize: CUSTOMER_PAGE_SIZE,
  rowKey: (customer) => customer.username,
  defaultScope: null,
  defaultFilters: () => null,
  normaliseFilters: normaliseQuery,
  sameFilters: sameQuery,
});
