import type { DeskCase } from '../softCall/index.ts';
import { SUPPORT_TEXTS as T } from './supportTexts.ts';

/** The support call's own facts beside the case (part 2 §3 'Support call row'). */
export function SupportCaseFacts({ support }: { support: DeskCase['support'] }) {
  if (!support) return null;
  const facts: Array<[string, string]> = [
    [T.loanRelated, support.loan_related ? T.yes : T.no],
    [T.status, support.status],
    [T.raisedCount, String(support.raised_count)],
    [T.feedbackCount, String(support.feedback_count)],
  ];
  return (
    <section aria-label={T.facts} className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="mb-1 text-sm font-medium text-slate-700">{T.facts}</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
