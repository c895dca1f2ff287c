/** The Loan Config form (part 1 §4 names the fields only): our words. */
export const LOAN_CONFIG_TEXTS = {
  lender: 'Default lender',
  chooseLender: 'Choose a lender',
  emiStartDate: 'EMI start date',
  save: 'Save',
  retry: 'Retry',
  saving: 'Saving the loan configuration…',
  saved: 'Loan configuration saved.',
  incomplete: 'Choose a default lender and an EMI start date to save.',
} as const;
