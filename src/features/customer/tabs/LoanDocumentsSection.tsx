import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoanDocuments, DOCUMENTS_TEXTS as T } from '../../documents/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';
import { loanTabQueries } from '../loans/loanQueries.ts';
import { LOAN_TEXTS } from '../loans/loanTexts.ts';

/**
 * Under Self Loans: the per-loan document grid of a loan the customer has (the newest first),
 * chosen with a picker; editable on the current version only.
 */
export function LoanDocumentsSection(props: CustomerTabProps) {
  const loans = useQuery(loanTabQueries(props.queries, props.username).loans(props.historyDate));
  const [picked, setPicked] = useState<number | null>(null);
  const pickerId = useId();
  const ids = [...new Set(loans.data?.results.map((loan) => loan.id) ?? [])];
  const loanId = picked !== null && ids.includes(picked) ? picked : (ids[0] ?? null);
  if (loanId === null) return null;
  return (
    <section aria-label={LOAN_TEXTS.loanDocuments} className="mt-3 flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={pickerId} className="text-sm text-slate-700">
          {T.loanPicker}
        </label>
        <select
          id={pickerId}
          value={loanId}
          onChange={(event) => setPicked(Number(event.target.value))}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </div>
      <LoanDocuments
        key={loanId}
        queries={props.queries}
        loanId={loanId}
        flags={props.flags}
        editable={props.historyDate === null}
      />
    </section>
  );
}
