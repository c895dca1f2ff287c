import type { components } from '../../../openapi/generated/main.ts';
import { TRACEABILITY_LABELS } from '../../domain/loans.ts';
import { messages } from '../../domain/messages.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../ui/QueryPanel.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { SUPPORT_TEXTS as T } from './supportTexts.ts';

export type SupportOverview = components['schemas']['SupportOverview'];

type Row = { key: string; label: string; count: number };

const TRACEABILITY_ORDER = ['RNR', 'NC', 'CON', 'None'] as const;
const STATUS_ORDER = ['OPEN', 'CLOSED', 'RESOLVED'] as const;

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: Row[] }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: head, cell: (row: Row) => row.label },
        { label: T.count, cell: (row: Row) => row.count, numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
      height="max-h-[300px]"
    />
  );
}

/**
 * The support overview (part 1 §2): the caller's assigned cases and the unactioned loan and
 * general cases, then the cases by traceability and by support status.
 */
export function SupportOverviewPanel({ query }: { query: PanelQuery<SupportOverview> }) {
  return (
    <section aria-label={T.overview} className="flex flex-col gap-3">
      <QueryPanel
        query={query}
        errorText={messages.common.somethingWentWrong}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingOverview} lines={3} />}
      >
        {(overview) => (
          <div className="flex flex-col gap-3">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {(
                [
                  [T.counters.assigned, overview.assigned_cases],
                  [T.counters.unactionedLoan, overview.unactioned_cases_loan],
                  [T.counters.unactionedGeneral, overview.unactioned_cases_general],
                ] as const
              ).map(([label, count]) => (
                <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900">{count}</dd>
                </div>
              ))}
            </dl>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              <CountTable
                caption={T.traceability}
                head={T.traceability}
                rows={TRACEABILITY_ORDER.map((key) => ({
                  key,
                  label: TRACEABILITY_LABELS[key],
                  count: overview.cs_contact[key],
                }))}
              />
              <CountTable
                caption={T.supportStatus}
                head={T.status}
                rows={STATUS_ORDER.map((key) => ({
                  key,
                  label: key,
                  count: overview.support_status[key],
                }))}
              />
            </div>
          </div>
        )}
      </QueryPanel>
    </section>
  );
}
