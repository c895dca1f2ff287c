import { memo } from 'react';
import type { DashboardLoanRow } from '../../../../machines/loansDashboard/index.ts';
import { formatDate, formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { DASHBOARD_TEXTS as T } from '../dashboardTexts.ts';

/** Fixed row height: no measuring while scrolling, so 10,000 rows stay cheap. */
export const DASHBOARD_ROW_HEIGHT = 40;
const COLUMNS: readonly Column[] = [
  [T.columns.id, '6rem'],
  [T.columns.status, '11rem'],
  [T.columns.amount, '8rem'],
  [T.columns.created, '7rem'],
  [T.columns.approved, '7rem'],
  [T.columns.disbursed, '7rem'],
  [T.columns.rejected, '7rem'],
];

export type DashboardLoanTableProps = {
  rows: readonly DashboardLoanRow[];
  /** Every matching loan (aria-rowcount), loaded or not. */
  total: number | null;
  canLoadMore: boolean;
  onLoadMore: () => void;
};

/**
 * The loans loaded so far, newest first; only the rows around the viewport are rendered, and the
 * next page is asked for as the last loaded rows come near.
 */
export function DashboardLoanTable({
  rows,
  total,
  canLoadMore,
  onLoadMore,
}: DashboardLoanTableProps) {
  return (
    <VirtualTable
      rows={rows}
      total={total}
      loadMore={{ canLoadMore, onLoadMore }}
      rowKey={(loan) => loan.loan_id}
      rowHeight={DASHBOARD_ROW_HEIGHT}
      columns={COLUMNS}
      label={T.table}
      overscan={8}
      scrollClassName="max-h-[28rem]"
      scrollProps={{ 'data-dashboard-scroll': '' }}
      rowLabel={(loan) => T.rowLabel(loan.loan_id)}
      renderCells={(loan) => <LoanCells loan={loan} />}
    />
  );
}

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, but a row's cells change only with its loan.
const LoanCells = memo(function LoanCells({ loan }: { loan: DashboardLoanRow }) {
  return (
    <>
      <Cell className={`${cell} tabular-nums`}>{loan.loan_id}</Cell>
      <Cell className={cell}>{statusLabel(loan.status)}</Cell>
      <Cell className={`${cell} tabular-nums`}>{formatRupees(loan.amount)}</Cell>
      <Cell className={cell}>{formatDate(loan.created_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.approved_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.disbursed_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.rejected_at)}</Cell>
    </>
  );
});
