import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
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
  FetchCustomerPageInput,
} from './customerList.types.ts';

export type CustomerListContext = {
  /** The search in force; null lists every customer. */
  query: CustomerQuery | null;
  pageSize: number;
  /** The customers shown, in server order, each once. */
  rows: readonly CustomerSummary[];
  /** Rows the server has sent for this search: the next request's `start`. */
  offset: number;
  /** The server's total for this search, from the latest page; null before the first. */
  count: number | null;
  /** The server's words from the last failed request (the view shows the catalogue's text). */
  error: string | null;
};

export type CustomerListInput = { query?: CustomerQuery | null; pageSize?: number } | undefined;

export type CustomerListEvent =
  /** The user scrolled near the end of the rows. */
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  /** A search from the header, or null to list everyone again. */
  | { type: 'search.change'; query: CustomerQuery | null };

const freshList = { rows: [], offset: 0, count: null, error: null } as const;

const pageDone = (target: 'empty' | 'exhausted' | 'loaded') => ({
  target,
  actions: {
    type: 'appendPage' as const,
    params: ({ event }: { event: { output: CustomerPage } }) => ({ page: event.output }),
  },
});

/**
 * The customers list (spec part 1 §7 'Customers'): the first page on start and on every new
 * search, further pages of 14 on demand with `start` = rows loaded, until the server's count is
 * reached or a page comes back short. A failure keeps what was loaded and can be retried.
 */
export const customerListMachine = setup({
  types: {
    context: {} as CustomerListContext,
    events: {} as CustomerListEvent,
    input: {} as CustomerListInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchCustomerPage: unprovided<CustomerPage, FetchCustomerPageInput>('fetchCustomerPage'),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    isNewSearch: ({ context }, params: { query: CustomerQuery | null }) =>
      !sameQuery(context.query, normaliseQuery(params.query)),
    isEmptyPage: (_, params: { page: CustomerPage }) => params.page.results.length === 0,
    endsList: ({ context }, params: { page: CustomerPage }) =>
      endsList(context.offset, params.page, context.pageSize),
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
  },
}).createMachine({
  id: 'customerList',
  context: ({ input }) => ({
    query: normaliseQuery(input?.query ?? null),
    pageSize: input?.pageSize ?? CUSTOMER_PAGE_SIZE,
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
  },
  states: {
    loadingFirst: {
      description: 'first page',
      tags: 'busy',
      invoke: {
        id: 'fetchCustomerPage',
        src: 'fetchCustomerPage',
        input: ({ context }) => ({ query: context.query, start: 0, entries: context.pageSize }),
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
      description: 'more to load',
      on: { 'list.loadMore': 'loadingMore' },
    },
    loadingMore: {
      description: 'next page',
      tags: 'busy',
      invoke: {
        id: 'fetchCustomerPage',
        src: 'fetchCustomerPage',
        input: ({ context }) => ({
          query: context.query,
          start: context.offset,
          entries: context.pageSize,
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
