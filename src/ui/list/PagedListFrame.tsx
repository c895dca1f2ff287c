import type { ReactNode } from 'react';
import type { PagedListView } from '../../../machines/shared/pagedList/index.ts';
import { ListEmpty, ListError, ListSkeleton } from './ListStates.tsx';

/** A list's own words: what it is, and how its loading and counts read. */
export type PagedListFrameTexts = {
  list: string;
  loading: string;
  loadingMore: string;
  retry: string;
  shown: (shown: number, total: number) => string;
  allShown: (total: number) => string;
};

/** The part of a list's view model the frame reads. */
export type PagedListFrameView = Omit<
  PagedListView<unknown, unknown>,
  'onFiltersChange' | 'filters'
>;

export type PagedListFrameProps = {
  list: PagedListFrameView;
  texts: PagedListFrameTexts;
  /** Above the states (e.g. the search in force). */
  header?: ReactNode;
  /** Said after something changed a row (e.g. a decision went through). */
  notice?: string | null;
  /** The rows, in the feature's table or cards; rendered once there are rows. */
  children: ReactNode;
};

/**
 * What every paged list shows around its rows, from its view model: the failure with Retry (the
 * rows loaded stay), the skeleton, "Data Not Available", and the count or the one wait a user
 * may see at the last loaded row.
 */
export function PagedListFrame({ list, texts, header, notice, children }: PagedListFrameProps) {
  return (
    <section aria-label={texts.list} className="flex flex-col gap-3">
      {header}
      {list.errorText ? (
        <ListError text={list.errorText} retryLabel={texts.retry} onRetry={list.onRetry} />
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      ) : null}
      {list.loadingFirst ? <ListSkeleton label={texts.loading} /> : null}
      {list.emptyText ? <ListEmpty text={list.emptyText} /> : null}
      {list.rows.length ? children : null}
      <ListFooter list={list} texts={texts} />
    </section>
  );
}

function ListFooter({ list, texts }: Pick<PagedListFrameProps, 'list' | 'texts'>) {
  // Rows load ahead of the viewport; only a user at the last loaded row is told to wait.
  if (list.waiting) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {texts.loadingMore}
      </p>
    );
  }
  if (!list.rows.length || list.total === null) return null;
  const text =
    list.status === 'exhausted'
      ? texts.allShown(list.rows.length)
      : texts.shown(list.rows.length, Math.max(list.total, list.rows.length));
  return <p className="text-sm text-slate-600">{text}</p>;
}
