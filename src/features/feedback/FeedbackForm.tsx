import { Field, Label, Textarea } from '@headlessui/react';
import { useId } from 'react';
import type { FeedbackEvent, FeedbackView } from '../../../machines/feedback/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ChoiceGroup } from './components/ChoiceGroup.tsx';
import { DetailDialog } from './components/DetailDialog.tsx';
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
  const headingId = useId();
  const reasonId = useId();
  const locked = view.fieldsLocked;
  const detailLabel = view.paymentDetail?.kind === 'date' ? T.promiseDate : T.paidFsNumber;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {view.heading}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'feedback.submit' });
        }}
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
        <Field disabled={locked} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700 data-disabled:text-slate-400">
            {T.comment}
          </Label>
          <Textarea
            value={view.comment}
            maxLength={view.commentMax}
            rows={3}
            onChange={(event) => send({ type: 'comment.change', value: event.target.value })}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!view.canSubmit}
            aria-describedby={view.submitDisabledReason ? reasonId : undefined}
          >
            {T.submit}
          </Button>
          {view.submitDisabledReason ? (
            <p id={reasonId} className="text-sm text-red-700">
              {view.submitDisabledReason}
            </p>
          ) : null}
          {view.submitted ? (
            <p role="status" className="text-sm text-green-800">
              {T.submitted}
            </p>
          ) : null}
        </div>
      </form>
      <DetailDialog dialog={view.dialog} send={send} />
    </section>
  );
}
