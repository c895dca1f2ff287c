import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportDefaultFrom, reportEarliestFrom } from '../../domain/access/hr.ts';
import { businessDay, EMPTY } from '../../domain/format.ts';
import { isAbortError } from '../../platform/abort.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../ui/table/DataTable.tsx';
import { downloadReport, REPORT_HEADER, type ReportRow } from './attendanceSheet.ts';
import { attendanceReportQuery, groupsQuery, type HrQueryHooks } from './hrQueries.ts';
import { EMPLOYEE_PAGE_TEXTS, REPORT_TEXTS as T } from './hrTexts.ts';
import { GroupSelect } from './TeamFilter.tsx';

const [NAME, MOBILE, ROLE, WORKING, PRESENT, ABSENT, LATE, HOURS] = REPORT_HEADER;
const COLUMNS: readonly Column<ReportRow>[] = [
  { label: NAME, cell: (r) => r.name },
  { label: MOBILE, cell: (r) => r.username },
  { label: ROLE, cell: (r) => r.role },
  { label: WORKING, numeric: true, cell: (r) => r.working_days },
  { label: PRESENT, numeric: true, cell: (r) => r.present },
  { label: ABSENT, numeric: true, cell: (r) => r.absent },
  { label: LATE, numeric: true, cell: (r) => r.late },
  {
    label: HOURS,
    numeric: true,
    cell: (r) => (r.average_hours === null ? EMPTY : EMPLOYEE_PAGE_TEXTS.hours(r.average_hours)),
  },
];

type Download = { state: 'idle' | 'busy' } | { state: 'failed'; reason: string };

/**
 * The team's attendance over a range (analytics/template attendance_summary): this month so far
 * by default, one group or all, on screen and as a spreadsheet of the same columns.
 */
export function AttendanceReport({ queries }: { queries: HrQueryHooks }) {
  const [today] = useState(() => businessDay());
  const [from, setFrom] = useState(() => reportDefaultFrom(today));
  const [to, setTo] = useState(today);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const groups = useQuery(groupsQuery(queries));
  const ready = !!from && !!to;
  const report = useQuery({
    ...attendanceReportQuery(queries, from, to, groupId),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const save = async (rows: readonly ReportRow[]) => {
    setDownload({ state: 'busy' });
    try {
      await downloadReport(rows, from, to);
      setDownload({ state: 'idle' });
    } catch (error) {
      if (isAbortError(error)) return setDownload({ state: 'idle' });
      setDownload({ state: 'failed', reason: error instanceof Error ? error.message : '' });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <DateField
          label={T.from}
          value={from}
          onValueChange={setFrom}
          min={to ? reportEarliestFrom(to) : undefined}
          max={to || today}
          today={today}
        />
        <DateField
          label={T.to}
          value={to}
          onValueChange={setTo}
          min={from || undefined}
          max={today}
          today={today}
        />
        <GroupSelect groups={groups.data?.groups ?? []} groupId={groupId} onGroup={setGroupId} />
      </div>
      {ready ? (
        <QueryPanel
          query={report}
          errorText={T.failed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading} lines={8} />}
        >
          {(answer) => (
            <div aria-busy={report.isPlaceholderData || undefined} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-600">
                  {T.people(answer.rows.length)} · {T.lateAfter(answer.late_after)}
                </p>
                <Button
                  variant="secondary"
                  busy={download.state === 'busy'}
                  disabled={answer.rows.length === 0 || report.isPlaceholderData}
                  onClick={() => save(answer.rows)}
                >
                  {T.download}
                </Button>
              </div>
              {download.state === 'failed' ? (
                <p role="alert" className="text-sm text-red-700">
                  {T.downloadFailed} {download.reason}
                </p>
              ) : null}
              {answer.rows.length === 0 ? (
                <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
                  {T.noOne}
                </p>
              ) : (
                <DataTable
                  caption={T.report}
                  columns={COLUMNS}
                  rows={answer.rows}
                  rowKey={(r) => r.username}
                  tone={(r) => (r.absent > r.present ? 'danger' : null)}
                  height="max-h-[560px]"
                />
              )}
            </div>
          )}
        </QueryPanel>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {T.chooseDays}
        </p>
      )}
    </div>
  );
}
