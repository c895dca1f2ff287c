import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, memo, useRef } from 'react';
import type { CustomerSummary } from '../../../../machines/customerList/index.ts';
import { useLoadMoreNearEnd } from '../../../ui/list/useLoadMoreNearEnd.ts';
import { CUSTOMER_TEXTS as T } from '../customerTexts.ts';

/** Fixed row height: no measuring while scrolling, so long lists stay cheap. */
export const CUSTOMER_ROW_HEIGHT = 48;
/** The sticky header above the rows: the rows start this far into the scroll area. */
const HEADER_HEIGHT = 40;
const LOAD_AHEAD_ROWS = 4;
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  [T.columns.username, '8.5rem'],
  [T.columns.name, '12rem'],
  [T.columns.mobile, '8.5rem'],
  [T.columns.pan, '8rem'],
  [T.columns.account, '10rem'],
  [T.columns.city, '8rem'],
  [T.columns.status, '7rem'],
];
const GRID = COLUMNS.map(([, width]) => width).join(' ');

export type CustomerTableProps = {
  rows: readonly CustomerSummary[];
  /** The server's total, for aria-rowcount; the rows loaded when unknown. */
  total: number | null;
  busy: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** Absent while there is no customer page to open. */
  onOpenCustomer?: (username: string) => void;
};

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

/** The customers: a table whose rows are rendered only around the viewport. */
export function CustomerTable(props: CustomerTableProps) {
  const { rows } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CUSTOMER_ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.username,
    scrollMargin: HEADER_HEIGHT,
    overscan: 6,
  });
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
      data-customer-scroll=""
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="max-h-[calc(100vh-14rem)] overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <Table
        aria-label={T.list}
        aria-rowcount={(props.total ?? rows.length) + 1}
        aria-busy={props.busy || undefined}
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
            <CustomerRow
              key={item.key}
              customer={rows[item.index]!}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              onOpenCustomer={props.onOpenCustomer}
            />
          ))}
        </RowGroup>
      </Table>
    </div>
  );
}

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, but a row changes only with its customer or place.
const CustomerRow = memo(function CustomerRow(props: {
  customer: CustomerSummary;
  index: number;
  top: number;
  onOpenCustomer?: (username: string) => void;
}) {
  const { customer, index } = props;
  const open = props.onOpenCustomer;
  return (
    <Row
      aria-rowindex={index + 2}
      aria-label={T.rowLabel(customer.username)}
      className={`absolute top-0 right-0 left-0 grid items-center ${index % 2 ? 'bg-slate-50' : 'bg-white'}`}
      style={{
        height: CUSTOMER_ROW_HEIGHT,
        transform: `translateY(${props.top}px)`,
        gridTemplateColumns: GRID,
      }}
    >
      <Cell className={cell}>
        {open ? (
          <button
            type="button"
            aria-label={T.openCustomer(customer.username)}
            onClick={() => open(customer.username)}
            className="font-medium text-brand-600 tabular-nums hover:underline"
          >
            {customer.username}
          </button>
        ) : (
          <span className="font-medium tabular-nums">{customer.username}</span>
        )}
      </Cell>
      <Cell className={cell}>{customer.name}</Cell>
      <Cell className={`${cell} tabular-nums`}>{customer.mobile}</Cell>
      <Cell className={`${cell} font-mono text-xs`}>{customer.pan_number ?? '-'}</Cell>
      <Cell className={`${cell} tabular-nums`}>{customer.bank_account ?? '-'}</Cell>
      <Cell className={cell}>{customer.city ?? '-'}</Cell>
      <Cell className={cell}>
        {customer.blacklisted ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
            {T.blacklisted}
          </span>
        ) : null}
      </Cell>
    </Row>
  );
});
