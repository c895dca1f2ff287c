import { useMemo } from 'react';
import {
  type DashboardStatusGroup,
  type DayCounts,
  dailyCounts,
  type LoansDashboard,
  STATUS_GROUPS,
  statusFilterLabel,
} from '../../../../machines/loansDashboard/index.ts';
import { formatDate } from '../../../domain/format.ts';
import { DASHBOARD_TEXTS as T } from '../dashboardTexts.ts';

export type LoansPerDayChartProps = {
  perDay: LoansDashboard['per_day'];
  from: string | null;
  to: string | null;
};

const FILL: Record<DashboardStatusGroup, string> = {
  approved_loans: 'fill-brand-500 bg-brand-500',
  disbursed_loans: 'fill-green-600 bg-green-600',
  rejected_loans: 'fill-red-600 bg-red-600',
  other: 'fill-slate-400 bg-slate-400',
};
/** Drawing units: one day is BAR + GAP wide, the tallest day HEIGHT high. */
const BAR = 8;
const GAP = 2;
const HEIGHT = 100;
const COUNT = new Intl.NumberFormat('en-IN');

/** One sentence for the chart as an image: range, total, the busiest day and each group's share. */
export function chartSummary(days: readonly DayCounts[]): string {
  if (!days.length) return T.chart;
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const busiest = days.reduce((best, day) => (day.total > best.total ? day : best), days[0]!);
  const groups = STATUS_GROUPS.map((group) => {
    const n = days.reduce((sum, day) => sum + day.counts[group], 0);
    return `${statusFilterLabel(group)} ${COUNT.format(n)}`;
  }).join(', ');
  const range = `${formatDate(days[0]!.date)} to ${formatDate(days.at(-1)!.date)}`;
  const peak = total
    ? `; most on ${formatDate(busiest.date)} (${COUNT.format(busiest.total)})`
    : '';
  return `${T.chartTable}, ${range}: ${COUNT.format(total)} loans${peak}. ${groups}.`;
}

/**
 * Stacked bars of loans per creation day by status group: an inline SVG drawn to scale, read
 * out as one summary sentence, with the numbers in a visually hidden table.
 */
export function LoansPerDayChart({ perDay, from, to }: LoansPerDayChartProps) {
  const days = useMemo(() => dailyCounts(perDay, from, to), [perDay, from, to]);
  const max = Math.max(1, ...days.map((day) => day.total));
  const width = Math.max(1, days.length * (BAR + GAP));
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-700">{T.chart}</figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-10 flex-col justify-between text-right text-xs text-slate-500"
        >
          <span>{COUNT.format(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={chartSummary(days)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 flex-1 border-b border-l border-slate-300"
        >
          {days.map((day, i) => (
            <DayBar key={day.date} day={day} x={i * (BAR + GAP) + GAP / 2} max={max} />
          ))}
        </svg>
      </div>
      {days.length ? (
        <div aria-hidden="true" className="ml-12 flex justify-between text-xs text-slate-500">
          <span>{formatDate(days[0]!.date)}</span>
          <span>{formatDate(days.at(-1)!.date)}</span>
        </div>
      ) : null}
      <ul aria-hidden="true" className="ml-12 flex flex-wrap gap-4 text-xs text-slate-700">
        {STATUS_GROUPS.map((group) => (
          <li key={group} className="flex items-center gap-1">
            <span className={`inline-block size-3 rounded-sm ${FILL[group]}`} />
            {statusFilterLabel(group)}
          </li>
        ))}
      </ul>
      <ChartTable days={days} />
    </figure>
  );
}

function DayBar({ day, x, max }: { day: DayCounts; x: number; max: number }) {
  let top = HEIGHT;
  return (
    <g>
      {STATUS_GROUPS.map((group) => {
        const count = day.counts[group];
        if (!count) return null;
        const height = (count / max) * HEIGHT;
        top -= height;
        return (
          <rect key={group} x={x} y={top} width={BAR} height={height} className={FILL[group]} />
        );
      })}
    </g>
  );
}

/**
 * The chart's numbers for screen readers: days with loans only. Hidden by a wrapper: a table box
 * ignores the overflow clipping that hides it, and would stretch the page.
 */
function ChartTable({ days }: { days: readonly DayCounts[] }) {
  const withLoans = days.filter((day) => day.total > 0);
  return (
    <div className="sr-only">
      <table>
        <caption>{T.chartTable}</caption>
        <thead>
          <tr>
            <th scope="col">{T.date}</th>
            {STATUS_GROUPS.map((group) => (
              <th key={group} scope="col">
                {statusFilterLabel(group)}
              </th>
            ))}
            <th scope="col">{T.total}</th>
          </tr>
        </thead>
        <tbody>
          {withLoans.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              {STATUS_GROUPS.map((group) => (
                <td key={group}>{day.counts[group]}</td>
              ))}
              <td>{day.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
