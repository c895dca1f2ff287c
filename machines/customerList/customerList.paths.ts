import {
  PAGED_LIST_FAILURE,
  pagedListPaths,
  pagesAnswer,
} from '../shared/pagedList/pagedList.paths.ts';
import { PAN_SEARCH, sampleCustomer, sampleCustomerPage } from './customerList.fixtures.ts';
import { customerListMachine } from './customerList.machine.ts';
import { CUSTOMER_PAGE_SIZE, normaliseQuery, sameQuery } from './customerList.rules.ts';
import { customerListShows } from './customerList.shows.ts';
import type { CustomerSummary } from './customerList.types.ts';

/**
 * The walk's server holds 150 customers. With the default prefetch (64 rows ahead, 4 pages at
 * once) the list loads the first page of 14, then 56 rows more while the top is in view (70
 * loaded); scrolled to row 21 it loads 2 pages more (98), and at the end the last 52.
 */
export const CUSTOMER_SAMPLE = {
  total: 150,
  /** The last row in view after scrolling a little, and at the end of 98 rows. */
  scrolled: 20,
  atEnd: 97,
  panSearch: PAN_SEARCH,
  found: sampleCustomer(3),
} as const;

/** What the server answers `count` requests of 14 rows from `start`, joined. */
const pages = (start: number, count: number) =>
  sampleCustomerPage(start, CUSTOMER_PAGE_SIZE * count, CUSTOMER_SAMPLE.total);

export const CUSTOMER_EVENTS = {
  firstPage: pagesAnswer(pages(0, 1)),
  /** Rows 15–70: prefetched while the top is in view. */
  aheadPages: pagesAnswer(pages(14, 4)),
  /** Rows 71–98, after scrolling to row 21. */
  scrolledPages: pagesAnswer(pages(70, 2)),
  /** Rows 99–150: four pages asked for, the last one short. */
  lastPages: pagesAnswer(pages(98, 4)),
  found: pagesAnswer<CustomerSummary>({ count: 1, results: [CUSTOMER_SAMPLE.found] }),
  noCustomers: pagesAnswer<CustomerSummary>({ count: 0, results: [] }),
  failed: PAGED_LIST_FAILURE,
} as const;

export const customerListPaths = pagedListPaths({
  machine: customerListMachine,
  shows: customerListShows as never,
  noun: 'customers',
  answers: [
    CUSTOMER_EVENTS.firstPage,
    CUSTOMER_EVENTS.aheadPages,
    CUSTOMER_EVENTS.scrolledPages,
    CUSTOMER_EVENTS.lastPages,
    CUSTOMER_EVENTS.found,
    CUSTOMER_EVENTS.noCustomers,
  ].map((event) => event.output),
  // A search gets its one match (or nothing); the full list gets the rows asked for (fewer only
  // at the end), from where the loaded rows end.
  fits: (context, { results, count }) => {
    if (results.length === 0) return true;
    if (context.filters) return count === 1;
    const expected = Math.min(context.pagesAsked * context.pageSize, count - context.offset);
    return (
      count === CUSTOMER_SAMPLE.total &&
      results.length === expected &&
      results[0]!.username === sampleCustomer(context.offset + 1).username
    );
  },
  viewports: [CUSTOMER_SAMPLE.scrolled, CUSTOMER_SAMPLE.atEnd],
  filterChanges: [PAN_SEARCH, null],
  sameFilters: sameQuery,
  normaliseFilters: normaliseQuery,
  describeFilters: (query) =>
    query ? `search customers by ${query.type} "${query.value}"` : 'clear the search',
});
