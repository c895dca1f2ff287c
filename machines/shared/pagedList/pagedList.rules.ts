import type { ListPage } from '../prefetch.ts';

/** How a list tells its rows apart (a loan's id, a customer's username). */
export type RowKey<TRow> = (row: TRow) => string | number;

/**
 * Whether a page ends the list: the server's count is reached, or it sent fewer rows than asked
 * (the last page, or rows vanished since the count was taken).
 */
export function endsList<TRow>(offsetBefore: number, page: ListPage<TRow>, asked: number): boolean {
  return page.results.length < asked || offsetBefore + page.results.length >= page.count;
}

/**
 * Appends a page, skipping rows already listed: rows shift between requests when rows are added
 * or decided meanwhile, and a row must not show twice.
 */
export function appendRows<TRow>(
  rows: readonly TRow[],
  page: ListPage<TRow>,
  key: RowKey<TRow>,
): readonly TRow[] {
  const listed = new Set(rows.map(key));
  const fresh = page.results.filter((row) => {
    if (listed.has(key(row))) return false;
    listed.add(key(row));
    return true;
  });
  return fresh.length ? [...rows, ...fresh] : rows;
}

/** The rows with `row` in place of the row of the same key (none listed: the same rows). */
export function replaceRow<TRow>(
  rows: readonly TRow[],
  row: TRow,
  key: RowKey<TRow>,
): readonly TRow[] {
  const index = rows.findIndex((listed) => key(listed) === key(row));
  if (index < 0) return rows;
  const next = rows.slice();
  next[index] = row;
  return next;
}

/**
 * Whether a user waits: the last loaded row is in view while more load (rows load ahead of the
 * viewport, so this is the one moment a list makes anyone wait).
 */
export const isWaitingAtEnd = (context: { rows: readonly unknown[]; lastVisible: number }) =>
  context.lastVisible >= context.rows.length - 1;
