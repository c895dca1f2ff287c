import type { CustomerListViewModel } from '../../../machines/customerList/index.ts';
import { Button } from '../../ui/Button.tsx';
import { PagedListFrame } from '../../ui/list/PagedListFrame.tsx';
import { CustomerTable } from './components/CustomerTable.tsx';
import { CUSTOMER_TEXTS as T } from './customerTexts.ts';

export type CustomersViewProps = {
  list: CustomerListViewModel;
  /** Absent while there is no customer page to open: rows are then plain text. */
  onOpenCustomer?: (username: string) => void;
  /** When given, a search in force can be cleared from here. */
  onClearSearch?: () => void;
};

/** The customers list in one of its states, as a plain function of its view model. */
export function CustomersView({ list, ...props }: CustomersViewProps) {
  const query = list.filters;
  const header = query ? (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>{T.searchingFor(query.type, query.value)}</p>
      {props.onClearSearch ? (
        <Button variant="link" onClick={props.onClearSearch}>
          {T.clearSearch}
        </Button>
      ) : null}
    </div>
  ) : null;
  return (
    <PagedListFrame list={list} texts={T} header={header}>
      <CustomerTable
        rows={list.rows}
        total={list.total}
        busy={list.loadingMore}
        onViewport={list.onViewport}
        onOpenCustomer={props.onOpenCustomer}
      />
    </PagedListFrame>
  );
}
