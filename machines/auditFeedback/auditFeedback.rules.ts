import { allOf } from '../../src/domain/contractEnums.ts';
import { AUDIT_CONTACT_OPTIONS, AUDIT_PAYMENT_OPTIONS } from '../../src/domain/loans.ts';
import type {
  AuditDraft,
  AuditFeedback,
  AuditPayment,
  AuditTraceability,
} from './auditFeedback.types.ts';

/** Pure audit-call feedback rules (spec part 1 §5 'Audit call', §9 audit options). */

// The domain lists are the contract's enums, value for value (a compile-time check).
export const AUDIT_TRACEABILITY_OPTIONS = allOf<AuditTraceability>()(AUDIT_CONTACT_OPTIONS);
export const AUDIT_PAYMENTS = allOf<AuditPayment>()(AUDIT_PAYMENT_OPTIONS);

/** The contract's limit on the comment. */
export const AUDIT_COMMENT_MAX = 1000;

export const EMPTY_AUDIT_DRAFT: AuditDraft = Object.freeze({
  traceability: null,
  payment: null,
  comment: '',
});

export const capAuditComment = (value: string): string => value.slice(0, AUDIT_COMMENT_MAX);

/** Spec part 1 §5: an audit call needs traceability, comment and payment. */
export const isAuditComplete = (draft: AuditDraft): boolean =>
  draft.traceability !== null && draft.payment !== null && draft.comment.trim() !== '';

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  (options as readonly unknown[]).includes(value) ? (value as T) : null;

/**
 * A draft read back from storage, or the payload sent back to be edited: anything that is not an
 * object gives an empty form; unknown values read as not chosen.
 */
export function parseAuditDraft(value: unknown): AuditDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return EMPTY_AUDIT_DRAFT;
  }
  const raw = value as Record<string, unknown>;
  return {
    traceability: oneOf(AUDIT_TRACEABILITY_OPTIONS, raw.traceability),
    payment: oneOf(AUDIT_PAYMENTS, raw.payment),
    comment: typeof raw.comment === 'string' ? capAuditComment(raw.comment) : '',
  };
}

/** The request body from a complete draft. */
export function toAuditFeedback(draft: AuditDraft): AuditFeedback {
  if (!isAuditComplete(draft)) {
    throw new Error('An audit feedback needs the traceability, the payment and a comment');
  }
  return {
    traceability: draft.traceability!,
    payment: draft.payment!,
    comment: draft.comment.trim(),
  };
}
