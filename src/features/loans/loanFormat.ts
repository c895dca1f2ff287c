import type { LoanSummary } from '../../../machines/loanList/index.ts';
import { formatDate, formatRupees } from '../../domain/format.ts';
import { statusLabel } from '../../domain/loans.ts';

/** A loan's cells as the lists show them: ₹ in en-IN grouping, dates dd/mm/yyyy, '-' when unset. */
export function loanCells(loan: LoanSummary) {
  return {
    id: String(loan.id),
    leaderName: loan.leader.name,
    leaderUsername: loan.leader.username,
    coBorrowers: String(loan.co_borrower_count),
    amount: formatRupees(loan.amount),
    status: statusLabel(loan.status),
    created: formatDate(loan.created_at),
    approved: formatDate(loan.approved_at),
    disbursed: formatDate(loan.disbursal_date ?? loan.disbursed_at),
    rejected: formatDate(loan.rejected_at),
    lender: loan.default_lender ?? '-',
  };
}

const TONES: Readonly<Record<string, string>> = {
  rejected: 'bg-red-100 text-red-800',
  written_off: 'bg-red-100 text-red-800',
  loan_disbursed: 'bg-green-100 text-green-800',
  completed: 'bg-green-100 text-green-800',
  loan_approved: 'bg-brand-100 text-brand-700',
  ready_for_disbursal: 'bg-brand-100 text-brand-700',
};

/** Colour of a status chip; anything else in progress is neutral. */
export const statusTone = (status: string): string =>
  TONES[status] ?? 'bg-slate-100 text-slate-700';
