import type {
  AuditFeedbackEvent,
  AuditFeedbackView,
} from '../../../machines/auditFeedback/index.ts';
import { AUDIT_FEEDBACK_TEXTS as T } from '../../../machines/auditFeedback/index.ts';
import { ChoiceGroup, CommentField, FeedbackFrame, SubmitRow } from '../feedback/index.ts';

export type AuditFeedbackFormProps = {
  view: AuditFeedbackView;
  send: (event: AuditFeedbackEvent) => void;
};

/**
 * The audit of a recovery call: traceability, payment and a comment, a plain function of the
 * connected view. Submit is always offered; pressed too early it says 'Give Feedback'.
 */
export function AuditFeedbackForm({ view, send }: AuditFeedbackFormProps) {
  return (
    <FeedbackFrame heading={view.heading} onSubmit={() => send({ type: 'feedback.submit' })}>
      <ChoiceGroup
        label={T.traceability}
        shortcutGroup="traceability"
        choice={view.traceability}
        onChange={(value) => send({ type: 'traceability.change', value })}
      />
      <ChoiceGroup
        label={T.payment}
        shortcutGroup="payment"
        choice={view.payment}
        onChange={(value) => send({ type: 'payment.change', value })}
      />
      <CommentField
        label={T.comment}
        value={view.comment}
        max={view.commentMax}
        disabled={view.fieldsLocked}
        invalid={view.error !== null && view.comment.trim() === ''}
        onChange={(value) => send({ type: 'comment.change', value })}
      />
      <SubmitRow
        label={T.submit}
        canSubmit={view.canSubmit}
        message={view.error}
        messageKind="alert"
        submitted={view.submitted}
        submittedText={T.submitted}
      />
    </FeedbackFrame>
  );
}
