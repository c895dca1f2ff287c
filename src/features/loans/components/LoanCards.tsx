import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { LoanSummary } from '../../../../machines/loanList/index.ts';
import { useReportViewport } from '../../../ui/list/useReportViewport.ts';
import { loanCells, statusTone } from '../loanFormat.ts';
import { LOAN_TEXTS as T } from '../loanTexts.ts';
import type { LoanRowsProps } from './LoanTable.tsx';
import { RowActions } from './RowActions.tsx';

export const CARD_HEIGHT = 200;
const CARD_MIN_WIDTH = 300;
const GAP = 16;

const SIDE_PADDING = 16;

/** How many cards fit side by side in a scroll area `width` pixels wide (at least one). */
export const cardColumns = (width: number): number =>
  Math.max(1, Math.floor((width - 2 * SIDE_PADDING + GAP) / (CARD_MIN_WIDTH + GAP)));

/** The card view: a grid whose lines of cards are rendered only around the viewport. */
export function LoanCards(props: LoanRowsProps) {
  const { rows } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The scroll area's width, as the virtualizer measures it: the number of columns follows it.
  const [width, setWidth] = useState(0);
  const columns = cardColumns(width);
  const lines = Math.ceil(rows.length / columns);
  const virtualizer = useVirtualizer({
    count: lines,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 2,
    paddingStart: GAP,
    onChange: (instance) => setWidth(instance.scrollRect?.width ?? 0),
  });
  const items = virtualizer.getVirtualItems();
  // The last card of the last line in view.
  const lastLine = virtualizer.range?.endIndex;
  useReportViewport(
    lastLine === undefined || !rows.length
      ? undefined
      : Math.min(rows.length - 1, (lastLine + 1) * columns - 1),
    props.onViewport,
  );

  // Each card is placed on its own (no wrapper per line), so the list holds its items directly.
  const cardWidth = `calc((100% - ${2 * SIDE_PADDING + (columns - 1) * GAP}px) / ${columns})`;
  return (
    <div
      ref={scrollRef}
      data-loan-scroll=""
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="h-[calc(100vh-16rem)] min-h-80 overflow-auto rounded-md bg-slate-50"
    >
      <ul
        aria-label={T.cards}
        aria-busy={props.busy || undefined}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.flatMap((item) =>
          rows.slice(item.index * columns, (item.index + 1) * columns).map((loan, column) => (
            <li
              key={loan.id}
              aria-label={T.rowLabel(loan.id)}
              aria-posinset={item.index * columns + column + 1}
              aria-setsize={props.total ?? rows.length}
              className="absolute top-0 [contain:strict]"
              style={{
                width: cardWidth,
                height: CARD_HEIGHT,
                left: `calc(${SIDE_PADDING}px + ${column} * (${cardWidth} + ${GAP}px))`,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <LoanCard
                loan={loan}
                decisions={props.decisions}
                onDecide={props.onDecide}
                loanHref={props.loanHref}
              />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}

const LoanCard = memo(function LoanCard({
  loan,
  decisions,
  onDecide,
  loanHref,
}: Pick<LoanRowsProps, 'decisions' | 'onDecide' | 'loanHref'> & { loan: LoanSummary }) {
  const cells = loanCells(loan);
  const facts: Array<[string, string]> = [
    [T.columns.coBorrowers, cells.coBorrowers],
    [T.columns.created, cells.created],
    [T.columns.approved, cells.approved],
    [T.columns.disbursed, cells.disbursed],
    [T.columns.lender, cells.lender],
  ];
  if (loan.rejected_at) facts.push([T.columns.rejected, cells.rejected]);
  return (
    <div className="flex h-full flex-col gap-2 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        {loanHref ? (
          // Named by what it shows ('Loan Id 2403'), so speech input can say what it sees.
          <Link href={loanHref(loan)} className="font-semibold text-brand-600 hover:underline">
            {T.columns.id} {cells.id}
          </Link>
        ) : (
          <span className="font-semibold">
            {T.columns.id} {cells.id}
          </span>
        )}
        <span className={`rounded px-2 py-0.5 text-xs ${statusTone(loan.status)}`}>
          {cells.status}
        </span>
      </div>
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate text-sm text-slate-800">
          {cells.leaderName} <span className="text-xs text-slate-500">{cells.leaderUsername}</span>
        </span>
        <span className="text-base font-semibold tabular-nums">{cells.amount}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 text-xs">
        {facts.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto">
        <RowActions loan={loan} decisions={decisions} onDecide={onDecide} />
      </div>
    </div>
  );
});
