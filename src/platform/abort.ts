/**
 * Page-level cancellation: every request is linked to one signal that aborts when the page is left,
 * so nothing resolves into a page that is going away. A page restored from the back/forward cache
 * gets a fresh signal, or it could never fetch again.
 */
export type PageAbort = {
  readonly signal: AbortSignal;
  /** A signal that aborts when the page is left or when `signal` aborts. */
  linkSignal(signal?: AbortSignal | null): AbortSignal;
  dispose(): void;
};

export function createPageAbort(target: EventTarget | undefined = globalThis.window): PageAbort {
  let controller = new AbortController();
  const abort = () => controller.abort();
  const renew = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && controller.signal.aborted) {
      controller = new AbortController();
    }
  };
  target?.addEventListener('pagehide', abort);
  target?.addEventListener('beforeunload', abort);
  target?.addEventListener('pageshow', renew);

  return {
    get signal() {
      return controller.signal;
    },
    linkSignal(signal) {
      return signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
    },
    dispose() {
      target?.removeEventListener('pagehide', abort);
      target?.removeEventListener('beforeunload', abort);
      target?.removeEventListener('pageshow', renew);
    },
  };
}

/** The one page-level abort of this document. */
export const pageAbort: PageAbort = createPageAbort();

export function linkSignal(signal?: AbortSignal | null): AbortSignal {
  return pageAbort.linkSignal(signal);
}

/** True for the rejection of an aborted fetch (or any abort-style rejection). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
