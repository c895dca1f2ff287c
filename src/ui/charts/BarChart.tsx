import { useId } from 'react';

export type BarSeries = {
  label: string;
  /** A tailwind fill + background class pair: the bar and its legend swatch. */
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

/** Drawing units: a bar is BAR wide, groups GAP apart, the axis HEIGHT high. */
const BAR = 10;
const GAP = 8;
const HEIGHT = 100;

/**
 * Grouped bars drawn to scale as an inline SVG (no chart library: a few bars do not need one),
 * read out by its title, with every number in a visually hidden table beside it.
 */
export function BarChart({ title, categories, series, max, format }: BarChartProps) {
  const id = useId();
  const top = max ?? Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const group = series.length * BAR + GAP;
  const width = Math.max(1, categories.length * group);
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={id} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
      >
        {categories.map((category, c) =>
          series.map((s, i) => {
            const value = Math.max(0, s.values[c] ?? 0);
            const h = (Math.min(value, top) / top) * HEIGHT;
            return (
              <rect
                key={`${category}-${s.label}`}
                x={c * group + i * BAR}
                y={HEIGHT - h}
                width={BAR - 1}
                height={h}
                className={s.tone}
              />
            );
          }),
        )}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-500">
        <span>{categories[0]}</span>
        <span>{categories.length > 1 ? categories.at(-1) : null}</span>
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
