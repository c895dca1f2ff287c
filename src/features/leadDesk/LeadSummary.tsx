import { parseLeadDraft } from '../../../machines/leadFeedback/index.ts';
import { SOFT_CALL_TEXTS } from '../../../machines/softCall/index.ts';
import { humanize } from '../../domain/loans.ts';
import { LEAD_DESK_TEXTS as T } from './leadDeskTexts.ts';

/** The lead feedback being saved, or kept after a failed save: nothing typed is out of sight. */
export function LeadSummary({ payload }: { payload: unknown }) {
  const feedback = parseLeadDraft(payload);
  if (!feedback) return null;
  const rows: Array<[string, string | null]> = [
    [T.summary.feedback, feedback.feedback && humanize(feedback.feedback)],
    [T.summary.leaderNumber, feedback.group_leader_number],
    [T.summary.comment, feedback.comment || null],
  ];
  return (
    <section aria-label={SOFT_CALL_TEXTS.keptFeedback} className="w-full">
      <h3 className="mb-1 text-sm font-medium text-slate-700">{SOFT_CALL_TEXTS.keptFeedback}</h3>
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
