import type { ListPage, Prefetch } from '../prefetch.ts';

export type { ListPage };

/**
 * A paged list's state: which list (`scope`, e.g. the loans page), the filters in force, and
 * what has loaded so far for them.
 */
export type PagedListContext<TRow, TFilters, TScope> = {
  scope: TScope;
  filters: TFilters;
  /** Rows per request (the spec's page size). */
  pageSize: number;
  prefetch: Prefetch;
  /** The rows shown, in server order, each once. */
  rows: readonly TRow[];
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

export type PagedListInput<TFilters, TScope> =
  | { scope?: TScope; filters?: TFilters; pageSize?: number; prefetch?: Prefetch }
  | undefined;

export type PagedListEvent<TFilters> =
  /** The view scrolled: the last row in view (0-based). */
  | { type: 'list.viewport'; lastVisible: number }
  | { type: 'list.retry' }
  /** Filters applied or a search made (the same filters again change nothing). */
  | { type: 'filters.change'; filters: TFilters };

/** Told by the list's companion (a decision) when a row changed: it is replaced where it stands. */
export type RowChangedEvent<TRow> = { type: 'row.changed'; row: TRow };

/** What the list asks its `fetchPages` call for: `pages` requests of `entries` rows from `start`, at once. */
export type FetchPagesInput<TFilters, TScope> = {
  scope: TScope;
  filters: TFilters;
  /** Rows already loaded for these filters. */
  start: number;
  entries: number;
  pages: number;
};

export type PagedListStatus =
  | 'loadingFirst'
  | 'loaded'
  | 'loadingMore'
  | 'exhausted'
  | 'empty'
  | 'error';

export const PAGED_LIST_STATUSES: readonly PagedListStatus[] = [
  'loadingFirst',
  'loaded',
  'loadingMore',
  'exhausted',
  'empty',
  'error',
];
