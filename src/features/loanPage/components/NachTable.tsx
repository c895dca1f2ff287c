import type { LoanRecord } from '../../../domain/loanPage.ts';
import { isShownMandateStatus } from '../../../domain/loanPage.ts';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';

/** Each co-borrower's NACH mandate: who registered it and its status (part 1 §3, §4). */
export function NachTable({ loan }: { loan: LoanRecord }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-800">{T.nachTitle}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {T.nachColumns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loan.co_borrowers.map((person) => (
          <tr key={person.user} className="border-b border-slate-100">
            <th scope="row" className="px-3 py-2 font-normal">
              {person.name} <span className="text-xs text-slate-500">{person.user}</span>
            </th>
            <td className="px-3 py-2">{person.nach?.source ?? T.noNach}</td>
            <td className="px-3 py-2">
              {person.nach ? (
                <span
                  className={
                    isShownMandateStatus(person.nach.mandate_status)
                      ? 'rounded bg-green-100 px-2 py-0.5 text-green-900'
                      : 'text-slate-700'
                  }
                >
                  {person.nach.mandate_status}
                </span>
              ) : (
                '-'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
