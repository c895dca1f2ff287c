import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, memo, useRef } from 'react';
import type { DashboardLoanRow } from '../../../../machines/loansDashboard/index.ts';
import { formatDate, formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { DASHBOARD_TEXTS as T } from '../dashboardTexts.ts';

/** Fixed row height: no measuring while scrolling, so 10,000 rows stay cheap. */
export const DASHBOARD_ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  [T.columns.id, '6rem'],
  [T.columns.status, '11rem'],
  [T.columns.amount, '8rem'],
  [T.columns.created, '7rem'],
  [T.columns.approved, '7rem'],
  [T.columns.disbursed, '7rem'],
  [T.columns.rejected, '7rem'],
];
const GRID = COLUMNS.map(([, width]) => width).join(' ');

// Rows are positioned absolutely (a CSS grid each), which can drop a table's semantics in some
// browsers: the roles are restated.
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

/** Every loan of the answer (no paging): only the rows around the viewport are rendered. */
export function DashboardLoanTable({ rows }: { rows: readonly DashboardLoanRow[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DASHBOARD_ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.loan_id,
    scrollMargin: HEADER_HEIGHT,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      data-dashboard-scroll=""
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <Table
        aria-label={T.table}
        aria-rowcount={rows.length + 1}
        className="block w-max min-w-full text-left text-sm"
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
          {virtualizer.getVirtualItems().map((item) => (
            <LoanRow
              key={item.key}
              loan={rows[item.index]!}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
            />
          ))}
        </RowGroup>
      </Table>
    </div>
  );
}

const cell = 'truncate px-3';

const LoanRow = memo(function LoanRow(props: {
  loan: DashboardLoanRow;
  index: number;
  top: number;
}) {
  const { loan, index } = props;
  return (
    <Row
      aria-rowindex={index + 2}
      aria-label={T.rowLabel(loan.loan_id)}
      className={`absolute top-0 right-0 left-0 grid items-center ${index % 2 ? 'bg-slate-50' : 'bg-white'}`}
      style={{
        height: DASHBOARD_ROW_HEIGHT,
        transform: `translateY(${props.top}px)`,
        gridTemplateColumns: GRID,
      }}
    >
      <Cell className={`${cell} tabular-nums`}>{loan.loan_id}</Cell>
      <Cell className={cell}>{statusLabel(loan.status)}</Cell>
      <Cell className={`${cell} tabular-nums`}>{formatRupees(loan.amount)}</Cell>
      <Cell className={cell}>{formatDate(loan.created_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.approved_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.disbursed_at)}</Cell>
      <Cell className={cell}>{formatDate(loan.rejected_at)}</Cell>
    </Row>
  );
});
