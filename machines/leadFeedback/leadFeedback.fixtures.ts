/** Sample values the lead feedback path spec, tests and stories share. */
export const LEAD_FEEDBACK_SAMPLE = {
  softCallId: 5203,
  today: '2025-03-10',
  number: '9812345670',
  otherNumber: '9900011122',
  shortNumber: '98123',
  /** Ten characters, not ten digits. */
  lettersNumber: '98123abcde',
  comment: 'Will talk to the group on Sunday',
} as const;
