import { deepFreeze } from './deepFreeze.ts';

// Part of the message catalogue (see ../messages.ts): these texts load with the screens that say them.
/** Devices' variants and summary dialog (part 1 §2 'A variant…', 'A profile variant…'). */
export const deviceVariantsMessages = deepFreeze({
  /** The message variant, in the spec's order (§9: all, positive, negative). */
  messageVariants: ['All', 'Positive', 'Negative'],
  /** The profile variant's views, with its contacts sync. */
  profileViews: ['Messages', 'Contacts', 'Location'],
  /** The summary dialog's loan columns. */
  summaryColumns: ['Status', 'Loan Id', 'Total Paid', 'Total Remaining', 'DPD'],
} as const);
