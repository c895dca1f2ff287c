import { formatDateTime } from '../../domain/format.ts';
import { humanize } from '../../domain/loans.ts';
import type { DeskCase } from '../softCall/index.ts';
import { AUDIT_DESK_TEXTS as T } from './auditDeskTexts.ts';

/** What the auditor checks the call against: the recovery call's claims, from the case. */
export function AuditCaseFacts({ audit }: { audit: DeskCase['audit'] }) {
  if (!audit) return null;
  const agent = audit.recovery_agent;
  const rows: Array<[string, string]> = [
    [T.claimedPayment, humanize(audit.payment_status)],
    [T.source, T.sources[audit.source]],
    [T.recoveryAgent, agent ? `${agent.name} (${agent.username})` : T.notKnown],
    [
      T.feedbackAt,
      audit.recovery_feedback_at ? formatDateTime(audit.recovery_feedback_at) : T.notKnown,
    ],
  ];
  return (
    <section aria-label={T.factsTitle} className="rounded-lg bg-white p-4 shadow">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{T.factsTitle}</h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
