import { messages } from '../../src/domain/messages.ts';

/**
 * Labels of the audit feedback form. The heading and 'Give Feedback' are the catalogue's (the
 * spec's words); the spec names no other label here, so the rest are ours.
 */
export const AUDIT_FEEDBACK_TEXTS = {
  heading: messages.labels.submitFeedbackHere,
  traceability: 'Traceability',
  payment: 'Payment',
  comment: 'Comment',
  submit: 'Submit',
  giveFeedback: messages.calls.giveFeedback,
  submitted: 'Feedback submitted.',
} as const;
