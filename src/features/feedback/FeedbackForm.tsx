import type { FeedbackEvent, FeedbackView } from '../../../machines/feedback/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ChoiceGroup } from './components/ChoiceGroup.tsx';
import { DetailDialog } from './components/DetailDialog.tsx';
import { CommentField, FeedbackFrame, SubmitRow } from './components/FeedbackFrame.tsx';
import { FEEDBACK_TEXTS as T } from './feedbackTexts.ts';

export type FeedbackFormProps = {
  view: FeedbackView;
  send: (event: FeedbackEvent) => void;
};

/**
 * 'Submit Your Feedback Here': the structured feedback after a soft call, a plain function of the
 * connected view model. Submit says in words why it is disabled.
 */
export function FeedbackForm({ view, send }: FeedbackFormProps) {
  const locked = view.fieldsLocked;
  const detailLabel = view.paymentDetail?.kind === 'date' ? T.promiseDate : T.paidFsNumber;
  return (
    <FeedbackFrame
      heading={view.heading}
      onSubmit={() => send({ type: 'feedback.submit' })}
      after={<DetailDialog dialog={view.dialog} send={send} />}
    >
      <ChoiceGroup
        label={T.contact}
        choice={view.contact}
        shortcutGroup="contact"
        onChange={(value) => send({ type: 'contact.change', value })}
      />
      <ChoiceGroup
        label={T.traceability}
        choice={view.traceability}
        shortcutGroup="traceability"
        onChange={(value) => send({ type: 'traceability.change', value })}
      />
      <ChoiceGroup
        label={T.cooperation}
        choice={view.cooperation}
        shortcutGroup="cooperation"
        onChange={(value) => send({ type: 'cooperation.change', value })}
      />
      <ChoiceGroup
        label={T.payment}
        choice={view.payment}
        shortcutGroup="payment"
        onChange={(value) => send({ type: 'payment.change', value })}
      />
      {view.paymentDetail || view.canEditPaymentDetail ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <span>
            {detailLabel}:{' '}
            <span data-testid="payment-detail">{view.paymentDetail?.shown ?? '-'}</span>
          </span>
          <Button
            variant="link"
            disabled={!view.canEditPaymentDetail}
            aria-label={T.changeDetail(detailLabel)}
            onClick={() => send({ type: 'payment.edit' })}
          >
            {T.change}
          </Button>
        </p>
      ) : null}
      <DateField
        label={T.snoozeDate}
        min={view.snoozeMin}
        today={view.snoozeMin}
        hint={T.snoozeHint}
        value={view.snoozeDate}
        disabled={locked}
        onValueChange={(value) => send({ type: 'snooze.change', value })}
      />
      <CommentField
        label={T.comment}
        value={view.comment}
        max={view.commentMax}
        disabled={locked}
        onChange={(value) => send({ type: 'comment.change', value })}
      />
      <SubmitRow
        label={T.submit}
        canSubmit={view.canSubmit}
        message={view.submitDisabledReason}
        messageKind="reason"
        submitted={view.submitted}
        submittedText={T.submitted}
      />
    </FeedbackFrame>
  );
}
