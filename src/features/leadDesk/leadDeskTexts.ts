/**
 * Our own words on the lead desk: the spec names the desk ('Lead', the menu's) and its calls, not
 * these labels. Spec texts come from the message catalogue; the machines' labels live beside them.
 */
export const LEAD_DESK_TEXTS = {
  title: 'Lead',
  origin: 'Where the lead came from',
  source: 'Source',
  referredBy: 'Referred by',
  notReferred: 'Nobody',
  summary: {
    feedback: 'Feedback',
    leaderNumber: "Group leader's number",
    comment: 'Comment',
  },
} as const;
