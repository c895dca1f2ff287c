import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  DEFAULT_PREFETCH,
  type Prefetch,
  pagesToRequest,
  wantsMoreRows,
} from '../shared/prefetch.ts';
import {
  appendRows,
  defaultLoanFilters,
  endsList,
  LOAN_PAGE_SIZE,
  replaceRow,
} from './loanList.rules.ts';
import type {
  FetchLoanPagesInput,
  LoanFilters,
  LoanListPage,
  LoanPage,
  LoanSummary,
} from './loanList.types.ts';

export type LoanListContext = {
  page: LoanListPage;
  filters: LoanFilters;
  /** Rows per request (the spec's page size). */
  pageSize: number;
  prefetch: Prefetch;
  /** The loans shown, in server order, each once. */
  rows: readonly LoanSummary[];
  /** Rows the server has sent for these filters: the next request's `start`. */
  offset: number;
  /** The server's total for these filters, from the latest page; null before the first. */
  count: number | null;
  /** The server's words from the last failed request (the view shows the catalogue's text). */
  error: string | null;
  /** The last row in view (0-based), as the view reports it; 0 until it does. */
  lastVisible: number;
  /** Pages asked for by the request in flight. */
  pagesAsked: number;
};

export type LoanListInput =
  | { page?: LoanListPage; filters?: LoanFilters; pageSize?: number; prefetch?: Prefetch }
  | undefined;

export type LoanListEvent =
  /** The view scrolled: the last row in view (0-based). */
  | { type: 'list.viewport'; lastVisible: number }
  | { type: 'list.retry' }
  /** Filters applied, the loan id searched, or the page's filters restored. */
  | { type: 'filters.change'; filters: LoanFilters }
  /** A loan changed elsewhere (a decision): its row is replaced where it stands. */
  | { type: 'row.update'; loan: LoanSummary };

const freshList = { rows: [], offset: 0, count: null, error: null, lastVisible: 0 } as const;

const position = (context: LoanListContext) => ({ ...context, rows: context.rows.length });

/**
 * A paged loan list (spec part 1 §7 'Loan lists'): the first page on start and on every filter
 * change; then, while fewer than `prefetch.aheadRows` rows are loaded past the last row in view,
 * the next pages (of the spec's 8 rows each, up to `prefetch.pagesAtOnce` requested together)
 * from `start` = rows loaded, until the server's count is reached or a page comes back short.
 * A failure keeps what was loaded and can be retried.
 */
export const loanListMachine = setup({
  types: {
    context: {} as LoanListContext,
    events: {} as LoanListEvent,
    input: {} as LoanListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchLoanPages: unprovided<LoanPage, FetchLoanPagesInput>('fetchLoanPages'),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    wantsMore: ({ context }) => wantsMoreRows(position(context)),
    isEmptyPage: (_, params: { page: LoanPage }) => params.page.results.length === 0,
    endsList: ({ context }, params: { page: LoanPage }) =>
      endsList(context.offset, params.page, context.pageSize * context.pagesAsked),
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
    askFirstPage: assign({ pagesAsked: 1 }),
    askNextPages: assign(({ context }) => ({ pagesAsked: pagesToRequest(position(context)) })),
    keepViewport: assign((_, params: { lastVisible: number }) => ({
      lastVisible: params.lastVisible,
    })),
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
      prefetch: input?.prefetch ?? DEFAULT_PREFETCH,
      pagesAsked: 1,
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
    // Kept in every state; `loaded` then decides whether to load further ahead.
    'list.viewport': {
      actions: {
        type: 'keepViewport',
        params: ({ event }) => ({ lastVisible: event.lastVisible }),
      },
    },
  },
  states: {
    loadingFirst: {
      description: 'first page',
      tags: 'busy',
      entry: 'askFirstPage',
      invoke: {
        id: 'fetchLoanPages',
        src: 'fetchLoanPages',
        input: ({ context }) => ({
          page: context.page,
          filters: context.filters,
          start: 0,
          entries: context.pageSize,
          pages: 1,
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
      description: 'more to load; enough loaded ahead of the viewport',
      always: { guard: 'wantsMore', target: 'loadingMore' },
    },
    loadingMore: {
      description: 'next pages, ahead of the viewport',
      tags: 'busy',
      entry: 'askNextPages',
      invoke: {
        id: 'fetchLoanPages',
        src: 'fetchLoanPages',
        input: ({ context }) => ({
          page: context.page,
          filters: context.filters,
          start: context.offset,
          entries: context.pageSize,
          pages: context.pagesAsked,
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
