import {
  type LeadFeedbackEvent,
  type LeadFeedbackView,
  LEAD_FEEDBACK_TEXTS as T,
} from '../../../machines/leadFeedback/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ChoiceGroup, CommentField, FeedbackFrame, SubmitRow } from '../feedback/index.ts';
import { LeadNumberDialog } from './components/LeadNumberDialog.tsx';

export type LeadFeedbackFormProps = {
  view: LeadFeedbackView;
  send: (event: LeadFeedbackEvent) => void;
};

/**
 * 'Submit Your Feedback Here' on the lead desk: the nine choices, the group leader's number of
 * will_continue_same_group, an optional comment. A plain function of the connected view model.
 */
export function LeadFeedbackForm({ view, send }: LeadFeedbackFormProps) {
  return (
    <FeedbackFrame
      heading={view.heading}
      onSubmit={() => send({ type: 'feedback.submit' })}
      after={<LeadNumberDialog dialog={view.dialog} send={send} />}
    >
      <ChoiceGroup
        label={T.feedback}
        shortcutGroup="contact"
        choice={view.feedback}
        onChange={(value) => send({ type: 'feedback.change', value })}
      />
      {view.leaderNumber !== null ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <span>
            {T.leaderNumber}: <span data-testid="leader-number">{view.leaderNumber}</span>
          </span>
          <Button
            variant="link"
            disabled={!view.canEditNumber}
            aria-label={T.changeNumber}
            onClick={() => send({ type: 'number.edit' })}
          >
            {T.change}
          </Button>
        </p>
      ) : null}
      <CommentField
        label={T.comment}
        value={view.comment}
        max={view.commentMax}
        disabled={view.fieldsLocked}
        hint={T.commentHint}
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
