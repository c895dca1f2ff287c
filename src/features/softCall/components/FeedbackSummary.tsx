import { type FeedbackPayload, SOFT_CALL_TEXTS as T } from '../../../../machines/softCall/index.ts';
import { formatDate } from '../../../domain/format.ts';
import { humanize, TRACEABILITY_LABELS } from '../../../domain/loans.ts';

/** The feedback being saved, or kept after a failed save: nothing typed is out of sight. */
export function FeedbackSummary({ feedback }: { feedback: FeedbackPayload }) {
  const F = T.feedbackFields;
  const rows: Array<[string, string | null | undefined]> = [
    [F.feedback, humanize(feedback.feedback)],
    [F.traceability, TRACEABILITY_LABELS[feedback.traceability]],
    [F.cooperation_level, feedback.cooperation_level && humanize(feedback.cooperation_level)],
    [F.payment, feedback.payment && humanize(feedback.payment)],
    [F.payment_paid_fs, feedback.payment_paid_fs],
    [
      F.payment_promise_date,
      feedback.payment_promise_date && formatDate(feedback.payment_promise_date),
    ],
    [F.snooze_date, feedback.snooze_date && formatDate(feedback.snooze_date)],
    [F.comment, feedback.comment],
  ];
  return (
    <section aria-label={T.keptFeedback} className="w-full">
      <h3 className="mb-1 text-sm font-medium text-slate-700">{T.keptFeedback}</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-slate-500">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
