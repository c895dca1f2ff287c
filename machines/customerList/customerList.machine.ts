import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import {
  DEFAULT_PREFETCH,
  type Prefetch,
  pagesToRequest,
  wantsMoreRows,
} from '../shared/prefetch.ts';
import {
  appendCustomers,
  CUSTOMER_PAGE_SIZE,
  endsList,
  normaliseQuery,
  sameQuery,
} from './customerList.rules.ts';
import type {
  CustomerPage,
  CustomerQuery,
  CustomerSummary,
  FetchCustomerPagesInput,
} from './customerList.types.ts';

export type CustomerListContext = {
  /** The search in force; null lists every customer. */
  query: CustomerQuery | null;
  /** Rows per request (the spec's page size). */
  pageSize: number;
  prefetch: Prefetch;
  /** The customers shown, in server order, each once. */
  rows: readonly CustomerSummary[];
  /** Rows the server has sent for this search: the next request's `start`. */
  offset: number;
  /** The server's total for this search, from the latest page; null before the first. */
  count: number | null;
  /** The server's words from the last failed request (the view shows the catalogue's text). */
  error: string | null;
  /** The last row in view (0-based), as the view reports it; 0 until it does. */
  lastVisible: number;
  /** Pages asked for by the request in flight. */
  pagesAsked: number;
};

export type CustomerListInput =
  | { query?: CustomerQuery | null; pageSize?: number; prefetch?: Prefetch }
  | undefined;

export type CustomerListEvent =
  /** The view scrolled: the last row in view (0-based). */
  | { type: 'list.viewport'; lastVisible: number }
  | { type: 'list.retry' }
  /** A search from the header, or null to list everyone again. */
  | { type: 'search.change'; query: CustomerQuery | null };

const freshList = { rows: [], offset: 0, count: null, error: null, lastVisible: 0 } as const;

const position = (context: CustomerListContext) => ({ ...context, rows: context.rows.length });

const pageDone = (target: 'empty' | 'exhausted' | 'loaded') => ({
  target,
  actions: {
    type: 'appendPage' as const,
    params: ({ event }: { event: { output: CustomerPage } }) => ({ page: event.output }),
  },
});

/**
 * The customers list (spec part 1 §7 'Customers'): the first page on start and on every new
 * search; then, while fewer than `prefetch.aheadRows` rows are loaded past the last row in view,
 * the next pages (of the spec's 14 rows each, up to `prefetch.pagesAtOnce` requested together)
 * from `start` = rows loaded, until the server's count is reached or a page comes back short.
 * A failure keeps what was loaded and can be retried.
 */
export const customerListMachine = setup({
  types: {
    context: {} as CustomerListContext,
    events: {} as CustomerListEvent,
    input: {} as CustomerListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchCustomerPages: unprovided<CustomerPage, FetchCustomerPagesInput>('fetchCustomerPages'),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    wantsMore: ({ context }) => wantsMoreRows(position(context)),
    isNewSearch: ({ context }, params: { query: CustomerQuery | null }) =>
      !sameQuery(context.query, normaliseQuery(params.query)),
    isEmptyPage: (_, params: { page: CustomerPage }) => params.page.results.length === 0,
    endsList: ({ context }, params: { page: CustomerPage }) =>
      endsList(context.offset, params.page, context.pageSize * context.pagesAsked),
  },
  actions: {
    useQuery: assign((_, params: { query: CustomerQuery | null }) => ({
      query: normaliseQuery(params.query),
      ...freshList,
    })),
    appendPage: assign(({ context }, params: { page: CustomerPage }) => ({
      rows: appendCustomers(context.rows, params.page),
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
  },
}).createMachine({
  id: 'customerList',
  context: ({ input }) => ({
    query: normaliseQuery(input?.query ?? null),
    pageSize: input?.pageSize ?? CUSTOMER_PAGE_SIZE,
    prefetch: input?.prefetch ?? DEFAULT_PREFETCH,
    pagesAsked: 1,
    ...freshList,
  }),
  initial: 'loadingFirst',
  on: {
    // Re-entering stops the request in flight (its signal aborts) and starts from row 0.
    'search.change': {
      guard: { type: 'isNewSearch', params: ({ event }) => ({ query: event.query }) },
      target: '.loadingFirst',
      reenter: true,
      actions: { type: 'useQuery', params: ({ event }) => ({ query: event.query }) },
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
        id: 'fetchCustomerPages',
        src: 'fetchCustomerPages',
        input: ({ context }) => ({
          query: context.query,
          start: 0,
          entries: context.pageSize,
          pages: 1,
        }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            ...pageDone('empty'),
          },
          {
            guard: { type: 'endsList', params: ({ event }) => ({ page: event.output }) },
            ...pageDone('exhausted'),
          },
          pageDone('loaded'),
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
        id: 'fetchCustomerPages',
        src: 'fetchCustomerPages',
        input: ({ context }) => ({
          query: context.query,
          start: context.offset,
          entries: context.pageSize,
          pages: context.pagesAsked,
        }),
        onDone: [
          {
            guard: { type: 'endsList', params: ({ event }) => ({ page: event.output }) },
            ...pageDone('exhausted'),
          },
          pageDone('loaded'),
        ],
        onError: {
          target: 'error',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exhausted: { description: 'all loaded' },
    empty: { description: 'no customer matches' },
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
