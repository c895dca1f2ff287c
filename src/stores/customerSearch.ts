import { proxy, subscribe } from 'valtio';
import type { CustomerQuery } from '../features/customers/index.ts';
import { STORAGE_PREFIXES } from '../platform/session/storageKeys.ts';

/**
 * The customers header's search in force (kept in memory), and whether its filters (what the
 * search text is matched on: UserName, PAN, Account Number) are shown. That choice is kept like
 * the loan lists' filter panels: across navigation and reload, under the filters prefix, so
 * sign-out clears it.
 */
type CustomerSearchState = { query: CustomerQuery | null; filtersOpen: boolean };

const KEY = `${STORAGE_PREFIXES.filters}customers`;
// Shown until someone hides them: the spec's header shows the radios with the search.
const DEFAULT_FILTERS_OPEN = true;

function loadFiltersOpen(): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { filtersOpen?: unknown };
    return typeof saved?.filtersOpen === 'boolean' ? saved.filtersOpen : DEFAULT_FILTERS_OPEN;
  } catch {
    return DEFAULT_FILTERS_OPEN;
  }
}

export const customerSearch = proxy<CustomerSearchState>({
  query: null,
  filtersOpen: loadFiltersOpen(),
});

subscribe(customerSearch, () => {
  localStorage.setItem(KEY, JSON.stringify({ filtersOpen: customerSearch.filtersOpen }));
});

export function setCustomerQuery(query: CustomerQuery | null): void {
  customerSearch.query = query;
}

export function toggleCustomerFilters(): void {
  customerSearch.filtersOpen = !customerSearch.filtersOpen;
}

/** Sign-out: the next person starts with no search and the filters shown. */
export function resetCustomerSearch(): void {
  customerSearch.query = null;
  customerSearch.filtersOpen = DEFAULT_FILTERS_OPEN;
}
