// A co-borrower's payment behaviour across their loans (the Profile tab's 'Payment Behaviour'):
// the spec names the section only, so these are the loan history's figures a credit officer
// weighs, summed over the shares the history shows (rejected loans left out, part 1 §4).

import type { components } from '../../../../openapi/generated/main.ts';
import { formatRupees } from '../../../domain/format.ts';
import { isShownInLoanHistory } from '../../../domain/loans.ts';

type CoborrowerHistory = components['schemas']['CoborrowerHistory'];

export const PAYMENT_BEHAVIOUR_ROWS = [
  'Total Loans',
  'Successful',
  'Settled',
  'Rejected',
  'Max DPD',
  'Current Overdue',
  'Timely Payments',
  'Late Payments',
  'UPI Payments',
  'NACH Payments',
  'Total Paid',
] as const;

/** The figures in PAYMENT_BEHAVIOUR_ROWS' order, as shown. */
export function paymentBehaviour(record: CoborrowerHistory): string[] {
  const shares = record.loanwise_details.filter((d) => isShownInLoanHistory(d.user_status));
  const sum = (pick: (d: (typeof shares)[number]) => number) =>
    shares.reduce((total, d) => total + pick(d), 0);
  const s = record.loan_status;
  return [
    String(s.total),
    String(s.success),
    String(s.settled),
    String(s.rejected),
    String(shares.reduce((max, d) => Math.max(max, d.dpd), 0)),
    formatRupees(sum((d) => d.overdue)),
    String(sum((d) => d.timely_payments)),
    String(sum((d) => d.late_payments)),
    String(sum((d) => d.upi_payment)),
    String(sum((d) => d.nach_payment)),
    formatRupees(sum((d) => d.total_paid)),
  ];
}
