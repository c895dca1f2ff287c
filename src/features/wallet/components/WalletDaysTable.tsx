import { memo } from 'react';
import type { WalletDay } from '../../../../machines/walletDays/index.ts';
import { formatDate, formatRupees } from '../../../domain/format.ts';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { WALLET_TEXTS } from '../walletTexts.ts';

const T = WALLET_TEXTS.days;
export const WALLET_DAY_ROW_HEIGHT = 40;
const COLUMNS: readonly Column[] = [
  [T.columns.date, '1fr'],
  [T.columns.net, '1fr'],
];

export type WalletDaysTableProps = {
  rows: readonly WalletDay[];
  total: number | null;
  busy: boolean;
  /** Told the last day in view: the list decides when to load the next window. */
  onViewport: (lastVisible: number) => void;
  onOpenDay: (date: string) => void;
};

/** The days, newest first, rendered only around the viewport; a day's date opens its transactions. */
export function WalletDaysTable(props: WalletDaysTableProps) {
  return (
    <VirtualTable
      rows={props.rows}
      rowKey={(day) => day.date}
      rowHeight={WALLET_DAY_ROW_HEIGHT}
      columns={COLUMNS}
      label={T.list}
      total={props.total}
      busy={props.busy}
      scrollClassName="max-h-96"
      scrollProps={{ 'data-wallet-days-scroll': '' }}
      onViewport={props.onViewport}
      rowLabel={(day) => T.rowLabel(day.date)}
      renderCells={(day) => <DayCells day={day} onOpenDay={props.onOpenDay} />}
    />
  );
}

// Memoised: scrolling re-renders the table, but a row's cells change only with its day.
const DayCells = memo(function DayCells(props: {
  day: WalletDay;
  onOpenDay: (date: string) => void;
}) {
  const { day } = props;
  const tone = day.net_earned < 0 ? 'text-red-700' : day.net_earned > 0 ? 'text-green-700' : '';
  return (
    <>
      <Cell className="px-3">
        <button
          type="button"
          aria-label={T.openDay(day.date)}
          onClick={() => props.onOpenDay(day.date)}
          className="font-medium text-brand-600 tabular-nums hover:underline"
        >
          {formatDate(day.date)}
        </button>
      </Cell>
      <Cell className={`px-3 tabular-nums ${tone}`}>{formatRupees(day.net_earned)}</Cell>
    </>
  );
});
