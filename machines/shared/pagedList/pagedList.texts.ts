import { messages } from '../../../src/domain/messages.ts';

const COUNT = new Intl.NumberFormat('en-IN');
const count = (n: number) => COUNT.format(n);

/** What every paged list says around its rows, in its own noun (ours; the spec names none). */
export type PagedListFrameTexts = {
  loading: string;
  loadingMore: string;
  retry: string;
  shown: (shown: number, total: number) => string;
  allShown: (total: number) => string;
  /** The catalogue's: 'Data Not Available', and the list's failure text. */
  empty: string;
  fetchFailed: string;
};

/** A list's frame texts: 'Loading loans…', 'Showing 8 of 100 loans', 'All 100 loans shown'. */
export function pagedListTexts(
  plural: string,
  singular: string,
  fetchFailed: string,
): PagedListFrameTexts {
  return {
    loading: `Loading ${plural}…`,
    loadingMore: `Loading more ${plural}…`,
    retry: 'Retry',
    shown: (shown, total) => `Showing ${count(shown)} of ${count(total)} ${plural}`,
    allShown: (total) =>
      total === 1 ? `1 ${singular} shown` : `All ${count(total)} ${plural} shown`,
    empty: messages.common.dataNotAvailable,
    fetchFailed,
  };
}
