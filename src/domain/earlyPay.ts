// Which loans the early-pay amount can be asked for (spec part 1 §4); the server holds the same set.

/** Only these loans are selectable for the early-pay amount. */
export const EARLY_PAY_STATUSES = [
  'loan_disbursed',
  'completed',
  'settled',
  'written_off',
] as const;

export const isEarlyPaySelectable = (loan: { status: string }) =>
  (EARLY_PAY_STATUSES as readonly string[]).includes(loan.status);
