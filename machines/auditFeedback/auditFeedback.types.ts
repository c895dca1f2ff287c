import type { components } from '../../openapi/generated/main.ts';

/** The body of `submitAuditFeedback` (openapi/main.yaml `AuditFeedback`). */
export type AuditFeedback = components['schemas']['AuditFeedback'];
export type AuditTraceability = components['schemas']['CallContact'];
export type AuditPayment = components['schemas']['AuditPayment'];

/** What the auditor has chosen and typed: the whole form, kept per case until it is saved. */
export type AuditDraft = {
  traceability: AuditTraceability | null;
  payment: AuditPayment | null;
  comment: string;
};

export type AuditFeedbackInput = {
  softCallId: number;
  /** What was kept for the case, or the payload sent back to be edited; anything else is ignored. */
  draft?: unknown;
  /** The auditor's day, YYYY-MM-DD (the desk loop gives every feedback machine one). */
  today: string;
};

/** Params of the `persistDraft` action the desk provides (it keeps the draft under its key). */
export type PersistAuditDraftParams = { softCallId: number; draft: AuditDraft };
