import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/generated/main.ts';
import { formatMonth, parPercent } from '../../../domain/collections.ts';
import { formatPercent, formatRupees } from '../../../domain/format.ts';
import { BarChart } from '../../../ui/charts/BarChart.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { type CollectionQueryHooks, collectionQueries } from '../collectionQueries.ts';
import { COLLECTIONS_TEXTS as T } from '../collectionsTexts.ts';

type CohortRow = components['schemas']['CohortRow'];

const par = (row: CohortRow, pastDue: number) => parPercent(pastDue, row.pos);
const C = T.cohortColumns;
const COLUMNS: readonly Column<CohortRow>[] = [
  { label: C[0], cell: (r) => formatMonth(r.month) },
  { label: C[1], cell: (r) => formatRupees(r.total_disbursement), numeric: true },
  { label: C[2], cell: (r) => formatRupees(r.pos), numeric: true },
  { label: C[3], cell: (r) => formatPercent(par(r, r.pos_dpd_1)), numeric: true },
  { label: C[4], cell: (r) => formatPercent(par(r, r.pos_dpd_30)), numeric: true },
  { label: C[5], cell: (r) => formatPercent(par(r, r.pos_dpd_90)), numeric: true },
];

/** The cohorts' table and their PAR by month. */
export function CohortData({ rows }: { rows: readonly CohortRow[] }) {
  return (
    <div className="flex flex-col gap-3">
      <BarChart
        title={T.parChart}
        categories={rows.map((r) => formatMonth(r.month))}
        series={[
          {
            label: C[3],
            tone: 'bg-amber-400',
            values: rows.map((r) => par(r, r.pos_dpd_1)),
          },
          {
            label: C[4],
            tone: 'bg-orange-600',
            values: rows.map((r) => par(r, r.pos_dpd_30)),
          },
          {
            label: C[5],
            tone: 'bg-red-700',
            values: rows.map((r) => par(r, r.pos_dpd_90)),
          },
        ]}
        max={100}
        format={(v) => formatPercent(v)}
      />
      <DataTable caption={T.cohortAnalysis} columns={COLUMNS} rows={rows} rowKey={(r) => r.month} />
    </div>
  );
}

/** Cohort Analysis of one group leader: each disbursal month with its POS and PAR 1, 30, 90. */
export function CohortAnalysis({
  queries,
  username,
}: {
  queries: CollectionQueryHooks;
  username: string;
}) {
  const cohorts = useQuery(collectionQueries(queries).cohorts(username));
  return (
    <section aria-labelledby="cohort-heading" className="flex flex-col gap-3">
      <h3 id="cohort-heading" className="text-base font-semibold text-slate-900">
        {T.cohortAnalysis}
      </h3>
      <QueryPanel
        query={cohorts}
        errorText={T.cohortFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading(T.cohortAnalysis)} lines={4} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => <CohortData rows={answer.results} />}
      </QueryPanel>
    </section>
  );
}
