import { parseSupportDraft, taskTypeLabel } from '../../../machines/supportFeedback/index.ts';
import { TRACEABILITY_LABELS } from '../../domain/loans.ts';
import { SUPPORT_TEXTS as T } from './supportTexts.ts';

/** The support feedback being saved, or kept after a failed save: nothing typed is out of sight. */
export function SupportFeedbackSummary({ payload }: { payload: unknown }) {
  const feedback = parseSupportDraft(payload);
  if (!feedback) return null;
  const rows: Array<[string, string | null]> = [
    [T.traceability, feedback.traceability && TRACEABILITY_LABELS[feedback.traceability]],
    [T.typeOfTask, feedback.type_of_task && taskTypeLabel(feedback.type_of_task)],
    [T.comment, feedback.comment],
  ];
  return (
    <section aria-label={T.keptFeedback} className="w-full">
      <h3 className="mb-1 text-sm font-medium text-slate-700">{T.keptFeedback}</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
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
