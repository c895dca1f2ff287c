import type { ReactNode } from 'react';
import { ScrollPane } from './ScrollPane.tsx';

export type Column<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A row's colour: a failure or a success the reader should see at a glance. */
export type RowTone = 'danger' | 'success' | null;

const TONES: Record<NonNullable<RowTone>, string> = {
  danger: 'bg-red-50 text-red-900',
  success: 'bg-green-50 text-green-900',
};

/** A read-only table: a caption, scoped headers kept in view, rows scrolling in a pane. */
export function DataTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  tone?: (row: T) => RowTone;
  /** A tailwind max-height class: the pane scrolls beyond it. */
  height?: string;
}) {
  return (
    <ScrollPane
      label={props.caption}
      height={props.height ?? 'max-h-[350px]'}
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
          {props.rows.map((row, i) => {
            const tone = props.tone?.(row) ?? null;
            return (
              <tr
                key={props.rowKey(row, i)}
                data-tone={tone ?? undefined}
                className={`border-t border-slate-100 ${tone ? TONES[tone] : 'text-slate-900'}`}
              >
                {props.columns.map((column) => (
                  <td
                    key={column.label}
                    className={`whitespace-nowrap px-2 py-1 ${column.numeric ? 'text-right tabular-nums' : ''}`}
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
