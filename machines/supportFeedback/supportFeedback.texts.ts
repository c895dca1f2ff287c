import { messages } from '../../src/domain/messages.ts';

/**
 * Labels of the support feedback form. The heading is the catalogue's (the spec's feedback
 * panel); the spec names the type of task in its message, the other labels are ours.
 */
export const SUPPORT_FEEDBACK_TEXTS = {
  heading: messages.labels.submitFeedbackHere,
  traceability: 'Traceability',
  taskType: 'Type of task',
  taskTypeHint: 'Only when the customer was connected.',
  comment: 'Comment',
  submit: 'Submit',
  submitted: 'Feedback submitted.',
} as const;
