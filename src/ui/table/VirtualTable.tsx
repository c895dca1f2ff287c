import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, type CSSProperties, type ReactNode, useRef } from 'react';
import { useLoadMoreNearEnd } from '../list/useLoadMoreNearEnd.ts';
import { useReportViewport } from '../list/useReportViewport.ts';

/**
 * A column: its header text, its width in the row grid, and 'pinned' for a column that stays at
 * the right edge while the others scroll under it (the actions people use all day). Its cells
 * pin themselves with PINNED_CELL.
 */
export type Column = readonly [name: string, width: string, pinned?: 'pinned'];

/** The classes of a pinned column's cells: at the right edge, on the row's own background. */
export const PINNED_CELL =
  'sticky right-0 z-[1] bg-inherit shadow-[inset_1px_0_0_var(--color-slate-200)]';

/*
 * Rows are positioned absolutely (a CSS grid each), so a scroll step only lays out the rows that
 * changed: spacer rows in a native table layout dropped frames on long lists. Changing a table's
 * display can drop its semantics in some browsers, hence the restated roles.
 */
// biome-ignore-start lint/a11y/noRedundantRoles: roles restated because the display is changed.
const Table = (props: ComponentProps<'table'>) => <table role="table" {...props} />;
const RowGroup = (props: ComponentProps<'tbody'>) => <tbody role="rowgroup" {...props} />;
const Head = (props: ComponentProps<'thead'>) => <thead role="rowgroup" {...props} />;
const Row = (props: ComponentProps<'tr'>) => <tr role="row" {...props} />;
export const Cell = (props: ComponentProps<'td'>) => <td role="cell" {...props} />;
const ColumnHeader = (props: ComponentProps<'th'>) => (
  <th role="columnheader" scope="col" {...props} />
);
// biome-ignore-end lint/a11y/noRedundantRoles: (end)

/** The sticky header above the rows: the rows start this far into the scroll area. */
const HEADER_HEIGHT = 40;
const LOAD_AHEAD_ROWS = 4;

export type VirtualTableProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Fixed: no measuring while scrolling, so long lists stay cheap. */
  rowHeight: number;
  columns: readonly Column[];
  label: string;
  /** The server's total, for aria-rowcount; the rows loaded when unknown. */
  total?: number | null;
  busy?: boolean;
  overscan?: number;
  /** Size of the scroll area (tailwind classes). */
  scrollClassName: string;
  /** Extra attributes of the scroll area (e.g. a data- hook for benchmarks). */
  scrollProps?: Record<`data-${string}`, string>;
  /** Paging: asks for more when the last visible row nears the end. */
  loadMore?: { canLoadMore: boolean; onLoadMore: () => void };
  /** Paging decided by the list's machine: told the last row in view whenever it changes. */
  onViewport?: (lastVisible: number) => void;
  /** One row's cells (render `Cell`s). */
  renderCells: (row: T, index: number) => ReactNode;
  rowLabel: (row: T) => string;
};

/** A table whose rows are rendered only around the viewport, with a sticky header. */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, rowHeight } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const grid = props.columns.map(([, width]) => width).join(' ');
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => props.rowKey(rows[index]!),
    scrollMargin: HEADER_HEIGHT,
    overscan: props.overscan ?? 6,
  });
  useLoadMoreNearEnd({
    lastVisible: virtualizer.range?.endIndex,
    count: rows.length,
    ahead: LOAD_AHEAD_ROWS,
    canLoadMore: props.loadMore?.canLoadMore ?? false,
    onLoadMore: props.loadMore?.onLoadMore ?? noop,
  });
  useReportViewport(rows.length ? virtualizer.range?.endIndex : undefined, props.onViewport);

  return (
    <div
      ref={scrollRef}
      {...props.scrollProps}
      // Focusable so keyboard users can scroll it (and so reach the rows loaded on demand).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className={`${props.scrollClassName} overflow-auto rounded-md border border-slate-200 bg-white`}
    >
      <Table
        aria-label={props.label}
        aria-rowcount={(props.total ?? rows.length) + 1}
        aria-busy={props.busy || undefined}
        className="block w-max min-w-full text-left text-sm"
      >
        <Head className="sticky top-0 z-10 block bg-slate-50">
          <Row
            aria-rowindex={1}
            className="grid items-center shadow-[inset_0_-1px_0_var(--color-slate-200)]"
            style={{ height: HEADER_HEIGHT, gridTemplateColumns: grid }}
          >
            {props.columns.map(([name, , pinned]) => (
              <ColumnHeader
                key={name}
                className={`px-3 font-medium text-slate-600 ${pinned ? `${PINNED_CELL} flex h-full items-center bg-slate-50` : ''}`}
              >
                {name}
              </ColumnHeader>
            ))}
          </Row>
        </Head>
        <RowGroup className="relative block" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const style: CSSProperties = {
              height: rowHeight,
              transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
              gridTemplateColumns: grid,
            };
            return (
              <Row
                key={item.key}
                aria-rowindex={item.index + 2}
                aria-label={props.rowLabel(row)}
                // Fixed size and strict containment: a row's layout never reaches its neighbours.
                className={`absolute inset-x-0 top-0 grid items-center [contain:strict] ${item.index % 2 ? 'bg-slate-50' : 'bg-white'}`}
                style={style}
              >
                {props.renderCells(row, item.index)}
              </Row>
            );
          })}
        </RowGroup>
      </Table>
    </div>
  );
}

const noop = () => {};
