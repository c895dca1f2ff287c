import { memo } from 'react';
import { Link } from 'wouter';
import type { DecisionRowsModel } from '../../../../machines/loanDecision/index.ts';
import type { LoanSummary } from '../../../../machines/loanList/index.ts';
import { Cell, type Column, PINNED_CELL, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { loanCells, statusTone } from '../loanFormat.ts';
import { LOAN_TEXTS as T } from '../loanTexts.ts';
import { type OnDecide, RowActions } from './RowActions.tsx';

/** Fixed row height: no measuring while scrolling, so frames stay cheap on long lists. */
export const ROW_HEIGHT = 56;
const COLUMNS: readonly Column[] = [
  [T.columns.id, '6rem'],
  [T.columns.leader, '10rem'],
  [T.columns.coBorrowers, '6.5rem'],
  [T.columns.amount, '8rem'],
  [T.columns.status, '11rem'],
  [T.columns.created, '6.5rem'],
  [T.columns.approved, '6.5rem'],
  [T.columns.disbursed, '7.5rem'],
  [T.columns.rejected, '6.5rem'],
  [T.columns.lender, '8rem'],
  // Pinned: at 1280 px the other columns scroll under it, Approve and Reject stay in view.
  [T.columns.actions, '14rem', 'pinned'],
];

export type LoanRowsProps = {
  rows: readonly LoanSummary[];
  /** The server's total, for aria-rowcount; the rows loaded when unknown. */
  total: number | null;
  busy: boolean;
  /** Told the last row in view whenever it changes: the list decides how far ahead to load. */
  onViewport: (lastVisible: number) => void;
  decisions: DecisionRowsModel;
  onDecide: OnDecide;
  /** Absent while there is no page to open a loan on: the id is then plain text. */
  loanHref?: (loan: LoanSummary) => string;
};

/** The list view: a table whose rows are rendered only around the viewport. */
export function LoanTable(props: LoanRowsProps) {
  return (
    <VirtualTable
      rows={props.rows}
      rowKey={(loan) => loan.id}
      rowHeight={ROW_HEIGHT}
      columns={COLUMNS}
      label={T.list}
      total={props.total}
      busy={props.busy}
      scrollClassName="h-[calc(100vh-16rem)] min-h-80"
      scrollProps={{ 'data-loan-scroll': '' }}
      onViewport={props.onViewport}
      rowLabel={(loan) => T.rowLabel(loan.id)}
      renderCells={(loan) => (
        <LoanCells
          loan={loan}
          decisions={props.decisions}
          onDecide={props.onDecide}
          loanHref={props.loanHref}
        />
      )}
    />
  );
}

type LoanCellsProps = Pick<LoanRowsProps, 'decisions' | 'onDecide' | 'loanHref'> & {
  loan: LoanSummary;
};

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, but a row only changes with its loan or its locks.
const LoanCells = memo(function LoanCells(props: LoanCellsProps) {
  const { loan } = props;
  const cells = loanCells(loan);
  return (
    <>
      <Cell className={cell}>
        {props.loanHref ? (
          <Link
            href={props.loanHref(loan)}
            aria-label={T.openLoan(loan.id)}
            className="font-medium text-brand-600 hover:underline"
          >
            {cells.id}
          </Link>
        ) : (
          <span className="font-medium">{cells.id}</span>
        )}
      </Cell>
      <Cell className={cell}>
        <span className="block truncate">{cells.leaderName}</span>
        <span className="block text-xs text-slate-500">{cells.leaderUsername}</span>
      </Cell>
      <Cell className={cell}>{cells.coBorrowers}</Cell>
      <Cell className={`${cell} tabular-nums`}>{cells.amount}</Cell>
      <Cell className={cell}>
        <span className={`rounded px-2 py-0.5 text-xs ${statusTone(loan.status)}`}>
          {cells.status}
        </span>
      </Cell>
      <Cell className={cell}>{cells.created}</Cell>
      <Cell className={cell}>{cells.approved}</Cell>
      <Cell className={cell}>{cells.disbursed}</Cell>
      <Cell className={cell}>{cells.rejected}</Cell>
      <Cell className={cell}>{cells.lender}</Cell>
      <Cell className={`flex h-full items-center overflow-hidden px-3 ${PINNED_CELL}`}>
        <RowActions loan={loan} decisions={props.decisions} onDecide={props.onDecide} />
      </Cell>
    </>
  );
});
