import { proxy } from 'valtio';
import type { CustomerQuery } from '../features/customers/index.ts';

/** The customers header's search in force, shared by the header and the list (kept in memory). */
export const customerSearch = proxy<{ query: CustomerQuery | null }>({ query: null });

export function setCustomerQuery(query: CustomerQuery | null): void {
  customerSearch.query = query;
}
