import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import { HeaderRow, HISTORY_HEIGHT } from './HistoryTables.tsx';
import { LoanIdCell } from './LoanIdCell.tsx';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';
import type { CoborrowerContact } from './loanHistoryTypes.ts';

const td = 'py-1 pr-3 text-slate-900';

/** 'Coborrowers Contact': each co-borrower and the name the customer saved them under. */
export function CoborrowerContactsTable(props: {
  rows: readonly CoborrowerContact[];
  seesLoanLinks: boolean;
}) {
  return (
    <ScrollPane label={T.coborrowersContact} height={HISTORY_HEIGHT}>
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-slate-800">
          {T.coborrowersContact}
        </caption>
        <HeaderRow labels={T.coborrowerColumns} />
        <tbody>
          {props.rows.map((row) => (
            <tr key={`${row.loan_id}-${row.username}`} className="border-t border-slate-100">
              <td className={`${td} tabular-nums`}>
                <LoanIdCell loanId={row.loan_id} seesLoanLinks={props.seesLoanLinks} />
              </td>
              <td className={`${td} tabular-nums`}>{row.username}</td>
              <td className={td}>{row.name}</td>
              <td className={td}>{row.contact_name ?? T.notSaved}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollPane>
  );
}
