import { type AnyActorLogic, assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../calls.ts';
import {
  DEFAULT_PREFETCH,
  type ListPage,
  type Prefetch,
  pagesToRequest,
  wantsMoreRows,
} from '../prefetch.ts';
import { appendRows, endsList, type RowKey, replaceRow } from './pagedList.rules.ts';
import type {
  FetchPagesInput,
  PagedListContext,
  PagedListEvent,
  PagedListInput,
  RowChangedEvent,
} from './pagedList.types.ts';

/** What makes one paged list differ from another: its rows, filters and page size. */
export type PagedListOptions<TRow, TFilters, TScope> = {
  /** The machine's id (its state ids, e.g. `loanList.loaded`, name its stories). */
  id: string;
  /** Rows per request (the spec's page size). */
  pageSize: number;
  prefetch?: Prefetch;
  rowKey: RowKey<TRow>;
  /** The list a machine shows when the input names none. */
  defaultScope: TScope;
  /** The filters a list opens with. */
  defaultFilters: (scope: TScope) => TFilters;
  /** The filters as applied (e.g. a blank search is no search). */
  normaliseFilters?: (filters: TFilters) => TFilters;
  sameFilters: (a: TFilters, b: TFilters) => boolean;
  /**
   * An actor living as long as the list that changes its rows (a loan's decision): invoked with
   * this id, it tells the list `row.changed` and the row is replaced where it stands.
   */
  companion?: { id: string; logic: AnyActorLogic; input: (scope: TScope) => unknown };
  /**
   * Ask for more only once scrolling has rested this long (ms), each scroll starting the wait
   * again (the wallet's days: 'loads more on scroll after 1 s'); absent: at once.
   */
  settleMs?: number;
};

/**
 * A paged list (spec part 1 §7 'Loan lists', 'Customers'): the first page on start and on every
 * change of filters; then, while fewer than `prefetch.aheadRows` rows are loaded past the last
 * row in view, the next pages (of the spec's page size, up to `prefetch.pagesAtOnce` requested
 * together) from `start` = rows loaded, until the server's count is reached or a page comes back
 * short. A failure keeps what was loaded and can be retried.
 */
export function createPagedListMachine<TRow, TFilters, TScope>(
  options: PagedListOptions<TRow, TFilters, TScope>,
) {
  type Context = PagedListContext<TRow, TFilters, TScope>;
  type Page = ListPage<TRow>;
  const { companion, settleMs } = options;
  const normalise = options.normaliseFilters ?? ((filters: TFilters) => filters);
  const freshList = { rows: [], offset: 0, count: null, error: null, lastVisible: 0 } as const;
  const position = (context: Context) => ({ ...context, rows: context.rows.length });
  const ofPage = ({ event }: { event: { output: Page } }) => ({ page: event.output });
  const pageDone = (target: 'empty' | 'exhausted' | 'loaded') => ({
    target,
    actions: { type: 'appendPage' as const, params: ofPage },
  });
  const failed = {
    target: 'error' as const,
    actions: {
      type: 'keepError' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  };
  const request = (first: boolean) => ({
    id: 'fetchPages',
    src: 'fetchPages' as const,
    input: ({ context }: { context: Context }): FetchPagesInput<TFilters, TScope> => ({
      scope: context.scope,
      filters: context.filters,
      start: first ? 0 : context.offset,
      entries: context.pageSize,
      pages: first ? 1 : context.pagesAsked,
    }),
  });

  return setup({
    types: {
      context: {} as Context,
      events: {} as PagedListEvent<TFilters> | RowChangedEvent<TRow>,
      input: {} as PagedListInput<TFilters, TScope>,
      tags: {} as 'busy' | 'error',
    },
    actors: {
      fetchPages: unprovided<Page, FetchPagesInput<TFilters, TScope>>('fetchPages'),
      companion: options.companion?.logic ?? unprovided('companion'),
    },
    guards: {
      hasRows: ({ context }) => context.rows.length > 0,
      wantsMore: ({ context }) => wantsMoreRows(position(context)),
      isNewFilters: ({ context }, params: { filters: TFilters }) =>
        !options.sameFilters(context.filters, normalise(params.filters)),
      isEmptyPage: (_, params: { page: Page }) => params.page.results.length === 0,
      endsList: ({ context }, params: { page: Page }) =>
        endsList(context.offset, params.page, context.pageSize * context.pagesAsked),
    },
    actions: {
      useFilters: assign((_, params: { filters: TFilters }) => ({
        filters: normalise(params.filters),
        ...freshList,
      })),
      appendPage: assign(({ context }, params: { page: Page }) => ({
        rows: appendRows(context.rows, params.page, options.rowKey),
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
      replaceRow: assign(({ context }, params: { row: TRow }) => ({
        rows: replaceRow(context.rows, params.row, options.rowKey),
      })),
    },
    delays: { settle: settleMs ?? 0 },
  }).createMachine({
    id: options.id,
    context: ({ input }) => {
      const scope = input?.scope ?? options.defaultScope;
      return {
        scope,
        filters: normalise(input?.filters ?? options.defaultFilters(scope)),
        pageSize: input?.pageSize ?? options.pageSize,
        prefetch: input?.prefetch ?? options.prefetch ?? DEFAULT_PREFETCH,
        pagesAsked: 1,
        ...freshList,
      };
    },
    initial: 'loadingFirst',
    ...(companion
      ? {
          invoke: {
            id: companion.id,
            src: 'companion' as const,
            input: ({ context }: { context: Context }) => companion.input(context.scope),
          },
        }
      : {}),
    on: {
      ...(companion
        ? {
            'row.changed': {
              actions: { type: 'replaceRow', params: ({ event }) => ({ row: event.row }) },
            },
          }
        : {}),
      // Re-entering stops the request in flight (its signal aborts) and starts from row 0.
      'filters.change': {
        guard: { type: 'isNewFilters', params: ({ event }) => ({ filters: event.filters }) },
        target: '.loadingFirst',
        reenter: true,
        actions: { type: 'useFilters', params: ({ event }) => ({ filters: event.filters }) },
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
          ...request(true),
          onDone: [
            {
              guard: { type: 'isEmptyPage', params: ofPage },
              ...pageDone('empty'),
            },
            {
              guard: { type: 'endsList', params: ofPage },
              ...pageDone('exhausted'),
            },
            pageDone('loaded'),
          ],
          onError: failed,
        },
      },
      loaded:
        settleMs === undefined
          ? {
              description: 'more to load; enough loaded ahead of the viewport',
              always: { guard: 'wantsMore', target: 'loadingMore' },
            }
          : {
              description: 'more to load; asks for more once scrolling has rested',
              // Every scroll starts the wait again; `settle` then loads if the viewport wants more.
              on: {
                'list.viewport': {
                  target: 'loaded',
                  reenter: true,
                  actions: {
                    type: 'keepViewport',
                    params: ({ event }) => ({ lastVisible: event.lastVisible }),
                  },
                },
              },
              after: { settle: { guard: 'wantsMore', target: 'loadingMore' } },
            },
      loadingMore: {
        description: 'next pages, ahead of the viewport',
        tags: 'busy',
        entry: 'askNextPages',
        invoke: {
          ...request(false),
          onDone: [
            {
              guard: { type: 'endsList', params: ofPage },
              ...pageDone('exhausted'),
            },
            pageDone('loaded'),
          ],
          onError: failed,
        },
      },
      exhausted: { description: 'all loaded' },
      empty: { description: 'nothing matches' },
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
}

export type PagedListMachine<TRow, TFilters, TScope> = ReturnType<
  typeof createPagedListMachine<TRow, TFilters, TScope>
>;
