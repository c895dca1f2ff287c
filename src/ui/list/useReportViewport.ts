import { useEffect } from 'react';

/**
 * Reports the last row in view whenever it changes (and once rows first show), so the list's
 * machine can decide how far ahead to load. The view only says where it is.
 */
export function useReportViewport(
  lastVisible: number | undefined,
  onViewport: ((lastVisible: number) => void) | undefined,
) {
  useEffect(() => {
    if (lastVisible !== undefined && lastVisible >= 0) onViewport?.(lastVisible);
  }, [lastVisible, onViewport]);
}
