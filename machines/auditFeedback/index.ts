export * from './auditFeedback.connect.ts';
export { AUDIT_FEEDBACK_SAMPLE, AUDIT_SAMPLE_DRAFTS } from './auditFeedback.fixtures.ts';
export {
  type AuditFeedbackContext,
  type AuditFeedbackEvent,
  auditFeedbackMachine,
  initialAuditFeedbackContext,
} from './auditFeedback.machine.ts';
export * from './auditFeedback.rules.ts';
export { AUDIT_FEEDBACK_TEXTS } from './auditFeedback.texts.ts';
export * from './auditFeedback.types.ts';
