import { Field, Label, Textarea } from '@headlessui/react';
import { useId } from 'react';
import type {
  AuditFeedbackEvent,
  AuditFeedbackView,
} from '../../../machines/auditFeedback/index.ts';
import { AUDIT_FEEDBACK_TEXTS as T } from '../../../machines/auditFeedback/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ChoiceGroup } from '../feedback/index.ts';

export type AuditFeedbackFormProps = {
  view: AuditFeedbackView;
  send: (event: AuditFeedbackEvent) => void;
};

/**
 * The audit of a recovery call: traceability, payment and a comment, a plain function of the
 * connected view. Submit is always offered; pressed too early it says 'Give Feedback'.
 */
export function AuditFeedbackForm({ view, send }: AuditFeedbackFormProps) {
  const headingId = useId();
  const errorId = useId();
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
          label={T.traceability}
          choice={view.traceability}
          onChange={(value) => send({ type: 'traceability.change', value })}
        />
        <ChoiceGroup
          label={T.payment}
          choice={view.payment}
          onChange={(value) => send({ type: 'payment.change', value })}
        />
        <Field disabled={view.fieldsLocked} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700 data-disabled:text-slate-400">
            {T.comment}
          </Label>
          <Textarea
            value={view.comment}
            maxLength={view.commentMax}
            rows={3}
            aria-invalid={view.error !== null && view.comment.trim() === '' ? true : undefined}
            onChange={(event) => send({ type: 'comment.change', value: event.target.value })}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!view.canSubmit}
            aria-describedby={view.error ? errorId : undefined}
          >
            {T.submit}
          </Button>
          {view.error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {view.error}
            </p>
          ) : null}
          {view.submitted ? (
            <p role="status" className="text-sm text-green-800">
              {T.submitted}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
