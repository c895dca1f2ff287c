/** The Audit Recovery screen's own words (the spec names the menu entry; the rest are ours). */
export const AUDIT_DESK_TEXTS = {
  title: 'Audit Recovery',
  factsTitle: 'Recovery call under audit',
  claimedPayment: 'Claimed payment',
  source: 'Source',
  sources: { upload: 'Uploaded audit file', recovery: 'Recovery call' },
  recoveryAgent: 'Recovery agent',
  feedbackAt: 'Recovery feedback given',
  notKnown: 'Not recorded',
  keptFeedback: 'Audit feedback',
  traceability: 'Traceability',
  payment: 'Payment',
  comment: 'Comment',
} as const;
