import { useId } from 'react';

export type SharePart = {
  label: string;
  /** A tailwind background class: the segment and its legend swatch. */
  tone: string;
  value: number;
};

export type ShareBarProps = {
  title: string;
  /** What the parts add up to (their sum when absent). */
  total?: number;
  parts: readonly SharePart[];
  format: (value: number) => string;
};

const percentOf = (value: number, total: number) =>
  total > 0 ? `${((value / total) * 100).toFixed(2)}%` : '0.00%';

/**
 * One bar split into its parts (collected and pending of what was due): how far along a whole
 * is, at a glance. The legend names each part with its amount and share, so it reads as text too.
 */
export function ShareBar({ title, total, parts, format }: ShareBarProps) {
  const id = useId();
  const whole = Math.max(0, total ?? parts.reduce((sum, part) => sum + Math.max(0, part.value), 0));
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <figcaption id={id} className="text-sm font-medium text-slate-700">
        {title}
      </figcaption>
      <div aria-hidden="true" className="flex h-5 w-full overflow-hidden rounded bg-slate-100">
        {parts.map((part) => (
          <div
            key={part.label}
            title={`${part.label}: ${format(part.value)}`}
            style={{ width: whole > 0 ? `${(Math.max(0, part.value) / whole) * 100}%` : '0%' }}
            className={part.tone}
          />
        ))}
      </div>
      <ul className="flex flex-wrap gap-4 text-xs text-slate-600">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-2 w-3 ${part.tone}`} />
            {part.label}: {format(part.value)} ({percentOf(part.value, whole)})
          </li>
        ))}
      </ul>
    </figure>
  );
}
