import { Description, Field, Label, Textarea } from '@headlessui/react';
import { useId } from 'react';
import {
  type LeadFeedbackEvent,
  type LeadFeedbackView,
  LEAD_FEEDBACK_TEXTS as T,
} from '../../../machines/leadFeedback/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ChoiceGroup } from '../feedback/index.ts';
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
        <Field disabled={view.fieldsLocked} className="flex flex-col gap-1">
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
          <Description className="text-xs text-slate-500">{T.commentHint}</Description>
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
      <LeadNumberDialog dialog={view.dialog} send={send} />
    </section>
  );
}
