/*
 * Prefetching for paged lists: the server's page size stays what the spec says (a few rows a
 * request), so a list keeps loading ahead of the viewport, several pages at once, so that a user
 * scrolling at a normal speed never reaches the end of the loaded rows before the next ones.
 */

/** How far ahead of the last row in view a list keeps rows loaded, and how many pages it asks for at once. */
export type Prefetch = {
  /** Rows kept loaded past the last row in view (several screens). */
  aheadRows: number;
  /** Pages requested together when more are wanted (the bound of the pipeline). */
  pagesAtOnce: number;
};

/** About five screens of table rows ahead, in requests of four pages. */
export const DEFAULT_PREFETCH: Prefetch = { aheadRows: 64, pagesAtOnce: 4 };

/** The list as loading sees it: rows shown, rows the server has sent, its total, the viewport. */
export type PrefetchPosition = {
  rows: number;
  offset: number;
  /** The server's total, once known. */
  count: number | null;
  /** The last row in view (0-based); 0 before the view has said. */
  lastVisible: number;
  pageSize: number;
  prefetch: Prefetch;
};

/** Whether fewer than `aheadRows` rows are loaded past the last row in view. */
export function wantsMoreRows(position: PrefetchPosition): boolean {
  return position.rows - 1 - position.lastVisible < position.prefetch.aheadRows;
}

/**
 * How many pages to ask for at once: enough to reach `aheadRows` past the viewport, at least
 * one, at most `pagesAtOnce`, and none past the server's total.
 */
export function pagesToRequest(position: PrefetchPosition): number {
  const { rows, offset, count, lastVisible, pageSize, prefetch } = position;
  const missing = lastVisible + 1 + prefetch.aheadRows - rows;
  let pages = Math.min(prefetch.pagesAtOnce, Math.max(1, Math.ceil(missing / pageSize)));
  if (count !== null) pages = Math.min(pages, Math.max(1, Math.ceil((count - offset) / pageSize)));
  return pages;
}

/** Pages of one list: the server's total for the request and its rows. */
export type ListPage<T> = { count: number; results: T[] };

/**
 * Consecutive pages asked for at once, as one page: their rows in order up to the first short
 * page (the end of the list), with the total the last of those pages gave.
 */
export function joinPages<T>(pages: readonly ListPage<T>[], pageSize: number): ListPage<T> {
  const results: T[] = [];
  let count = 0;
  for (const page of pages) {
    results.push(...page.results);
    count = page.count;
    if (page.results.length < pageSize) break;
  }
  return { count, results };
}
