import { messages } from '../../src/domain/messages.ts';

/**
 * Labels of the feedback panel. The heading, Ok and Cancel are the catalogue's; the spec names no
 * other label here (option labels come from the values through connect()), so the rest are ours.
 */
export const FEEDBACK_TEXTS = {
  heading: messages.labels.submitFeedbackHere,
  contact: 'Contact',
  traceability: 'Traceability',
  cooperation: 'Cooperation',
  payment: 'Payment',
  paidFsNumber: 'Paid to number',
  promiseDate: 'Promised date',
  change: 'Change',
  changeDetail: (what: string) => `Change the ${what.toLowerCase()}`,
  snoozeDate: 'Snooze until',
  snoozeHint: 'Optional: the case comes back on this day.',
  comment: 'Comment',
  submit: 'Submit',
  submitted: 'Feedback submitted.',
  numberDialogTitle: 'Paid to FS',
  numberLabel: 'Number the payment was made to',
  numberHint: '10-digit number',
  dateDialogTitle: 'Promise to pay',
  dateLabel: 'Promised payment date',
  dateHint: (first: string, last: string) => `From ${first} to ${last}`,
  ok: messages.labels.ok,
  cancel: messages.labels.cancel,
} as const;
