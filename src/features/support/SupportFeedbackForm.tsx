import {
  type SupportFeedbackEvent,
  type SupportFeedbackView,
  SUPPORT_FEEDBACK_TEXTS as T,
} from '../../../machines/supportFeedback/index.ts';
import { ChoiceGroup, CommentField, FeedbackFrame, SubmitRow } from '../feedback/index.ts';

export type SupportFeedbackFormProps = {
  view: SupportFeedbackView;
  send: (event: SupportFeedbackEvent) => void;
};

/**
 * 'Submit Your Feedback Here' after a customer-support call, a plain function of the connected
 * view model: the type of task waits for a connected customer, a refused Submit says why.
 */
export function SupportFeedbackForm({ view, send }: SupportFeedbackFormProps) {
  return (
    <FeedbackFrame heading={view.heading} onSubmit={() => send({ type: 'feedback.submit' })}>
      <ChoiceGroup
        label={T.traceability}
        shortcutGroup="traceability"
        choice={view.traceability}
        onChange={(value) => send({ type: 'traceability.change', value })}
      />
      <div className="flex flex-col gap-1">
        <ChoiceGroup
          label={T.taskType}
          choice={view.taskType}
          onChange={(value) => send({ type: 'taskType.change', value })}
        />
        {view.taskType.enabled ? null : <p className="text-xs text-slate-500">{T.taskTypeHint}</p>}
      </div>
      <CommentField
        label={T.comment}
        value={view.comment}
        max={view.commentMax}
        disabled={view.fieldsLocked}
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
