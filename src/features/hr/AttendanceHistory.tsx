import { useId } from 'react';
import type { components } from '../../../openapi/generated/main.ts';
import { EMPTY, formatDate, formatTime } from '../../domain/format.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { HR_TEXTS, EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';

type History = components['schemas']['AttendanceHistory'];
type Day = History['days'][number];

const C = T.columns;

const COLUMNS = [
  { label: C.day, cell: (d: Day) => formatDate(d.day) },
  {
    label: C.signedIn,
    cell: (d: Day) => (d.signed_in_at ? formatTime(d.signed_in_at) : T.notMarked),
  },
  {
    label: C.signedOff,
    cell: (d: Day) =>
      d.signed_off_at ? formatTime(d.signed_off_at) : d.signed_in_at ? T.stillOpen : EMPTY,
  },
  {
    label: C.hours,
    numeric: true,
    cell: (d: Day) => (d.hours === null ? EMPTY : T.hours(d.hours)),
  },
];

/** One person's attendance: the summary of their days, today, and each day, newest first. */
export function AttendanceHistory({ history }: { history: History }) {
  const daysId = useId();
  return (
    <section aria-labelledby={daysId} className="flex flex-col gap-3">
      <h2 id={daysId} className="text-lg font-semibold text-slate-900">
        {T.attendance}
      </h2>
      <p className="text-sm text-slate-600">
        {T.range(formatDate(history.from), formatDate(history.to))}
      </p>
      <dl className="flex gap-6">
        <div className="rounded-md border border-green-200 bg-green-50 px-4 py-2">
          <dt className="text-xs text-green-800">{T.present}</dt>
          <dd className="text-2xl font-semibold text-green-900 tabular-nums">{history.present}</dd>
        </div>
        <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-2">
          <dt className="text-xs text-amber-800">{T.absent}</dt>
          <dd className="text-2xl font-semibold text-amber-900 tabular-nums">{history.absent}</dd>
        </div>
        <div className="rounded-md border border-slate-200 bg-white px-4 py-2">
          <dt className="text-xs text-slate-600">{T.facts.today}</dt>
          <dd className="text-2xl font-semibold text-slate-900">
            {HR_TEXTS.availability[history.employee.availability]}
          </dd>
        </div>
      </dl>
      <DataTable
        caption={T.attendance}
        columns={COLUMNS}
        rows={history.days}
        rowKey={(d) => d.day}
        tone={(d) => (d.signed_in_at ? null : 'danger')}
        height="max-h-[520px]"
      />
    </section>
  );
}
