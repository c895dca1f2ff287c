// The user-wise loan history's orders (part 1 §2 'sortable table'): the columns a credit
// officer sorts by.
import type { components } from '../../../../openapi/generated/main.ts';

type LoanwiseDetail = components['schemas']['LoanwiseDetail'];

export const LOAN_HISTORY_SORTS = [
  { key: 'newest', label: 'Newest disbursal first' },
  { key: 'oldest', label: 'Oldest disbursal first' },
  { key: 'dpd', label: 'Highest DPD first' },
  { key: 'amount', label: 'Largest amount first' },
  { key: 'pending', label: 'Most pending first' },
] as const;
export type LoanHistorySort = (typeof LOAN_HISTORY_SORTS)[number]['key'];

const disbursed = (d: LoanwiseDetail) => d.loanshare_disbursed_date ?? '';

/** The shares in the chosen order; ties by loan id, newest first, so the order is stable. */
export function sortLoanHistory(
  shares: readonly LoanwiseDetail[],
  sort: LoanHistorySort,
): LoanwiseDetail[] {
  const by: Record<LoanHistorySort, (a: LoanwiseDetail, b: LoanwiseDetail) => number> = {
    newest: (a, b) => disbursed(b).localeCompare(disbursed(a)),
    oldest: (a, b) => disbursed(a).localeCompare(disbursed(b)),
    dpd: (a, b) => b.dpd - a.dpd,
    amount: (a, b) => b.total_amount - a.total_amount,
    pending: (a, b) => b.individual_pending - a.individual_pending,
  };
  return shares.toSorted((a, b) => by[sort](a, b) || b.id - a.id);
}
