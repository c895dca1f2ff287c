import { useEffect } from 'react';

/**
 * Asks for the next page once the last visible row is within `ahead` rows of the end — also
 * when the rows do not fill the viewport yet. The machine ignores asks while a page is loading.
 */
export function useLoadMoreNearEnd(options: {
  lastVisible: number | undefined;
  count: number;
  ahead: number;
  canLoadMore: boolean;
  onLoadMore: () => void;
}) {
  const { lastVisible, count, ahead, canLoadMore, onLoadMore } = options;
  useEffect(() => {
    if (!canLoadMore || lastVisible === undefined || count === 0) return;
    if (lastVisible >= count - 1 - ahead) onLoadMore();
  }, [lastVisible, count, ahead, canLoadMore, onLoadMore]);
}
