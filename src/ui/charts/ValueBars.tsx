import { useId } from 'react';

export type ValueBar = {
  /** Tells bars with the same label apart (their label by default). */
  key?: string;
  label: string;
  /** null: nothing to measure (drawn empty, its value read as `noValue`). */
  value: number | null;
  /** A tailwind background class; the chart's own tone when absent. */
  tone?: string;
};

export type ValueBarsProps = {
  title: string;
  /** What the bars measure (the value axis' label). */
  axisLabel: string;
  bars: readonly ValueBar[];
  /** The axis' end; by default the largest value. */
  max?: number;
  format: (value: number) => string;
  noValue?: string;
  tone?: string;
};

/**
 * Horizontal bars to scale, each named on its left with its number at its end, so a manager reads
 * the figures at a glance without hovering. The drawing is hidden from assistive technology; a
 * visually hidden table under the same title reads every number out.
 */
export function ValueBars({
  title,
  axisLabel,
  bars,
  max,
  format,
  noValue = '—',
  tone = 'bg-brand-500',
}: ValueBarsProps) {
  const id = useId();
  const top = max ?? Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const text = (value: number | null) => (value === null ? noValue : format(value));
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={id} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div
        aria-hidden="true"
        className="grid grid-cols-[minmax(6rem,auto)_1fr] items-center gap-x-3 gap-y-1"
      >
        {bars.map((bar) => {
          const shown = Math.min(Math.max(0, bar.value ?? 0), top);
          return (
            <div key={bar.key ?? bar.label} className="contents">
              <span className="truncate text-right text-xs text-slate-700">{bar.label}</span>
              <div className="flex items-center gap-2">
                <div
                  style={{ width: `${(shown / top) * 85}%` }}
                  className={`h-4 min-w-px rounded-r-sm ${bar.tone ?? tone}`}
                />
                <span className="text-xs font-medium tabular-nums text-slate-800">
                  {text(bar.value)}
                </span>
              </div>
            </div>
          );
        })}
        <span />
        <div className="flex justify-between border-t border-slate-300 pt-0.5 text-xs text-slate-500">
          <span>{format(0)}</span>
          <span>{axisLabel}</span>
          <span>{format(top)}</span>
        </div>
      </div>
      <table className="sr-only" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{axisLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key ?? bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{text(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
