import type { AuditDraft } from './auditFeedback.types.ts';

/** Sample values the audit feedback path spec, tests and stories share. */
export const AUDIT_FEEDBACK_SAMPLE = {
  softCallId: 5203,
  today: '2025-03-10',
  comment: 'Customer confirms paying the agent on the 3rd',
  /** Spaces only: not a comment. */
  blankComment: '   ',
} as const;

/** A few drafts for stories and tests. */
export const AUDIT_SAMPLE_DRAFTS = {
  tracedOnly: { traceability: 'CON' },
  noComment: { traceability: 'NC', payment: 'DUE' },
  complete: { traceability: 'CON', payment: 'DONE', comment: AUDIT_FEEDBACK_SAMPLE.comment },
} as const satisfies Record<string, Partial<AuditDraft>>;
