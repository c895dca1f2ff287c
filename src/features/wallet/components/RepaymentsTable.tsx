import { memo } from 'react';
import type { components } from '../../../../openapi/generated/main.ts';
import { formatDateTime, formatRupees } from '../../../domain/format.ts';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { WALLET_TEXTS as T } from '../walletTexts.ts';

type Repayment = components['schemas']['Repayment'];
const C = T.repaymentColumns;
const COLUMNS: readonly Column[] = [
  [C.payment_id, '9rem'],
  [C.amount, '7rem'],
  [C.receiver, '9rem'],
  [C.sender, '9rem'],
  [C.source, '8rem'],
  [C.status, '6rem'],
  [C.type, '6rem'],
  [C.time, '10rem'],
];

/** The repayments, newest first; rendered only around the viewport (they grow month by month). */
export function RepaymentsTable({ rows }: { rows: readonly Repayment[] }) {
  return (
    <VirtualTable
      rows={rows}
      rowKey={(r) => r.payment_id}
      rowHeight={40}
      columns={COLUMNS}
      label={T.repayments}
      total={rows.length}
      scrollClassName="max-h-96"
      rowLabel={(r) => T.repaymentLabel(r.payment_id)}
      renderCells={(r) => <RepaymentCells repayment={r} />}
    />
  );
}

const cell = 'truncate px-3';

const RepaymentCells = memo(function RepaymentCells({ repayment: r }: { repayment: Repayment }) {
  return (
    <>
      <Cell className={`${cell} font-mono text-xs`}>{r.payment_id}</Cell>
      <Cell className={`${cell} tabular-nums`}>{formatRupees(r.amount)}</Cell>
      <Cell className={cell}>{r.receiver}</Cell>
      <Cell className={cell}>{r.sender}</Cell>
      <Cell className={cell}>{r.source}</Cell>
      <Cell className={cell}>{r.status}</Cell>
      <Cell className={cell}>{r.type}</Cell>
      <Cell className={`${cell} tabular-nums`}>{formatDateTime(r.time)}</Cell>
    </>
  );
});
