import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the sidebar is an off-canvas drawer (spec: sidebar mobile under 1200 px). */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 1199px)';

/**
 * Whether a CSS media query matches, kept in sync with the window. Where `matchMedia` is missing
 * (server rendering, some test DOMs) the query reads as not matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
