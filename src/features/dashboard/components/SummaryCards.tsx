import { DASHBOARD_TEXTS as T } from '../dashboardTexts.ts';

export type SummaryCardsProps = {
  totalLoans: string | null;
  totalAmount: string | null;
  loading: boolean;
};

/** The cards Total Loans and Total Amount (spec part 1 §2): a term and its value each. */
export function SummaryCards({ totalLoans, totalAmount, loading }: SummaryCardsProps) {
  return (
    <dl
      aria-busy={loading || undefined}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-2xl"
    >
      <Card label={T.cards.totalLoans} value={totalLoans} loading={loading} />
      <Card label={T.cards.totalAmount} value={totalAmount} loading={loading} />
    </dl>
  );
}

function Card({
  label,
  value,
  loading,
}: {
  label: string;
  value: string | null;
  loading: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {value ?? (loading ? '…' : '-')}
      </dd>
    </div>
  );
}
