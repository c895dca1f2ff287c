// The columns of the Loans tab's tables: each cell formatted as the spec says (rupees en-IN,
// dates dd/mm/yyyy, statuses by statusLabel, '-' for nothing).
import { Link } from 'wouter';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import { formatDate, formatDateTime, formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { loanIdCell, orDash, words } from './loanRules.ts';
import { LOAN_TEXTS as T } from './loanTexts.ts';
import type { AchDebit, CustomerLoan, DeletedLoanshare } from './loanTypes.ts';
import type { Column } from './RecordsTable.tsx';

/** A loan id, linked or plain as loanIdCell decides. */
export function LoanId({ loanId, flags }: { loanId: number; flags: RoleFlags }) {
  const cell = loanIdCell(loanId, flags);
  return cell.href ? (
    <Link href={cell.href} className="text-brand-600 hover:underline">
      {cell.text}
    </Link>
  ) : (
    cell.text
  );
}

function Video({ loan }: { loan: CustomerLoan }) {
  if (!loan.video_url) return orDash(null);
  return (
    <a
      href={loan.video_url}
      target="_blank"
      rel="noopener noreferrer"
      // The visible word starts the name (WCAG 'label in name'): 'Watch video of loan 70412'.
      aria-label={T.video(loan.id)}
      className="text-brand-600 hover:underline"
    >
      {T.watch}
    </a>
  );
}

/** Part 1 §2 'Customer loan table columns', in order. */
export function loanColumns(flags: RoleFlags): Column<CustomerLoan>[] {
  const cells: Column<CustomerLoan>['cell'][] = [
    (l) => <LoanId loanId={l.id} flags={flags} />,
    (l) => formatRupees(l.loan_amount),
    (l) => formatRupees(l.user_amount),
    (l) => formatRupees(l.total_advance_amount),
    (l) => statusLabel(l.status),
    (l) => statusLabel(l.loanshare_status),
    (l) => formatDate(l.disbursal_date),
    (l) => orDash(l.lender),
    (l) => l.leader_name,
    (l) => l.leader,
    (l) => words(l.loan_category),
    (l) => orDash(l.tenure),
    (l) => words(l.action),
    (l) => <Video loan={l} />,
  ];
  const numeric = new Set([1, 2, 3, 6, 11]);
  return T.loanColumns.map((label, i) => ({ label, cell: cells[i]!, numeric: numeric.has(i) }));
}

/** Part 1 §3 'ACH debit record', field by field. */
export const ACH_COLUMNS: Column<AchDebit>[] = [
  (d: AchDebit) => d.ach_debit_id,
  (d: AchDebit) => words(d.status),
  (d: AchDebit) => formatRupees(d.payment_amount),
  (d: AchDebit) => d.reference,
  (d: AchDebit) => orDash(d.response_sequence_number),
  (d: AchDebit) => orDash(d.transaction_id),
  (d: AchDebit) => orDash(d.failure_message),
  (d: AchDebit) => orDash(d.payment_id),
  (d: AchDebit) => words(d.payment_status),
  (d: AchDebit) => d.mandate,
  (d: AchDebit) => formatDate(d.date_charge),
].map((cell, i) => ({ label: T.achColumns[i]!, cell, numeric: i === 2 || i === 10 }));

/** What an operations user needs of a deleted share: which, how much, where it was, who, why. */
export function deletedColumns(flags: RoleFlags): Column<DeletedLoanshare>[] {
  const cells: Column<DeletedLoanshare>['cell'][] = [
    (d) => <LoanId loanId={d.loan_id} flags={flags} />,
    (d) => formatRupees(d.amount),
    (d) => statusLabel(d.loanshare_status),
    (d) => formatDateTime(d.deleted_on),
    (d) => d.deleted_by,
    (d) => d.reason,
  ];
  return T.deletedColumns.map((label, i) => ({ label, cell: cells[i]!, numeric: i === 1 }));
}
