import type { CustomerListViewModel } from '../../../machines/customerList/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/list/ListStates.tsx';
import { CustomerTable } from './components/CustomerTable.tsx';
import { CUSTOMER_TEXTS as T } from './customerTexts.ts';

export type CustomersViewProps = {
  list: CustomerListViewModel;
  /** The last row in view changed. */
  onViewport: (lastVisible: number) => void;
  onRetry: () => void;
  /** Absent while there is no customer page to open: rows are then plain text. */
  onOpenCustomer?: (username: string) => void;
  /** When given, a search in force can be cleared from here. */
  onClearSearch?: () => void;
};

/** The customers list in one of its states, as a plain function of its view model. */
export function CustomersView({ list, ...props }: CustomersViewProps) {
  return (
    <section aria-label={T.list} className="flex flex-col gap-3">
      {list.query ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>{T.searchingFor(list.query.type, list.query.value)}</p>
          {props.onClearSearch ? (
            <Button variant="link" onClick={props.onClearSearch}>
              {T.clearSearch}
            </Button>
          ) : null}
        </div>
      ) : null}
      {list.errorText ? (
        <ListError text={list.errorText} retryLabel={T.retry} onRetry={props.onRetry} />
      ) : null}
      {list.loadingFirst ? <ListSkeleton label={T.loading} /> : null}
      {list.emptyText ? <ListEmpty text={list.emptyText} /> : null}
      {list.rows.length ? (
        <CustomerTable
          rows={list.rows}
          total={list.total}
          busy={list.loadingMore}
          onViewport={props.onViewport}
          onOpenCustomer={props.onOpenCustomer}
        />
      ) : null}
      <ListFooter list={list} />
    </section>
  );
}

function ListFooter({ list }: { list: CustomerListViewModel }) {
  // Rows load ahead of the viewport; only a user at the last loaded row is told to wait.
  if (list.waiting) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {T.loadingMore}
      </p>
    );
  }
  if (!list.rows.length || list.total === null) return null;
  const text =
    list.status === 'exhausted'
      ? T.allShown(list.rows.length)
      : T.shown(list.rows.length, Math.max(list.total, list.rows.length));
  return <p className="text-sm text-slate-600">{text}</p>;
}
