import { useId } from 'react';

export type BarSeries = {
  label: string;
  /** A tailwind background class: the bar and its legend swatch. */
  tone: string;
  values: readonly (number | null)[];
};

export type BarChartProps = {
  title: string;
  /** The x axis: one group of bars each. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** The axis' top; by default the largest value. */
  max?: number;
  format: (value: number) => string;
};

/**
 * Grouped bars drawn to scale (plain boxes: a few bars need no chart library), each group named
 * under it and each bar's value on hover, read out by its title with every number in a visually
 * hidden table beside it.
 */
export function BarChart({ title, categories, series, max, format }: BarChartProps) {
  const id = useId();
  const top = max ?? Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={id} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div aria-hidden="true" className="flex items-start gap-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs text-slate-500">
          <span>{format(top)}</span>
          <span>{format(0)}</span>
        </div>
        <div className="flex flex-1 overflow-x-auto border-l border-slate-300">
          {categories.map((category, c) => (
            <div key={category} className="flex min-w-12 flex-1 flex-col items-center">
              <div className="flex h-32 w-full items-end justify-center gap-0.5 border-b border-slate-300 px-2">
                {series.map((s) => {
                  const value = s.values[c];
                  const shown = Math.min(Math.max(0, value ?? 0), top);
                  return (
                    <div
                      key={s.label}
                      title={`${category} · ${s.label}: ${value === null || value === undefined ? '-' : format(value)}`}
                      style={{ height: `${(shown / top) * 100}%` }}
                      className={`w-3 max-w-6 flex-1 rounded-t-sm ${s.tone}`}
                    />
                  );
                })}
              </div>
              <span className="pt-1 text-center text-xs text-slate-500">{category}</span>
            </div>
          ))}
        </div>
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-3 text-xs text-slate-600">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1">
            <span className={`inline-block h-2 w-3 ${s.tone}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <table className="sr-only" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, c) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((s) => {
                const value = s.values[c];
                return (
                  <td key={s.label}>
                    {value === null || value === undefined ? '-' : format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
