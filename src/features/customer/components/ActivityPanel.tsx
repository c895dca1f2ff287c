import type { ReactNode } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { CustomerActivity } from '../customerTypes.ts';

type Column<Row> = { label: string; cell: (row: Row) => ReactNode };

/** A small table with a caption; an empty one says 'Data Not Available' (spec part 1 §2). */
function ActivityTable<Row>(props: {
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <section aria-label={props.title} className="rounded-md border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-slate-800">{props.title}</h2>
      {props.rows.length ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.label} scope="col" className="py-1 pr-3 font-medium text-slate-500">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row, i) => (
              <tr key={props.rowKey(row, i)} className="border-t border-slate-100">
                {props.columns.map((column) => (
                  <td key={column.label} className="py-1 pr-3 text-slate-900">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-500">{T.empty}</p>
      )}
    </section>
  );
}

type CsCall = CustomerActivity['cs_calls_raised'][number];
type CallStatus = CustomerActivity['soft_calls'][number];
type MessageSent = CustomerActivity['messages_sent'][number];

const CS_COLUMNS: Column<CsCall>[] = [
  { label: 'ID', cell: (r) => r.id },
  { label: 'Name', cell: (r) => r.name },
  { label: 'Mobile', cell: (r) => r.mobile },
  { label: 'Status', cell: (r) => r.status },
  { label: 'Created At', cell: (r) => formatDateTime(r.created_at) },
  { label: 'Last Updated', cell: (r) => formatDateTime(r.last_updated) },
];
const CALL_COLUMNS: Column<CallStatus>[] = [
  { label: 'Created At', cell: (r) => formatDateTime(r.created_at) },
  { label: 'Status', cell: (r) => r.status },
];
const MESSAGE_COLUMNS: Column<MessageSent>[] = [
  { label: 'Type', cell: (r) => r.type },
  { label: 'Medium', cell: (r) => r.medium },
  { label: 'Count', cell: (r) => r.count },
];

/** The Customer Activity tab (spec part 1 §3 'Customer activity'). */
// A summary value that is not known says so in the spec's words, as an empty table does.
export function ActivityPanel({ activity }: { activity: CustomerActivity }) {
  const location = activity.last_location
    ? `${activity.last_location.latitude}, ${activity.last_location.longitude}`
    : T.empty;
  const summary: [string, ReactNode][] = [
    ['Complaints by Customer', activity.complaints_by_customer],
    ['Complaints against Customer', activity.complaints_against_customer],
    ['Profile Restricted', activity.profile_restricted ? T.yes : T.no],
    ['First Login', activity.first_login ? formatDateTime(activity.first_login) : T.empty],
    ['Last Login', activity.last_login ? formatDateTime(activity.last_login) : T.empty],
    ['Last Location', location],
  ];
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Summary" className="rounded-md border border-slate-200 bg-white p-4">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {summary.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ActivityTable
        title="CS Calls Raised"
        rows={activity.cs_calls_raised}
        columns={CS_COLUMNS}
        rowKey={(r) => String(r.id)}
      />
      <ActivityTable
        title="Soft Calls"
        rows={activity.soft_calls}
        columns={CALL_COLUMNS}
        rowKey={(r, i) => `${r.created_at}-${i}`}
      />
      <ActivityTable
        title="DPD Calls"
        rows={activity.dpd_calls}
        columns={CALL_COLUMNS}
        rowKey={(r, i) => `${r.created_at}-${i}`}
      />
      <ActivityTable
        title="Messages Sent"
        rows={activity.messages_sent}
        columns={MESSAGE_COLUMNS}
        rowKey={(r) => `${r.type}-${r.medium}`}
      />
    </div>
  );
}
