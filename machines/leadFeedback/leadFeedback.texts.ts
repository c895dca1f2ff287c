import { messages } from '../../src/domain/messages.ts';

/**
 * Labels of the lead feedback form. The heading, Ok and Cancel are the catalogue's; option labels
 * come from the values (connect()); the spec names no other label here, so the rest are ours.
 */
export const LEAD_FEEDBACK_TEXTS = {
  heading: messages.labels.submitFeedbackHere,
  feedback: 'Feedback',
  leaderNumber: "Group leader's number",
  change: 'Change',
  changeNumber: "Change the group leader's number",
  comment: 'Comment',
  commentHint: 'Optional',
  submit: 'Submit',
  submitted: 'Feedback submitted.',
  numberDialogTitle: 'Continue in the same group',
  numberHint: '10-digit mobile number of the group leader',
  ok: messages.labels.ok,
  cancel: messages.labels.cancel,
} as const;
