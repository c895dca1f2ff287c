import type { ReactNode } from 'react';
import { type Column, DataTable as Table } from '../../ui/table/DataTable.tsx';

export type DataColumn<T> = Column<T>;

/** A read-only table of the bureau under its heading, or the empty text when it has no rows. */
export function DataTable<T>(props: {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  empty: string;
}): ReactNode {
  return (
    <section className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-slate-800">{props.caption}</h4>
      {props.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{props.empty}</p>
      ) : (
        <Table
          caption={props.caption}
          columns={props.columns}
          rows={props.rows}
          // Bureau rows carry no id of their own; their order is the server's.
          rowKey={(_row, index) => index}
        />
      )}
    </section>
  );
}
