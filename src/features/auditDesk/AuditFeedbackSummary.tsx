import { parseAuditDraft } from '../../../machines/auditFeedback/index.ts';
import { humanize, TRACEABILITY_LABELS } from '../../domain/loans.ts';
import { AUDIT_DESK_TEXTS as T } from './auditDeskTexts.ts';

/** The audit being saved, or kept after a failed save: nothing typed is out of sight. */
export function AuditFeedbackSummary({ payload }: { payload: unknown }) {
  const draft = parseAuditDraft(payload);
  const rows: Array<[string, string | null]> = [
    [T.traceability, draft.traceability && TRACEABILITY_LABELS[draft.traceability]],
    [T.payment, draft.payment && humanize(draft.payment)],
    [T.comment, draft.comment || null],
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
