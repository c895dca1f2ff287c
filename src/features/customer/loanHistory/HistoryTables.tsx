import { EMPTY, formatDate, formatPercent, formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import { LoanIdCell } from './LoanIdCell.tsx';
import { coborrowersDpd, isWrittenOffRow, shownLoans } from './loanHistory.rules.ts';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';
import type { CoborrowerHistory, LoanwiseDetail } from './loanHistoryTypes.ts';

const th = 'sticky top-0 bg-white py-1 pr-3 font-medium whitespace-nowrap text-slate-500';
const td = 'py-1 pr-3 whitespace-nowrap tabular-nums';
/** The spec's history table height (part 1 §9): it scrolls beyond 350 px. */
export const HISTORY_HEIGHT = 'max-h-[350px]';

export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function DetailRow(props: { record: CoborrowerHistory; detail: LoanwiseDetail; links: boolean }) {
  const { record, detail: d } = props;
  const writtenOff = isWrittenOffRow(d);
  return (
    <tr
      data-tone={writtenOff ? 'written-off' : undefined}
      className={`border-t border-slate-100 ${writtenOff ? 'bg-red-100 text-red-900' : 'text-slate-900'}`}
    >
      <td className={td}>{record.name}</td>
      <td className={td}>
        <LoanIdCell loanId={d.id} seesLoanLinks={props.links} />
      </td>
      <td className={td}>{statusLabel(d.user_status)}</td>
      <td className={td}>{formatRupees(d.total_amount)}</td>
      <td className={td}>{formatDate(d.loanshare_disbursed_date)}</td>
      {/* The advance of a share is its amount: the record carries no other advance figure. */}
      <td className={td}>{formatRupees(d.total_amount)}</td>
      <td className={td}>{formatRupees(d.overdue)}</td>
      <td className={td}>{formatRupees(d.penalty_paid)}</td>
      <td className={td}>{formatRupees(d.individual_pending)}</td>
      <td className={td}>{formatRupees(d.total_paid)}</td>
      <td className={td}>{formatRupees(d.total_pending)}</td>
      <td className={td}>{d.tenure ?? EMPTY}</td>
      <td className={td}>{d.lender ?? EMPTY}</td>
      <td className={td}>{formatDate(d.emi_start_date)}</td>
      <td className={td}>{d.dpd}</td>
      <td className={td}>{formatPercent(d.perc_compl)}</td>
      <td className={td}>{d.late_payments}</td>
      <td className={td}>{d.timely_payments}</td>
      <td className={td}>{d.upi_payment}</td>
      <td className={td}>{d.nach_payment}</td>
      <td className={td}>{coborrowersDpd(d.coborrowers_dpd).join(', ') || EMPTY}</td>
    </tr>
  );
}

/** 'Loan History' of one co-borrower: a row per loan share, written-off rows red. */
export function LoanHistoryTable(props: { record: CoborrowerHistory; seesLoanLinks: boolean }) {
  const rows = shownLoans(props.record.loanwise_details);
  return (
    <ScrollPane label={T.loanHistoryOf(props.record.name)} height={HISTORY_HEIGHT}>
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-slate-800">
          {T.loanHistoryOf(props.record.name)}
        </caption>
        <HeaderRow labels={T.historyColumns} />
        <tbody>
          {rows.map((detail) => (
            <DetailRow
              key={detail.id}
              record={props.record}
              detail={detail}
              links={props.seesLoanLinks}
            />
          ))}
        </tbody>
      </table>
    </ScrollPane>
  );
}

/** 'Borrowers loan status': each co-borrower's loans by outcome. */
export function BorrowerStatusTable({ records }: { records: readonly CoborrowerHistory[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="py-1 text-left font-semibold text-slate-800">
        {T.borrowersLoanStatus}
      </caption>
      <HeaderRow labels={T.statusColumns} />
      <tbody>
        {records.map(({ user, name, loan_status: s }) => (
          <tr key={user} className="border-t border-slate-100 text-slate-900">
            <td className={td}>{name}</td>
            <td className={td}>{s.total}</td>
            <td className={td}>{s.success}</td>
            <td className={td}>{s.settled}</td>
            <td className={td}>{s.rejected}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
