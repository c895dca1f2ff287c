import { useQuery } from '@tanstack/react-query';
import { toServiceError } from '../../../machines/shared/calls.ts';
import { EMPTY, formatRupees } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { ScrollPane } from '../../ui/table/ScrollPane.tsx';
import type { SalaryEmiReads } from './salaryEmiQueries.ts';
import { SALARY_EMI_TEXTS as X } from './salaryEmiTexts.ts';

const C = X.foirColumns;
const HEADERS = [C.loan, C.external, C.emi, C.income, C.score];

/** FOIR Details: one row per loan of the version picked, each its own foir-score read. */
export function FoirDetails(props: { reads: SalaryEmiReads; historyDate: string | null }) {
  const loans = useQuery(props.reads.loans(props.historyDate));
  return (
    <section aria-label={X.foir} className="rounded-md border border-slate-200 bg-white p-4">
      <h3 className="mb-2 font-semibold text-slate-800">{X.foir}</h3>
      <QueryPanel
        query={loans}
        errorText={messages.common.somethingWentWrong}
        retryLabel={X.retry}
        skeleton={<ListSkeleton label={X.loadingLoans} lines={2} />}
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => (
          <ScrollPane
            label={X.pane(X.foir)}
            height="max-h-[350px]"
            className="rounded-md border border-slate-200"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{X.foir}</caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {HEADERS.map((header) => (
                    <th
                      key={header}
                      scope="col"
                      className="whitespace-nowrap px-2 py-1 font-medium text-slate-600"
                    >
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.results.map((loan) => (
                  <FoirRow key={loan.id} reads={props.reads} loanId={loan.id} />
                ))}
              </tbody>
            </table>
          </ScrollPane>
        )}
      </QueryPanel>
    </section>
  );
}

function FoirRow({ reads, loanId }: { reads: SalaryEmiReads; loanId: number }) {
  const foir = useQuery(reads.foir(loanId));
  const cell = 'whitespace-nowrap px-2 py-1 text-right tabular-nums';
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="px-2 py-1 text-left font-normal">
        {loanId}
      </th>
      {foir.data ? (
        <>
          <td className={cell}>{formatRupees(foir.data.external_emi_amount)}</td>
          <td className={cell}>{formatRupees(foir.data.avg_monthly_emi)}</td>
          <td className={cell}>{formatRupees(foir.data.avg_monthly_income)}</td>
          <td className={cell}>
            {foir.data.foir_score === null ? EMPTY : `${foir.data.foir_score.toFixed(2)}%`}
          </td>
        </>
      ) : (
        <td colSpan={4} className="px-2 py-1 text-slate-500">
          {foir.isError ? X.foirFailed(toServiceError(foir.error).message) : X.foirLoading}
        </td>
      )}
    </tr>
  );
}
