import { Link } from 'wouter';
import { humanize, statusLabel } from '../../../domain/loans.ts';
import { ExtrasPanel } from '../components/ExtrasPanel.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #family-data (Social Network): the co-borrowers' family and friends; customers link to their page. */
export default function FamilyDataTab({ loan }: LoanTabProps) {
  return (
    <ExtrasPanel loanId={loan.id} isEmpty={(extras) => extras.family_data.length === 0}>
      {(extras) => (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.tabs['family-data']}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {T.familyColumns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {extras.family_data.map((member) => (
              <tr key={`${member.phone}-${member.name}`} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  {member.username ? (
                    <Link
                      href={`/lender/user/${member.username}`}
                      className="text-brand-600 hover:underline"
                    >
                      {member.name}
                    </Link>
                  ) : (
                    member.name
                  )}
                </td>
                <td className="px-3 py-2">{humanize(member.relation)}</td>
                <td className="px-3 py-2">{member.phone}</td>
                <td className="px-3 py-2">{member.is_customer ? T.yes : T.no}</td>
                <td className="px-3 py-2">
                  {member.loan_status ? statusLabel(member.loan_status) : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ExtrasPanel>
  );
}
