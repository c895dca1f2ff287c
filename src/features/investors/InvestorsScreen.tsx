import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { components, paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { formatDate, formatPercent, formatRupees } from '../../domain/format.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../ui/table/DataTable.tsx';
import { INVESTORS_TEXTS as T } from './investorsTexts.ts';

type Detail = components['schemas']['InvestorDetail'];
type Investment = components['schemas']['Investment'];
type Payout = components['schemas']['InvestorPayout'];

const C = T.columns;

const INVESTMENT_COLUMNS: Column<Investment>[] = [
  { label: C.pool, cell: (i) => i.pool },
  { label: C.rate, cell: (i) => formatPercent(i.rate_pct), numeric: true },
  { label: C.tenure, cell: (i) => T.months(i.tenure_months) },
  { label: C.amount, cell: (i) => formatRupees(i.amount), numeric: true },
  { label: C.investedOn, cell: (i) => formatDate(i.invested_on) },
  { label: C.maturesOn, cell: (i) => formatDate(i.matures_on) },
  { label: C.status, cell: (i) => T.statuses[i.status] },
  { label: C.principalReturned, cell: (i) => formatRupees(i.principal_returned), numeric: true },
  { label: C.interestEarned, cell: (i) => formatRupees(i.interest_earned), numeric: true },
  {
    label: C.loans,
    cell: (i) => (
      <ul className="text-xs">
        {i.loans.map((loan) => (
          <li key={loan.loan_id}>
            {T.loan(loan.loan_id, formatRupees(loan.amount), loan.loan_status)}
          </li>
        ))}
      </ul>
    ),
  },
];

const PAYOUT_COLUMNS: Column<Payout>[] = [
  { label: C.paidOn, cell: (p) => formatDate(p.paid_on) },
  { label: C.pool, cell: (p) => p.pool },
  { label: C.principal, cell: (p) => formatRupees(p.principal), numeric: true },
  { label: C.interest, cell: (p) => formatRupees(p.interest), numeric: true },
];

function Summary({ summary }: { summary: Detail['summary'] }) {
  const figures: [string, string][] = [
    [T.invested, formatRupees(summary.invested)],
    [T.principalReturned, formatRupees(summary.principal_returned)],
    [T.outstanding, formatRupees(summary.outstanding)],
    [T.interestEarned, formatRupees(summary.interest_earned)],
    [T.activeInvestments, String(summary.active_investments)],
    [T.loansFunded, String(summary.loans_funded)],
  ];
  return (
    <section aria-label={T.summary}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-4 shadow">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What an investor reads: the server's figures, as they are. */
export function InvestorDetailView({ detail }: { detail: Detail }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{T.asOf(formatDate(detail.as_of))}</p>
      <Summary summary={detail.summary} />
      <section aria-label={T.investments} className="flex flex-col gap-2">
        <h2 className="font-semibold text-slate-800">{T.investments}</h2>
        {detail.investments.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noInvestments}</p>
        ) : (
          <DataTable
            caption={T.investments}
            columns={INVESTMENT_COLUMNS}
            rows={detail.investments}
            rowKey={(i) => i.id}
            height="max-h-[480px]"
          />
        )}
      </section>
      <section aria-label={T.payouts} className="flex flex-col gap-2">
        <h2 className="font-semibold text-slate-800">{T.payouts}</h2>
        {detail.payouts.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noPayouts}</p>
        ) : (
          <DataTable
            caption={T.payouts}
            columns={PAYOUT_COLUMNS}
            rows={detail.payouts}
            rowKey={(p) => p.id}
            height="max-h-[480px]"
          />
        )}
      </section>
    </div>
  );
}

/** /lender/admin/investors: the signed-in investor's own detail, read only. */
export function InvestorsScreen({ queries }: { queries: QueryHooks<paths> }) {
  const headingId = useId();
  const detail = useQuery(queries.queryOptions('get', '/investor/investor-detail'));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {T.heading}
      </h1>
      <QueryPanel
        query={detail}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={6} />}
      >
        {(data) => <InvestorDetailView detail={data} />}
      </QueryPanel>
    </section>
  );
}
