import type { DecisionRowsModel } from '../../../machines/loanDecision/index.ts';
import type { LoanListViewModel, LoanSummary } from '../../../machines/loanList/index.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/list/ListStates.tsx';
import { LoanCards } from './components/LoanCards.tsx';
import { LoanTable } from './components/LoanTable.tsx';
import type { OnDecide } from './components/RowActions.tsx';
import { LOAN_TEXTS as T } from './loanTexts.ts';

export type LoanListLayout = 'card' | 'list';

export type LoanListViewProps = {
  list: LoanListViewModel;
  decisions: DecisionRowsModel;
  view: LoanListLayout;
  /** The last row in view changed. */
  onViewport: (lastVisible: number) => void;
  onRetry: () => void;
  onDecide: OnDecide;
  /** Where a loan id links to; absent: ids are plain text. */
  loanHref?: (loan: LoanSummary) => string;
  /** Said after a decision went through. */
  notice?: string | null;
};

/** A loan list in one of its states, as a plain function of the connected view models. */
export function LoanListView(props: LoanListViewProps) {
  const { list } = props;
  const rowsProps = {
    rows: list.rows,
    total: list.total,
    busy: list.loadingMore,
    onViewport: props.onViewport,
    decisions: props.decisions,
    onDecide: props.onDecide,
    loanHref: props.loanHref,
  };
  const hasRows = list.rows.length > 0;
  return (
    <section aria-label={T.list} className="flex flex-col gap-3">
      {list.errorText ? (
        <ListError text={list.errorText} retryLabel={T.retry} onRetry={props.onRetry} />
      ) : null}
      {props.notice ? (
        <p role="status" className="text-sm text-green-700">
          {props.notice}
        </p>
      ) : null}
      {list.loadingFirst ? <ListSkeleton label={T.loading} /> : null}
      {list.emptyText ? <ListEmpty text={list.emptyText} /> : null}
      {hasRows && props.view === 'list' ? <LoanTable {...rowsProps} /> : null}
      {hasRows && props.view === 'card' ? <LoanCards {...rowsProps} /> : null}
      <ListFooter list={list} />
    </section>
  );
}

function ListFooter({ list }: { list: LoanListViewModel }) {
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
