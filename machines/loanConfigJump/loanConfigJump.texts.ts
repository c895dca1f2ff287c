/** The loan-config jump (part 1 §4 gives the behaviour only): our words. */
export const LOAN_CONFIG_JUMP_TEXTS = {
  title: 'Loan configuration missing',
  question:
    'This approved loan has no default lender or EMI start date yet. Go to Loan Config to set them now?',
  accept: 'Go to Loan Config',
  decline: 'Not now',
} as const;
