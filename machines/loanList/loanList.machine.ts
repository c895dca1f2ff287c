import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  appendRows,
  defaultLoanFilters,
  endsList,
  LOAN_PAGE_SIZE,
  replaceRow,
} from './loanList.rules.ts';
import type {
  FetchLoanPageInput,
  LoanFilters,
  LoanListPage,
  LoanPage,
  LoanSummary,
} from './loanList.types.ts';

export type LoanListContext = {
  page: LoanListPage;
  filters: LoanFilters;
  pageSize: number;
  /** The loans shown, in server order, each once. */
  rows: readonly LoanSummary[];
  /** Rows the server has sent for these filters: the next request's `start`. */
  offset: number;
  /** The server's total for these filters, from the latest page; null before the first. */
  count: number | null;
  /** The server's words from the last failed request (the view shows the catalogue's text). */
  error: string | null;
};

export type LoanListInput =
  | { page?: LoanListPage; filters?: LoanFilters; pageSize?: number }
  | undefined;

export type LoanListEvent =
  /** The user scrolled near the end of the rows. */
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  /** Filters applied, the loan id searched, or the page's filters restored. */
  | { type: 'filters.change'; filters: LoanFilters }
  /** A loan changed elsewhere (a decision): its row is replaced where it stands. */
  | { type: 'row.update'; loan: LoanSummary };

const freshList = { rows: [], offset: 0, count: null, error: null } as const;

/**
 * A paged loan list (spec part 1 §7 'Loan lists'): the first page on start and on every filter
 * change, further pages on demand with `start` = rows loaded, until the server's count is
 * reached or a page comes back short. A failure keeps what was loaded and can be retried.
 */
export const loanListMachine = setup({
  types: {
    context: {} as LoanListContext,
    events: {} as LoanListEvent,
    input: {} as LoanListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchLoanPage: unprovided<LoanPage, FetchLoanPageInput>('fetchLoanPage'),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    isEmptyPage: (_, params: { page: LoanPage }) => params.page.results.length === 0,
    endsList: ({ context }, params: { page: LoanPage }) =>
      endsList(context.offset, params.page, context.pageSize),
  },
  actions: {
    useFilters: assign((_, params: { filters: LoanFilters }) => ({
      filters: params.filters,
      ...freshList,
    })),
    appendPage: assign(({ context }, params: { page: LoanPage }) => ({
      rows: appendRows(context.rows, params.page),
      offset: context.offset + params.page.results.length,
      count: params.page.count,
      error: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    clearError: assign({ error: null }),
    replaceRow: assign(({ context }, params: { loan: LoanSummary }) => ({
      rows: replaceRow(context.rows, params.loan),
    })),
  },
}).createMachine({
  id: 'loanList',
  context: ({ input }) => {
    const page = input?.page ?? 'search-loan';
    return {
      page,
      filters: input?.filters ?? defaultLoanFilters(page),
      pageSize: input?.pageSize ?? LOAN_PAGE_SIZE,
      ...freshList,
    };
  },
  initial: 'loadingFirst',
  on: {
    // Re-entering stops the request in flight (its signal aborts) and starts from row 0.
    'filters.change': {
      target: '.loadingFirst',
      reenter: true,
      actions: { type: 'useFilters', params: ({ event }) => ({ filters: event.filters }) },
    },
    'row.update': {
      actions: { type: 'replaceRow', params: ({ event }) => ({ loan: event.loan }) },
    },
  },
  states: {
    loadingFirst: {
      description: 'first page',
      tags: 'busy',
      invoke: {
        id: 'fetchLoanPage',
        src: 'fetchLoanPage',
        input: ({ context }) => ({
          page: context.page,
          filters: context.filters,
          start: 0,
          entries: context.pageSize,
        }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'endsList', params: ({ event }) => ({ page: event.output }) },
            target: 'exhausted',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'loaded',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      description: 'more to load',
      on: { 'list.loadMore': 'loadingMore' },
    },
    loadingMore: {
      description: 'next page',
      tags: 'busy',
      invoke: {
        id: 'fetchLoanPage',
        src: 'fetchLoanPage',
        input: ({ context }) => ({
          page: context.page,
          filters: context.filters,
          start: context.offset,
          entries: context.pageSize,
        }),
        onDone: [
          {
            guard: { type: 'endsList', params: ({ event }) => ({ page: event.output }) },
            target: 'exhausted',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'loaded',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exhausted: { description: 'all loaded' },
    empty: { description: 'no loan matches' },
    error: {
      description: 'a request failed; loaded rows stay',
      tags: 'error',
      on: {
        'list.retry': [
          { guard: 'hasRows', target: 'loadingMore', actions: 'clearError' },
          { target: 'loadingFirst', actions: 'clearError' },
        ],
      },
    },
  },
});
