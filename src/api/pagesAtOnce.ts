import { joinPages, type ListPage } from '../../machines/shared/prefetch.ts';

/**
 * `pages` requests of `entries` rows from `start`, made together (the list's bounded pipeline)
 * and answered as one page, rows in order up to the first short page. The first failure is the
 * answer: the other requests are aborted, as they are all when `signal` aborts.
 */
export async function fetchPagesAtOnce<T>(
  input: { start: number; entries: number; pages: number },
  signal: AbortSignal,
  fetchPage: (start: number, signal: AbortSignal) => Promise<ListPage<T>>,
): Promise<ListPage<T>> {
  const together = new AbortController();
  const stop = () => together.abort(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pages = await Promise.all(
      Array.from({ length: input.pages }, (_, i) =>
        fetchPage(input.start + i * input.entries, together.signal).catch((error: unknown) => {
          together.abort(error);
          throw error;
        }),
      ),
    );
    return joinPages(pages, input.entries);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
