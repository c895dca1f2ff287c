import { memo } from 'react';
import type { CustomerSummary } from '../../../../machines/customerList/index.ts';
import { DangerBadge } from '../../../ui/DangerBadge.tsx';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import { CUSTOMER_TEXTS as T } from '../customerTexts.ts';

/** Fixed row height: no measuring while scrolling, so long lists stay cheap. */
export const CUSTOMER_ROW_HEIGHT = 48;
const COLUMNS: readonly Column[] = [
  [T.columns.username, '8.5rem'],
  [T.columns.name, '12rem'],
  [T.columns.mobile, '8.5rem'],
  [T.columns.pan, '8rem'],
  [T.columns.account, '10rem'],
  [T.columns.city, '8rem'],
  [T.columns.status, '7rem'],
];

export type CustomerTableProps = {
  rows: readonly CustomerSummary[];
  /** The server's total, for aria-rowcount; the rows loaded when unknown. */
  total: number | null;
  busy: boolean;
  /** Told the last row in view whenever it changes: the list decides how far ahead to load. */
  onViewport: (lastVisible: number) => void;
  /** Absent while there is no customer page to open. */
  onOpenCustomer?: (username: string) => void;
};

/** The customers: a table whose rows are rendered only around the viewport. */
export function CustomerTable(props: CustomerTableProps) {
  return (
    <VirtualTable
      rows={props.rows}
      rowKey={(customer) => customer.username}
      rowHeight={CUSTOMER_ROW_HEIGHT}
      columns={COLUMNS}
      label={T.list}
      total={props.total}
      busy={props.busy}
      scrollClassName="max-h-[calc(100vh-14rem)]"
      scrollProps={{ 'data-customer-scroll': '' }}
      onViewport={props.onViewport}
      rowLabel={(customer) => T.rowLabel(customer.username)}
      renderCells={(customer) => (
        <CustomerCells customer={customer} onOpenCustomer={props.onOpenCustomer} />
      )}
    />
  );
}

const cell = 'truncate px-3';

// Memoised: scrolling re-renders the table, but a row's cells change only with its customer.
const CustomerCells = memo(function CustomerCells(props: {
  customer: CustomerSummary;
  onOpenCustomer?: (username: string) => void;
}) {
  const { customer } = props;
  const open = props.onOpenCustomer;
  return (
    <>
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
        {customer.blacklisted ? <DangerBadge>{T.blacklisted}</DangerBadge> : null}
      </Cell>
    </>
  );
});
