import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The location hash and a way to set it: a tab switch becomes a history entry, so Back returns
 * to the previous tab and the address deep-links to the open one.
 */
export function useLocationHash(): [
  string,
  (hash: string, options?: { replace: boolean }) => void,
] {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const setHash = useCallback((next: string, options?: { replace: boolean }) => {
    if (window.location.hash === next) return;
    if (!options?.replace) {
      window.location.hash = next;
      return;
    }
    // replaceState fires no hashchange: tell the subscribers, as a hash change would.
    window.history.replaceState(window.history.state, '', next);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, []);
  return [hash, setHash];
}
