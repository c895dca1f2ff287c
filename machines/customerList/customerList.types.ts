import type { components, operations } from '../../openapi/generated/main.ts';
import type { FetchPagesInput } from '../shared/pagedList/index.ts';

/** One customer as listCustomers returns it (openapi/main.yaml `CustomerSummary`). */
export type CustomerSummary = components['schemas']['CustomerSummary'];

/** The listCustomers query. */
export type CustomerListQuery = NonNullable<operations['listCustomers']['parameters']['query']>;

/** What the header's search text is: UserName, PAN or Account Number. */
export type CustomerSearchType = NonNullable<CustomerListQuery['search_type']>;

/** A search from the header; null lists every customer. */
export type CustomerQuery = { type: CustomerSearchType; value: string };

/** One page of customers: the server's total for the search and the rows from `start`. */
export type CustomerPage = { count: number; results: CustomerSummary[] };

/** What the customers list asks the `fetchPages` call for: `pages` requests of `entries` rows from `start`, at once. */
export type FetchCustomerPagesInput = FetchPagesInput<CustomerQuery | null, null>;
