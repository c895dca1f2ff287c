import type { ReactNode } from 'react';
import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import type { RowTone } from './loanRules.ts';

export type Column<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

const TONES: Record<NonNullable<RowTone>, string> = {
  danger: 'bg-red-50 text-red-900',
  success: 'bg-green-50 text-green-900',
};

/**
 * A read-only table of the Loans tab: a caption, scoped column headers kept in view, rows that
 * scroll inside a pane of `height` (part 1 §9 heights) and may carry a tone.
 */
export function RecordsTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  tone?: (row: T) => RowTone;
  /** A tailwind max-height class: the pane scrolls beyond it. */
  height: string;
}) {
  return (
    <ScrollPane
      label={props.caption}
      height={props.height}
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
          {props.rows.map((row) => {
            const tone = props.tone?.(row) ?? null;
            return (
              <tr
                key={props.rowKey(row)}
                data-tone={tone ?? undefined}
                className={`border-t border-slate-100 ${tone ? TONES[tone] : 'text-slate-900'}`}
              >
                {props.columns.map((column) => (
                  <td
                    key={column.label}
                    className={`whitespace-nowrap px-2 py-1 ${column.numeric ? 'tabular-nums' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollPane>
  );
}
