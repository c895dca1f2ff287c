import type { DecisionRowsModel } from '../../../machines/loanDecision/index.ts';
import type { LoanListViewModel, LoanSummary } from '../../../machines/loanList/index.ts';
import { PagedListFrame } from '../../ui/list/PagedListFrame.tsx';
import { LoanCards } from './components/LoanCards.tsx';
import { LoanTable } from './components/LoanTable.tsx';
import type { OnDecide } from './components/RowActions.tsx';
import { LOAN_TEXTS as T } from './loanTexts.ts';

export type LoanListLayout = 'card' | 'list';

export type LoanListViewProps = {
  list: LoanListViewModel;
  decisions: DecisionRowsModel;
  view: LoanListLayout;
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
    onViewport: list.onViewport,
    decisions: props.decisions,
    onDecide: props.onDecide,
    loanHref: props.loanHref,
  };
  return (
    <PagedListFrame list={list} texts={T} notice={props.notice}>
      {props.view === 'list' ? <LoanTable {...rowsProps} /> : <LoanCards {...rowsProps} />}
    </PagedListFrame>
  );
}
