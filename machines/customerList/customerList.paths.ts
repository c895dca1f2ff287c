import type { AnyEventObject } from 'xstate';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { PAN_SEARCH, sampleCustomer, sampleCustomerPage } from './customerList.fixtures.ts';
import { type CustomerListContext, customerListMachine } from './customerList.machine.ts';
import { CUSTOMER_PAGE_SIZE, normaliseQuery, sameQuery } from './customerList.rules.ts';
import type { CustomerPage } from './customerList.types.ts';

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

const FETCH = 'fetchCustomerPages';
export const CUSTOMER_EVENTS = {
  firstPage: doneEvent(FETCH, pages(0, 1)),
  /** Rows 15–70: prefetched while the top is in view. */
  aheadPages: doneEvent(FETCH, pages(14, 4)),
  /** Rows 71–98, after scrolling to row 21. */
  scrolledPages: doneEvent(FETCH, pages(70, 2)),
  /** Rows 99–150: four pages asked for, the last one short. */
  lastPages: doneEvent(FETCH, pages(98, 4)),
  found: doneEvent(FETCH, { count: 1, results: [CUSTOMER_SAMPLE.found] } satisfies CustomerPage),
  noCustomers: doneEvent(FETCH, { count: 0, results: [] } satisfies CustomerPage),
  failed: errorEvent(FETCH, serviceError('Internal Server Error', 500)),
} as const;

/**
 * Whether a page could answer the request in flight: a search gets its one match (or nothing);
 * the full list gets the rows asked for (fewer only at the end), from where the loaded rows end.
 */
function answersRequest(context: CustomerListContext, event: AnyEventObject): boolean {
  const { results, count } = event.output as CustomerPage;
  if (results.length === 0) return true;
  if (context.query) return count === 1;
  const expected = Math.min(context.pagesAsked * context.pageSize, count - context.offset);
  return (
    count === CUSTOMER_SAMPLE.total &&
    results.length === expected &&
    results[0]!.username === sampleCustomer(context.offset + 1).username
  );
}

export const customerListPaths = definePathSpec({
  machine: customerListMachine,
  events: [
    CUSTOMER_EVENTS.firstPage,
    CUSTOMER_EVENTS.aheadPages,
    CUSTOMER_EVENTS.scrolledPages,
    CUSTOMER_EVENTS.lastPages,
    CUSTOMER_EVENTS.found,
    CUSTOMER_EVENTS.noCustomers,
    CUSTOMER_EVENTS.failed,
    { type: 'list.viewport', lastVisible: CUSTOMER_SAMPLE.scrolled },
    { type: 'list.viewport', lastVisible: CUSTOMER_SAMPLE.atEnd },
    { type: 'list.retry' },
    { type: 'search.change', query: PAN_SEARCH },
    { type: 'search.change', query: null },
  ],
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    switch (event.type) {
      case `xstate.done.actor.${FETCH}`:
        return answersRequest(context, event);
      // The view reports a row it shows, when the last one in view changes.
      case 'list.viewport':
        return event.lastVisible < context.rows.length && event.lastVisible !== context.lastVisible;
      // The app sends a search only when it differs from the one in force.
      case 'search.change':
        return !sameQuery(context.query, normaliseQuery(event.query));
      default:
        return true;
    }
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    offset: snapshot.context.offset,
    lastVisible: snapshot.context.lastVisible,
    search: snapshot.context.query?.type ?? null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'list.viewport':
        return `scroll until row ${event.lastVisible + 1} is the last in view`;
      case 'list.retry':
        return 'press Retry';
      case 'search.change':
        return event.query
          ? `search customers by ${event.query.type} "${event.query.value}"`
          : 'clear the search';
      case `xstate.done.actor.${FETCH}`: {
        const { count, results } = event.output as CustomerPage;
        if (!results.length) return `the server answers no customers (count ${count})`;
        return `the server answers ${results.length} customers of ${count}`;
      }
      default:
        return undefined;
    }
  },
});
