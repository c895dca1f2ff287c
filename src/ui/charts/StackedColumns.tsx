import { useId } from 'react';

export type StackedSeries = {
  label: string;
  /** A tailwind background class: the segment and its legend swatch. */
  tone: string;
  values: readonly number[];
};

export type StackedColumnsProps = {
  title: string;
  /** The x axis: one column each (e.g. days), with its name. */
  categories: readonly string[];
  series: readonly StackedSeries[];
  xLabel: string;
  yLabel: string;
};

/** Column names beyond this many are thinned out, so the names under the columns stay legible. */
const MAX_NAMES = 16;
/** The plot's height (tailwind h-36), which the tallest stack fills. */
const PLOT_REM = 9;

/**
 * Stacked columns to scale, the total on top of each, with labelled axes and a legend: how a
 * whole splits, per day. The drawing is hidden from assistive technology: the page shows the same
 * numbers in a table.
 */
export function StackedColumns({ title, categories, series, xLabel, yLabel }: StackedColumnsProps) {
  const id = useId();
  const totals = categories.map((_, c) => series.reduce((sum, s) => sum + (s.values[c] ?? 0), 0));
  const top = Math.max(1, ...totals);
  const every = Math.ceil(categories.length / MAX_NAMES);
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={id} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <span className="text-xs text-slate-500">{yLabel}</span>
        <div className="flex items-stretch gap-2">
          <div className="flex h-36 flex-col justify-between self-end text-right text-xs text-slate-500">
            <span>{top}</span>
            <span>0</span>
          </div>
          <div className="flex flex-1 items-end overflow-x-auto border-b border-l border-slate-300">
            {categories.map((category, c) => (
              // The total sits on its stack; the stack is drawn to scale in the 9rem plot.
              <div key={category} className="flex h-40 min-w-5 flex-1 flex-col justify-end px-0.5">
                <span className="text-center text-[10px] tabular-nums text-slate-700">
                  {totals[c] ? totals[c] : ''}
                </span>
                <div
                  style={{ height: `${((totals[c] ?? 0) / top) * PLOT_REM}rem` }}
                  className="flex flex-col-reverse"
                >
                  {series.map((s) => (
                    <div
                      key={s.label}
                      style={{ flexGrow: s.values[c] ?? 0, flexBasis: 0 }}
                      className={s.tone}
                    />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="flex gap-2 pl-8">
          {categories.map((category, c) => (
            <span key={category} className="min-w-5 flex-1 text-center text-[10px] text-slate-500">
              {c % every === 0 ? category : ''}
            </span>
          ))}
        </div>
        <span className="text-center text-xs text-slate-500">{xLabel}</span>
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-3 text-xs text-slate-600">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1">
            <span className={`inline-block h-2 w-3 ${s.tone}`} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
