export type HeatGridRow = { key: string; label: string; values: readonly number[] };

export type HeatGridProps = {
  caption: string;
  /** Names the row headers' column (e.g. 'Agent'). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly HeatGridRow[];
};

/** Shades from light to dark; the two darkest carry white numbers (contrast). */
const SHADES = [
  'bg-white',
  'bg-brand-50',
  'bg-brand-100',
  'bg-brand-500 text-white',
  'bg-brand-700 text-white',
];

const shade = (value: number, top: number) =>
  value <= 0 ? SHADES[0] : SHADES[Math.min(4, Math.ceil((value / top) * 4))];

/**
 * A table whose cells are shaded by their number (a heat grid): where the counts gather shows at
 * a glance, and the numbers stay in the cells for reading and for screen readers.
 */
export function HeatGrid({ caption, rowHeader, columns, rows }: HeatGridProps) {
  const top = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full border-collapse text-center text-xs">
        <caption className="px-2 py-1 text-left text-sm font-medium text-slate-700">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-slate-600">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-1 py-1 font-medium text-slate-600">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th
                scope="row"
                className="whitespace-nowrap px-2 py-1 text-left font-normal text-slate-800"
              >
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed column per position.
                  key={i}
                  className={`border border-slate-100 px-1 py-1 tabular-nums ${shade(value, top)}`}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
