import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../openapi/generated/main.ts';
import { addMonths, efficiencyMonths, formatMonth } from '../../../domain/collections.ts';
import { formatDate, formatRupees } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { type CollectionQueryHooks, collectionQueries } from '../collectionQueries.ts';
import { COLLECTIONS_TEXTS as T } from '../collectionsTexts.ts';

type NonStarterCasesAnswer = components['schemas']['NonStarterCases'];
type NonStarter = NonStarterCasesAnswer['non_starter_loans'][number];

const N = T.nonStarterColumns;
const LOAN_COLUMNS: readonly Column<NonStarter>[] = [
  { label: N[0], cell: (r) => r.loan_id },
  { label: N[1], cell: (r) => r.name },
  { label: N[2], cell: (r) => r.loanshare_id },
  { label: N[3], cell: (r) => formatRupees(r.loan_amount), numeric: true },
  { label: N[4], cell: (r) => formatRupees(r.emi_amount), numeric: true },
  { label: N[5], cell: (r) => formatDate(r.emi_due_date) },
];

type MonthFigures = { month: string; answer: NonStarterCasesAnswer };
const E = T.efficiencyColumns;
const EFFICIENCY_COLUMNS: readonly Column<MonthFigures>[] = [
  { label: E[0], cell: (r) => formatMonth(r.month) },
  { label: E[1], cell: (r) => r.answer.emi_count, numeric: true },
  { label: E[2], cell: (r) => formatRupees(r.answer.emi_sum), numeric: true },
];

/** The three months' figures, and the chosen month's loans. */
export function NonStarterData({ months }: { months: readonly MonthFigures[] }) {
  const chosen = months[0]!;
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        caption={T.efficiency}
        columns={EFFICIENCY_COLUMNS}
        rows={months}
        rowKey={(r) => r.month}
      />
      {chosen.answer.non_starter_loans.length ? (
        <DataTable
          caption={T.nonStartersOf(formatMonth(chosen.month))}
          columns={LOAN_COLUMNS}
          rows={chosen.answer.non_starter_loans}
          rowKey={(r) => r.loanshare_id}
        />
      ) : null}
    </div>
  );
}

/**
 * Non Starter Cases with the collection efficiency stepper: the chosen month and the previous
 * two (spec §9). The month is plain state: stepping has no workflow (no save, no validation).
 */
export function NonStarterCases(props: {
  queries: CollectionQueryHooks;
  username: string;
  /** The month the stepper opens on, and the latest it may reach (this month). */
  latest: string;
}) {
  const [month, setMonth] = useState(props.latest);
  const months = efficiencyMonths(month);
  const q = collectionQueries(props.queries);
  const answers = useQueries({ queries: months.map((m) => q.nonStarters(props.username, m)) });
  const failed = answers.find((a) => a.status === 'error');
  const ready = answers.every((a) => a.data !== undefined);
  // One frame for the three reads: the first failure, or all three answers.
  const combined = {
    status: failed ? 'error' : ready ? 'success' : 'pending',
    data: ready ? months.map((m, i) => ({ month: m, answer: answers[i]!.data! })) : undefined,
    error: failed?.error,
    refetch: () => {
      for (const a of answers) void a.refetch();
    },
  } as const;
  return (
    <section aria-labelledby="non-starter-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="non-starter-heading" className="text-base font-semibold text-slate-900">
          {T.nonStarterCases}
        </h3>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{T.efficiency}</legend>
          <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))}>
            <span aria-hidden="true">‹ </span>
            {T.previousMonth}
          </Button>
          <output
            aria-live="polite"
            aria-label={T.month}
            className="min-w-24 text-center text-sm font-medium"
          >
            {formatMonth(month)}
          </output>
          <Button
            variant="secondary"
            disabled={month >= props.latest}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            {T.nextMonth}
            <span aria-hidden="true"> ›</span>
          </Button>
        </fieldset>
      </div>
      <QueryPanel
        query={combined}
        errorText={T.nonStarterFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading(T.nonStarterCases)} lines={3} />}
      >
        {(data) => <NonStarterData months={data} />}
      </QueryPanel>
    </section>
  );
}
