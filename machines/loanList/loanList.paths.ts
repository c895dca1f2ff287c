import type { AnyEventObject } from 'xstate';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { approvedLoan, sampleLoan, samplePage } from './loanList.fixtures.ts';
import { type LoanListContext, loanListMachine } from './loanList.machine.ts';
import { defaultLoanFilters, LOAN_PAGE_SIZE, sameFilters } from './loanList.rules.ts';
import type { LoanFilters, LoanPage } from './loanList.types.ts';

/**
 * The walk's server holds 100 loans. With the default prefetch (64 rows ahead, 4 pages at once)
 * the list loads the first page, then 32 and 32 rows more while the top is in view (72 loaded);
 * scrolled to row 30 it loads 3 pages more (96), and at the end the short last page.
 */
export const LIST_SAMPLE = {
  total: 100,
  /** The last row in view after scrolling a little, and at the end of 96 rows. */
  scrolled: 29,
  atEnd: 95,
  smallTotal: 5,
  /** The walk starts without input: the search page with its (empty) default filters. */
  defaults: defaultLoanFilters('search-loan'),
  narrowed: {
    ...defaultLoanFilters('search-loan'),
    statuses: ['ready_for_review'],
    team_lead: 'credit',
  } satisfies LoanFilters,
  /** Row 1 (ready_for_review) after it was approved. */
  updatedRow: approvedLoan(sampleLoan(1)),
} as const;

/** What the server answers `pages` requests of 8 rows from `start`, joined. */
const pages = (start: number, count: number, total: number = LIST_SAMPLE.total) =>
  samplePage(start, LOAN_PAGE_SIZE * count, total);

const FETCH = 'fetchLoanPages';
export const LIST_EVENTS = {
  firstPage: doneEvent(FETCH, pages(0, 1)),
  /** Rows 9–40, then 41–72: prefetched while the top is in view. */
  aheadPages: doneEvent(FETCH, pages(8, 4)),
  furtherPages: doneEvent(FETCH, pages(40, 4)),
  /** Rows 73–96, after scrolling to row 30. */
  scrolledPages: doneEvent(FETCH, pages(72, 3)),
  lastPage: doneEvent(FETCH, pages(96, 1)),
  onlyPage: doneEvent(FETCH, pages(0, 1, LIST_SAMPLE.smallTotal)),
  noLoans: doneEvent(FETCH, { count: 0, results: [] } satisfies LoanPage),
  failed: errorEvent(FETCH, serviceError('Internal Server Error', 500)),
} as const;

/**
 * An answer fits the request in flight only if it starts where the loaded rows end and holds
 * the rows asked for (fewer only at the end of the list).
 */
function answersRequest(context: LoanListContext, event: AnyEventObject): boolean {
  const { count, results } = event.output as LoanPage;
  if (results.length === 0) return true;
  const asked = context.pagesAsked * context.pageSize;
  const expected = Math.min(asked, count - context.offset);
  return results[0]!.id === context.offset + 1 && results.length === expected;
}

export const loanListPaths = definePathSpec({
  machine: loanListMachine,
  events: [
    LIST_EVENTS.firstPage,
    LIST_EVENTS.aheadPages,
    LIST_EVENTS.furtherPages,
    LIST_EVENTS.scrolledPages,
    LIST_EVENTS.lastPage,
    LIST_EVENTS.onlyPage,
    LIST_EVENTS.noLoans,
    LIST_EVENTS.failed,
    { type: 'list.viewport', lastVisible: LIST_SAMPLE.scrolled },
    { type: 'list.viewport', lastVisible: LIST_SAMPLE.atEnd },
    { type: 'list.retry' },
    { type: 'filters.change', filters: LIST_SAMPLE.narrowed },
    { type: 'filters.change', filters: LIST_SAMPLE.defaults },
    { type: 'row.update', loan: LIST_SAMPLE.updatedRow },
  ],
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    switch (event.type) {
      case `xstate.done.actor.${FETCH}`:
        return answersRequest(context, event);
      // The view reports a row it shows, when the last one in view changes.
      case 'list.viewport':
        return event.lastVisible < context.rows.length && event.lastVisible !== context.lastVisible;
      // The app sends a change only when the filters differ.
      case 'filters.change':
        return !sameFilters(context.filters, event.filters);
      // A row changes only when a listed loan was decided.
      case 'row.update': {
        const row = context.rows.find((r) => r.id === event.loan.id);
        return row !== undefined && row.status !== event.loan.status;
      }
      default:
        return true;
    }
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    offset: snapshot.context.offset,
    lastVisible: snapshot.context.lastVisible,
    narrowed: snapshot.context.filters.statuses.length > 0,
    row1: snapshot.context.rows[0]?.status ?? null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'list.viewport':
        return `scroll until row ${event.lastVisible + 1} is the last in view`;
      case 'list.retry':
        return 'press Retry';
      case 'filters.change':
        return event.filters.statuses.length
          ? `filter by ${event.filters.statuses.join(', ')} and team lead ${event.filters.team_lead}`
          : 'reset the filters';
      case 'row.update':
        return `loan ${event.loan.id} is decided (now ${event.loan.status})`;
      case `xstate.done.actor.${FETCH}`: {
        const { count, results } = event.output as LoanPage;
        if (!results.length) return `the server answers no loans (count ${count})`;
        return `the server answers loans ${results[0]!.id}–${results.at(-1)!.id} of ${count}`;
      }
      default:
        return undefined;
    }
  },
});
