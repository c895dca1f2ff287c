import type { components } from '../../../../openapi/generated/main.ts';
import { formatDate } from '../../../domain/format.ts';
import { SUPPORT_STATUSES } from '../../../domain/loans.ts';
import { messages } from '../../../domain/messages.ts';
import { StackedColumns } from '../../../ui/charts/StackedColumns.tsx';
import { ValueBars } from '../../../ui/charts/ValueBars.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from '../supportAdminTexts.ts';

export type SupportAnalytics = components['schemas']['SupportAnalytics'];
type DayRow = SupportAnalytics['per_day'][number];

/** Each status its colour, the same in every chart. */
const STATUS_TONES = {
  OPEN: 'bg-amber-500',
  CLOSED: 'bg-slate-500',
  RESOLVED: 'bg-green-600',
} as const satisfies Record<(typeof SUPPORT_STATUSES)[number], string>;

const TRACEABILITIES = ['CON', 'RNR', 'NC', 'None'] as const;

const count = (n: number) => String(n);
const dayTotal = (row: Omit<DayRow, 'day'>) => row.OPEN + row.CLOSED + row.RESOLVED;

/** Nothing was raised in the range: the tab says 'Data Not Available'. */
export const isQuietRange = (a: SupportAnalytics) =>
  dayTotal(a.by_status) === 0 && a.per_day.every((row) => dayTotal(row) === 0);

type TableRow = { key: string; day: string } & Omit<DayRow, 'day'>;

const COLUMNS: readonly Column<TableRow>[] = [
  { label: T.day, cell: (r) => r.day },
  ...SUPPORT_STATUSES.map((status) => ({
    label: status,
    cell: (r: TableRow) => r[status],
    numeric: true,
  })),
  { label: T.total, cell: (r) => dayTotal(r), numeric: true },
];

/**
 * Support calls over a range (part 2 §2 'Analytics'): by status and by traceability as bars with
 * their numbers, raised per day as stacked columns, and the same numbers in a table (which is
 * what a screen reader reads; the per-day drawing is hidden from it).
 */
export function StatusAnalytics({ data }: { data: SupportAnalytics }) {
  const rows: TableRow[] = [
    ...data.per_day.map((row) => ({ ...row, key: row.day, day: formatDate(row.day) })),
    { key: 'total', day: T.total, ...data.by_status },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <ValueBars
          title={T.byStatus}
          axisLabel={T.supportCalls}
          format={count}
          bars={SUPPORT_STATUSES.map((status) => ({
            label: status,
            value: data.by_status[status],
            tone: STATUS_TONES[status],
          }))}
        />
        <ValueBars
          title={T.byTraceability}
          axisLabel={T.supportCalls}
          format={count}
          bars={TRACEABILITIES.map((t) => ({
            label: messages.labels.traceability[t],
            value: data.by_traceability[t],
          }))}
        />
      </div>
      <StackedColumns
        title={T.perDay}
        xLabel={T.day}
        yLabel={T.supportCalls}
        categories={data.per_day.map((row) => formatDate(row.day).slice(0, 5))}
        series={SUPPORT_STATUSES.map((status) => ({
          label: status,
          tone: STATUS_TONES[status],
          values: data.per_day.map((row) => row[status]),
        }))}
      />
      <DataTable caption={T.perDayTable} columns={COLUMNS} rows={rows} rowKey={(r) => r.key} />
    </div>
  );
}
