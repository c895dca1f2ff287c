import {
  PAGED_LIST_FAILURE,
  pagedListPaths,
  pagesAnswer,
} from '../shared/pagedList/pagedList.paths.ts';
import { approvedLoan, sampleLoan, samplePage } from './loanList.fixtures.ts';
import { loanListMachine } from './loanList.machine.ts';
import { defaultLoanFilters, LOAN_PAGE_SIZE, sameFilters } from './loanList.rules.ts';
import { loanListShows } from './loanList.shows.ts';
import type { LoanFilters, LoanSummary } from './loanList.types.ts';

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

/** What the server answers `count` requests of 8 rows from `start`, joined. */
const pages = (start: number, count: number, total: number = LIST_SAMPLE.total) =>
  samplePage(start, LOAN_PAGE_SIZE * count, total);

export const LIST_EVENTS = {
  firstPage: pagesAnswer(pages(0, 1)),
  /** Rows 9–40, then 41–72: prefetched while the top is in view. */
  aheadPages: pagesAnswer(pages(8, 4)),
  furtherPages: pagesAnswer(pages(40, 4)),
  /** Rows 73–96, after scrolling to row 30. */
  scrolledPages: pagesAnswer(pages(72, 3)),
  lastPage: pagesAnswer(pages(96, 1)),
  onlyPage: pagesAnswer(pages(0, 1, LIST_SAMPLE.smallTotal)),
  noLoans: pagesAnswer<LoanSummary>({ count: 0, results: [] }),
  failed: PAGED_LIST_FAILURE,
  /** Loan 1 approved in its dialog: the decision tells the list. */
  decided: { type: 'row.changed', row: LIST_SAMPLE.updatedRow },
} as const;

export const loanListPaths = pagedListPaths({
  machine: loanListMachine,
  shows: loanListShows as never,
  noun: 'loans',
  answers: [
    LIST_EVENTS.firstPage,
    LIST_EVENTS.aheadPages,
    LIST_EVENTS.furtherPages,
    LIST_EVENTS.scrolledPages,
    LIST_EVENTS.lastPage,
    LIST_EVENTS.onlyPage,
    LIST_EVENTS.noLoans,
  ].map((event) => event.output),
  // An answer fits the request in flight only if it starts where the loaded rows end and holds
  // the rows asked for (fewer only at the end of the list).
  fits: (context, { count, results }) => {
    if (results.length === 0) return true;
    const expected = Math.min(context.pagesAsked * context.pageSize, count - context.offset);
    return results[0]!.id === context.offset + 1 && results.length === expected;
  },
  viewports: [LIST_SAMPLE.scrolled, LIST_SAMPLE.atEnd],
  filterChanges: [LIST_SAMPLE.narrowed, LIST_SAMPLE.defaults],
  sameFilters,
  describeFilters: (filters) =>
    filters.statuses.length
      ? `filter by ${filters.statuses.join(', ')} and team lead ${filters.team_lead}`
      : 'reset the filters',
  stateKey: (snapshot) => ({ row1: snapshot.context.rows[0]?.status ?? null }),
  extra: {
    events: [LIST_EVENTS.decided],
    // A row changes only when a listed loan was decided.
    filter: (snapshot, event) => {
      if (event.type !== 'row.changed') return true;
      const row = snapshot.context.rows.find((r) => r.id === event.row.id);
      return row !== undefined && row.status !== event.row.status;
    },
    describe: (event) =>
      event.type === 'row.changed'
        ? `decide loan ${event.row.id} in its dialog (now ${event.row.status})`
        : undefined,
  },
});
