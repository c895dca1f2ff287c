import type { AnyEventObject } from 'xstate';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { PAN_SEARCH, sampleCustomer, sampleCustomerPage } from './customerList.fixtures.ts';
import { type CustomerListContext, customerListMachine } from './customerList.machine.ts';
import { CUSTOMER_PAGE_SIZE, normaliseQuery, sameQuery } from './customerList.rules.ts';
import type { CustomerPage } from './customerList.types.ts';

/** The walk's server holds 30 customers: two full pages of 14 and a short third. */
export const CUSTOMER_SAMPLE = {
  total: 30,
  panSearch: PAN_SEARCH,
  found: sampleCustomer(3),
} as const;

const page = (start: number) =>
  sampleCustomerPage(start, CUSTOMER_PAGE_SIZE, CUSTOMER_SAMPLE.total);

const FETCH = 'fetchCustomerPage';
export const CUSTOMER_EVENTS = {
  firstPage: doneEvent(FETCH, page(0)),
  secondPage: doneEvent(FETCH, page(14)),
  lastPage: doneEvent(FETCH, page(28)),
  found: doneEvent(FETCH, { count: 1, results: [CUSTOMER_SAMPLE.found] } satisfies CustomerPage),
  noCustomers: doneEvent(FETCH, { count: 0, results: [] } satisfies CustomerPage),
  failed: errorEvent(FETCH, serviceError('Internal Server Error', 500)),
} as const;

/**
 * Whether a page could answer the request in flight: a search gets its one match (or nothing);
 * the full list gets the page that starts where the loaded rows end.
 */
function answersRequest(context: CustomerListContext, event: AnyEventObject): boolean {
  const { results, count } = event.output as CustomerPage;
  if (results.length === 0) return true;
  if (context.query) return count === 1;
  return (
    count === CUSTOMER_SAMPLE.total &&
    results[0]!.username === sampleCustomer(context.offset + 1).username
  );
}

export const customerListPaths = definePathSpec({
  machine: customerListMachine,
  events: [
    CUSTOMER_EVENTS.firstPage,
    CUSTOMER_EVENTS.secondPage,
    CUSTOMER_EVENTS.lastPage,
    CUSTOMER_EVENTS.found,
    CUSTOMER_EVENTS.noCustomers,
    CUSTOMER_EVENTS.failed,
    { type: 'list.loadMore' },
    { type: 'list.retry' },
    { type: 'search.change', query: PAN_SEARCH },
    { type: 'search.change', query: null },
  ],
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    switch (event.type) {
      case `xstate.done.actor.${FETCH}`:
        return answersRequest(context, event);
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
    search: snapshot.context.query?.type ?? null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'list.loadMore':
        return 'scroll to the end of the list';
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
