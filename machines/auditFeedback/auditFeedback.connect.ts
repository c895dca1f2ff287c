import type { SnapshotFrom } from 'xstate';
import { humanize, TRACEABILITY_LABELS } from '../../src/domain/loans.ts';
import type { auditFeedbackMachine } from './auditFeedback.machine.ts';
import {
  AUDIT_COMMENT_MAX,
  AUDIT_PAYMENTS,
  AUDIT_TRACEABILITY_OPTIONS,
} from './auditFeedback.rules.ts';
import { AUDIT_FEEDBACK_TEXTS as T } from './auditFeedback.texts.ts';
import type { AuditPayment, AuditTraceability } from './auditFeedback.types.ts';

/* Snapshot → view model: plain data, so the form is a function of props and a story is one
   connect() call. The choice shape is the soft form's, so the same ChoiceGroup renders it. */

export type AuditChoice<T extends string> = {
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  enabled: boolean;
};

export type AuditFeedbackView = {
  heading: string;
  traceability: AuditChoice<AuditTraceability>;
  payment: AuditChoice<AuditPayment>;
  comment: string;
  commentMax: number;
  /** 'Give Feedback' after a Submit with something missing, until it is given. */
  error: string | null;
  canSubmit: boolean;
  fieldsLocked: boolean;
  submitted: boolean;
};

type Snapshot = SnapshotFrom<typeof auditFeedbackMachine>;

const TRACEABILITY = AUDIT_TRACEABILITY_OPTIONS.map((value) => ({
  value,
  label: TRACEABILITY_LABELS[value],
}));
const PAYMENT = AUDIT_PAYMENTS.map((value) => ({ value, label: humanize(value) }));

export function connectAuditFeedback(snapshot: Snapshot): AuditFeedbackView {
  const { draft } = snapshot.context;
  const submitted = snapshot.status === 'done';
  return {
    heading: T.heading,
    traceability: { value: draft.traceability, options: TRACEABILITY, enabled: !submitted },
    payment: { value: draft.payment, options: PAYMENT, enabled: !submitted },
    comment: draft.comment,
    commentMax: AUDIT_COMMENT_MAX,
    error: snapshot.hasTag('error') ? T.giveFeedback : null,
    canSubmit: snapshot.can({ type: 'feedback.submit' }),
    fieldsLocked: submitted,
    submitted,
  };
}
