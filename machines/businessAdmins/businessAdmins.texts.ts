/** Adding business admins: labels and the validation message are ours. */
export const BUSINESS_ADMINS_TEXTS = {
  heading: 'Business admins',
  numbers: 'Phone numbers',
  hint: 'Ten-digit numbers, separated by commas',
  add: 'Add',
  retry: 'Retry',
  adding: 'Adding…',
  noNumbers: 'Please enter 10-digit phone numbers separated by commas',
  admins: 'Current business admins',
} as const;
