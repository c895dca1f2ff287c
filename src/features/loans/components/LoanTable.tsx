import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, memo, useRef } from 'react';
import type { DecisionRowsModel } from '../../../../machines/loanDecision/index.ts';
import type { LoanSummary } from '../../../../machines/loanList/index.ts';
import { useLoadMoreNearEnd } from '../../../ui/list/useLoadMoreNearEnd.ts';
import { loanCells, statusTone } from '../loanFormat.ts';
import { LOAN_TEXTS as T } from '../loanTexts.ts';
import { type OnDecide, RowActions } from './RowActions.tsx';

/** Fixed row height: no measuring while scrolling, so frames stay cheap on long lists. */
export const ROW_HEIGHT = 56;
/** The sticky header above the rows: the rows start this far into the scroll area. */
const HEADER_HEIGHT = 40;
const LOAD_AHEAD_ROWS = 4;
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
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
  [T.columns.actions, '14rem'],
];
const GRID = COLUMNS.map(([, width]) => width).join(' ');

export type LoanRowsProps = {
  rows: readonly LoanSummary[];
  /** The server's total, for aria-rowcount; the rows loaded when unknown. */
  total: number | null;
  busy: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  decisions: DecisionRowsModel;
  onDecide: OnDecide;
  /** Absent while there is no page to open a loan on: the id is then plain text. */
  onOpenLoan?: (loan: LoanSummary) => void;
};

/*
 * The table's rows are positioned absolutely (CSS grid per row), so a scroll step only lays out
 * the rows that changed: spacer rows in a native table layout dropped frames on long lists.
 * Changing a table's display can drop its semantics in some browsers, hence the explicit roles.
 */
// biome-ignore-start lint/a11y/noRedundantRoles: roles restated because the display is changed.
const Table = (props: ComponentProps<'table'>) => <table role="table" {...props} />;
const RowGroup = (props: ComponentProps<'tbody'>) => <tbody role="rowgroup" {...props} />;
const Head = (props: ComponentProps<'thead'>) => <thead role="rowgroup" {...props} />;
const Row = (props: ComponentProps<'tr'>) => <tr role="row" {...props} />;
const Cell = (props: ComponentProps<'td'>) => <td role="cell" {...props} />;
const ColumnHeader = (props: ComponentProps<'th'>) => (
  <th role="columnheader" scope="col" {...props} />
);
// biome-ignore-end lint/a11y/noRedundantRoles: (end)

/** The list view: a table whose rows are rendered only around the viewport. */
export function LoanTable(props: LoanRowsProps) {
  const { rows } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.id,
    scrollMargin: HEADER_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd({
    lastVisible: virtualizer.range?.endIndex,
    count: rows.length,
    ahead: LOAD_AHEAD_ROWS,
    canLoadMore: props.canLoadMore,
    onLoadMore: props.onLoadMore,
  });

  return (
    <div
      ref={scrollRef}
      data-loan-scroll=""
      // Focusable so keyboard users can scroll it (and so reach the rows loaded on demand).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="h-[calc(100vh-16rem)] min-h-80 overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <Table
        aria-label={T.list}
        aria-rowcount={(props.total ?? rows.length) + 1}
        aria-busy={props.busy || undefined}
        className="block w-max text-left text-sm"
      >
        <Head className="sticky top-0 z-10 block bg-slate-50">
          <Row
            aria-rowindex={1}
            className="grid items-center shadow-[inset_0_-1px_0_var(--color-slate-200)]"
            style={{ height: HEADER_HEIGHT, gridTemplateColumns: GRID }}
          >
            {COLUMNS.map(([name]) => (
              <ColumnHeader key={name} className="px-3 font-medium text-slate-600">
                {name}
              </ColumnHeader>
            ))}
          </Row>
        </Head>
        <RowGroup className="relative block" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <LoanRow
              key={item.key}
              loan={rows[item.index]!}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              decisions={props.decisions}
              onDecide={props.onDecide}
              onOpenLoan={props.onOpenLoan}
            />
          ))}
        </RowGroup>
      </Table>
    </div>
  );
}

type LoanRowProps = Pick<LoanRowsProps, 'decisions' | 'onDecide' | 'onOpenLoan'> & {
  loan: LoanSummary;
  index: number;
  /** Offset from the top of the rows. */
  top: number;
};

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, but a row only changes with its loan, place or locks.
const LoanRow = memo(function LoanRow(props: LoanRowProps) {
  const { loan, index, top } = props;
  const cells = loanCells(loan);
  return (
    <Row
      aria-rowindex={index + 2}
      aria-label={T.rowLabel(loan.id)}
      // Fixed size and strict containment: a row's style and layout never reach its neighbours.
      className={`absolute inset-x-0 top-0 grid items-center [contain:strict] ${index % 2 ? 'bg-slate-50' : 'bg-white'}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)`, gridTemplateColumns: GRID }}
    >
      <Cell className={cell}>
        {props.onOpenLoan ? (
          <button
            type="button"
            aria-label={T.openLoan(loan.id)}
            onClick={() => props.onOpenLoan?.(loan)}
            className="font-medium text-brand-600 hover:underline"
          >
            {cells.id}
          </button>
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
      <Cell className="overflow-hidden px-3">
        <RowActions loan={loan} decisions={props.decisions} onDecide={props.onDecide} />
      </Cell>
    </Row>
  );
});
