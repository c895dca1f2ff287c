import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The location hash and a way to set it: a tab switch becomes a history entry, so Back returns
 * to the previous tab and the address deep-links to the open one.
 */
export function useLocationHash(): [string, (hash: string) => void] {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const setHash = useCallback((next: string) => {
    if (window.location.hash !== next) window.location.hash = next;
  }, []);
  return [hash, setHash];
}
