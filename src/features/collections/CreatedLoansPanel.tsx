import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { components } from '../../../openapi/generated/main.ts';
import { addMonths, isAskableRange } from '../../domain/collections.ts';
import { businessDay, formatDate, formatRupees } from '../../domain/format.ts';
import { statusLabel } from '../../domain/loans.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../ui/table/DataTable.tsx';
import { collectionQueries } from './collectionQueries.ts';
import { COLLECTIONS_TEXTS as T } from './collectionsTexts.ts';
import type { CollectionPanelProps } from './collectionTypes.ts';
import { Figures } from './components/Figures.tsx';
import { MonthField } from './components/MonthField.tsx';
import { OldVersionNote } from './components/OldVersionNote.tsx';
import { SummaryFigures } from './components/SummaryFigures.tsx';

type DisbursedLoan = components['schemas']['DisbursedSummary']['loans'][number];

const D = T.disbursedColumns;
const COLUMNS: readonly Column<DisbursedLoan>[] = [
  { label: D[0], cell: (r) => r.loan_id },
  { label: D[1], cell: (r) => formatRupees(r.amount), numeric: true },
  { label: D[2], cell: (r) => formatDate(r.disbursal_date) },
  { label: D[3], cell: (r) => statusLabel(r.status) },
];

export type CreatedLoansPanelProps = CollectionPanelProps & {
  /** Today, YYYY-MM-DD (the app: India's). The range opens on the last twelve months. */
  today?: string;
};

/**
 * Created Loans (spec part 1 §2): the loans this customer led that were disbursed in a date range
 * (loans, number, total amount), and the collection summary of a month.
 */
export function CreatedLoansPanel({
  queries,
  username,
  historyDate,
  today = businessDay(),
}: CreatedLoansPanelProps) {
  const thisMonth = today.slice(0, 7);
  const [from, setFrom] = useState(`${addMonths(thisMonth, -11)}-01`);
  const [to, setTo] = useState(today);
  const [month, setMonth] = useState(thisMonth);
  const problemId = useId();
  const askable = isAskableRange(from, to);
  const q = collectionQueries(queries);
  const disbursed = useQuery({ ...q.disbursed(username, from, to), enabled: askable });
  const collections = useQuery(q.collections([username], month));
  return (
    <div className="flex flex-col gap-6">
      <OldVersionNote historyDate={historyDate} />
      <section aria-labelledby="disbursed-heading" className="flex flex-col gap-3">
        <h3 id="disbursed-heading" className="text-base font-semibold text-slate-900">
          {T.disbursed}
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <DateField
            label={T.fromDate}
            value={from}
            max={today}
            invalidBy={askable ? undefined : problemId}
            onValueChange={setFrom}
          />
          <DateField
            label={T.toDate}
            value={to}
            max={today}
            invalidBy={askable ? undefined : problemId}
            onValueChange={setTo}
          />
        </div>
        {askable ? (
          <QueryPanel
            query={disbursed}
            errorText={T.disbursedFailed}
            retryLabel={T.retry}
            skeleton={<ListSkeleton label={T.loading(T.disbursed)} lines={3} />}
          >
            {(answer) => (
              <div className="flex flex-col gap-3">
                <Figures
                  label={T.disbursed}
                  items={[
                    { label: T.disbursedFigures.loans, value: String(answer.number_of_loan) },
                    { label: T.disbursedFigures.amount, value: formatRupees(answer.total_mount) },
                  ]}
                />
                {answer.loans.length ? (
                  <DataTable
                    caption={T.disbursed}
                    columns={COLUMNS}
                    rows={answer.loans}
                    rowKey={(r) => r.loan_id}
                  />
                ) : null}
              </div>
            )}
          </QueryPanel>
        ) : (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {T.rangeProblem}
          </p>
        )}
      </section>
      <section aria-labelledby="created-collections-heading" className="flex flex-col gap-3">
        <h3 id="created-collections-heading" className="text-base font-semibold text-slate-900">
          {T.collections}
        </h3>
        <MonthField label={T.month} value={month} max={thisMonth} onChange={setMonth} />
        <QueryPanel
          query={collections}
          errorText={T.collectionsFailed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading(T.collections)} lines={2} />}
        >
          {(answer) => <SummaryFigures summary={answer.summary} />}
        </QueryPanel>
      </section>
    </div>
  );
}
