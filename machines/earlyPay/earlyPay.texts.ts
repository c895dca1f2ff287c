import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';

/** Labels of the early-pay form: the alert is the spec's (catalogue), the rest ours. */
export const EARLY_PAY_TEXTS = {
  heading: 'Early-Pay Amount',
  loan: 'Loan',
  pickLoan: 'Pick a loan',
  date: 'Date',
  request: 'Get Early-Pay Amount',
  retry: 'Retry',
  incomplete: messages.customer.earlyPayProvideAllFields,
  asking: 'Asking for the early-pay amount…',
  noLoans: 'This customer has no disbursed, completed, settled or written-off loan.',
  answer: (loanId: number, date: string, amount: number) =>
    `Early-pay amount of loan ${loanId} on ${formatDate(date)}: ${formatRupees(amount)}`,
} as const;
