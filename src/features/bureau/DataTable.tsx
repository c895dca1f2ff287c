import type { ReactNode } from 'react';
import { ScrollPane } from '../../ui/table/ScrollPane.tsx';

export type DataColumn<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A read-only table of the bureau: a caption, scoped headers kept in view, a scrolling pane. */
export function DataTable<T>(props: {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  empty: string;
}) {
  return (
    <section className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold text-slate-800">{props.caption}</h4>
      {props.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{props.empty}</p>
      ) : (
        <ScrollPane
          label={props.caption}
          height="max-h-[350px]"
          className="rounded-md border border-slate-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.caption}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                {props.columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className="whitespace-nowrap px-2 py-1 font-medium text-slate-600"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row, index) => (
                // Bureau rows carry no id of their own; their order is the server's.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index} className="border-t border-slate-100 text-slate-900">
                  {props.columns.map((column) => (
                    <td
                      key={column.label}
                      className={`whitespace-nowrap px-2 py-1 ${column.numeric ? 'tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollPane>
      )}
    </section>
  );
}
