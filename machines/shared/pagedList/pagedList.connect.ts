import type { AnyMachineSnapshot } from 'xstate';
import { isWaitingAtEnd } from './pagedList.rules.ts';
import type { PagedListFrameTexts } from './pagedList.texts.ts';
import {
  PAGED_LIST_STATUSES,
  type PagedListContext,
  type PagedListEvent,
  type PagedListStatus,
} from './pagedList.types.ts';

/** What a list does for its view: the gestures, as intents (the view builds no event). */
export type PagedListIntents<TFilters> = {
  /** The last row in view changed (0-based). */
  onViewport: (lastVisible: number) => void;
  onRetry: () => void;
  /** Filters applied or a search made; the same filters again change nothing. */
  onFiltersChange: (filters: TFilters) => void;
};

/** What a paged list shows. Plain data and intents: the view is a function of it, a story is one call. */
export type PagedListView<TRow, TFilters> = PagedListIntents<TFilters> & {
  status: PagedListStatus;
  /** The filters in force. */
  filters: TFilters;
  /** Kept by reference from the machine, so a long list is never copied or compared. */
  rows: readonly TRow[];
  /** The server's total for the filters, once known. */
  total: number | null;
  /** Nothing to show yet: the skeleton. */
  loadingFirst: boolean;
  /** Pages ahead of the viewport are loading. */
  loadingMore: boolean;
  /** The last loaded row is in view while more load: the one moment a user waits. */
  waiting: boolean;
  emptyText: string | null;
  errorText: string | null;
  canRetry: boolean;
};

/** The catalogue's texts of one list. */
export type PagedListTexts = Pick<PagedListFrameTexts, 'empty' | 'fetchFailed'>;

type Send<TFilters> = (event: PagedListEvent<TFilters>) => void;

// One intents object per `send`, so a view model compares equal (shallowEqual) across snapshots.
const intentsBySend = new WeakMap<object, PagedListIntents<never>>();
const ignore = () => {};

function intentsOf<TFilters>(send: Send<TFilters>): PagedListIntents<TFilters> {
  let intents = intentsBySend.get(send) as PagedListIntents<TFilters> | undefined;
  if (!intents) {
    intents = {
      onViewport: (lastVisible) => send({ type: 'list.viewport', lastVisible }),
      onRetry: () => send({ type: 'list.retry' }),
      onFiltersChange: (filters) => send({ type: 'filters.change', filters }),
    };
    intentsBySend.set(send, intents as PagedListIntents<never>);
  }
  return intents;
}

/** A paged list's snapshot as its view needs it (zag's shape: data and intents side by side). */
export function connectPagedList<TRow, TFilters>(
  snapshot: AnyMachineSnapshot,
  send: Send<TFilters> = ignore,
  texts: PagedListTexts,
): PagedListView<TRow, TFilters> {
  const status = PAGED_LIST_STATUSES.find((value) => snapshot.matches(value)) ?? 'loadingFirst';
  const context = snapshot.context as PagedListContext<TRow, TFilters, unknown>;
  return {
    ...intentsOf(send),
    status,
    filters: context.filters,
    rows: context.rows,
    total: context.count,
    loadingFirst: status === 'loadingFirst',
    loadingMore: status === 'loadingMore',
    waiting: status === 'loadingMore' && isWaitingAtEnd(context),
    emptyText: status === 'empty' ? texts.empty : null,
    errorText: status === 'error' ? texts.fetchFailed : null,
    canRetry: snapshot.can({ type: 'list.retry' }),
  };
}
