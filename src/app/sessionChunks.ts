import { lazyPanel } from '../ui/lazyPanel.tsx';

// The session's two route trees: the login page and the dashboard are separate chunks, neither
// needs the other's code. Lazy panels, so a tree whose chunk has arrived renders with no fallback.
export const SignedOutRoutes = lazyPanel(() =>
  import('./SignedOutRoutes.tsx').then((m) => m.SignedOutRoutes),
);
export const SignedInRoutes = lazyPanel(() =>
  import('./SignedInRoutes.tsx').then((m) => m.SignedInRoutes),
);

/**
 * Fetches the signed-in routes, then starts on the chunk of the page at `path` (not awaited: it
 * comes beside the session's opening calls).
 */
export function preloadSignedIn(path: string): Promise<void> {
  return SignedInRoutes.preload().then(() =>
    import('./SignedInRoutes.tsx').then((m) => {
      void m.preloadScreenAt(path);
    }),
  );
}
