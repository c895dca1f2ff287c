import type { AnyEventObject } from 'xstate';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { approvedLoan, sampleLoan, samplePage } from './loanList.fixtures.ts';
import { type LoanListContext, loanListMachine } from './loanList.machine.ts';
import { defaultLoanFilters, LOAN_PAGE_SIZE, sameFilters } from './loanList.rules.ts';
import type { LoanFilters, LoanPage } from './loanList.types.ts';

/** The walk's server holds 20 loans: two full pages and a short third. */
export const LIST_SAMPLE = {
  total: 20,
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

const page = (start: number, total: number = LIST_SAMPLE.total) =>
  samplePage(start, LOAN_PAGE_SIZE, total);

const FETCH = 'fetchLoanPage';
export const LIST_EVENTS = {
  firstPage: doneEvent(FETCH, page(0)),
  secondPage: doneEvent(FETCH, page(8)),
  lastPage: doneEvent(FETCH, page(16)),
  onlyPage: doneEvent(FETCH, page(0, LIST_SAMPLE.smallTotal)),
  noLoans: doneEvent(FETCH, { count: 0, results: [] } satisfies LoanPage),
  failed: errorEvent(FETCH, serviceError('Internal Server Error', 500)),
} as const;

/** A page answers the request in flight only if it starts where the loaded rows end. */
function answersRequest(context: LoanListContext, event: AnyEventObject): boolean {
  const results = (event.output as LoanPage).results;
  return results.length === 0 || results[0]!.id === context.offset + 1;
}

export const loanListPaths = definePathSpec({
  machine: loanListMachine,
  events: [
    LIST_EVENTS.firstPage,
    LIST_EVENTS.secondPage,
    LIST_EVENTS.lastPage,
    LIST_EVENTS.onlyPage,
    LIST_EVENTS.noLoans,
    LIST_EVENTS.failed,
    { type: 'list.loadMore' },
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
    narrowed: snapshot.context.filters.statuses.length > 0,
    row1: snapshot.context.rows[0]?.status ?? null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'list.loadMore':
        return 'scroll to the end of the list';
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
