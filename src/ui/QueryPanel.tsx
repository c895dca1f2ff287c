import type { ReactNode } from 'react';
import { messages } from '../domain/messages.ts';
import { isAbortError } from '../platform/abort.ts';
import { Button } from './Button.tsx';

/** What the panel reads of a query result (TanStack Query's `UseQueryResult` fits). */
export type PanelQuery<T> = {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
};

export type QueryPanelProps<T> = {
  query: PanelQuery<T>;
  /** The spec's failure text of this panel, from the message catalogue. */
  errorText: string;
  /** Placeholders while the first answer loads. */
  skeleton: ReactNode;
  /** Data that means "nothing to show": the panel says 'Data Not Available' instead. */
  isEmpty?: (data: T) => boolean;
  retryLabel?: string;
  children: (data: T) => ReactNode;
};

/** The server's words of a failure (an ApiError's message is the first of error, err, msg…). */
function serverWords(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The one frame of a panel that reads server state: a skeleton while loading, 'Data Not
 * Available' when empty, the spec's failure text with the server's words and Retry, and the
 * data. A failed refresh keeps the data it had below the failure. An aborted request (the page is
 * being left) is no failure: the skeleton stays.
 */
export function QueryPanel<T>({
  query,
  errorText,
  skeleton,
  isEmpty,
  retryLabel = 'Retry',
  children,
}: QueryPanelProps<T>) {
  const failed = query.status === 'error' && !isAbortError(query.error);
  const failure = failed ? (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <div className="flex-1">
        <p>{errorText}</p>
        {serverWords(query.error) ? <p className="text-xs">{serverWords(query.error)}</p> : null}
      </div>
      <Button variant="secondary" onClick={() => query.refetch()}>
        {retryLabel}
      </Button>
    </div>
  ) : null;
  const { data } = query;
  if (data === undefined) {
    return failure ?? <div aria-busy="true">{skeleton}</div>;
  }
  return (
    <>
      {failure}
      {isEmpty?.(data) ? (
        <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
          {messages.common.dataNotAvailable}
        </p>
      ) : (
        children(data)
      )}
    </>
  );
}
