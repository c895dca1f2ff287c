import { useId } from 'react';
import type { DeskCase } from '../softCall/index.ts';
import { AddGroupLeader } from './AddGroupLeader.tsx';
import type { LeadDeskCalls } from './leadDeskCalls.ts';
import { LEAD_DESK_TEXTS as T } from './leadDeskTexts.ts';

export type LeadCaseExtrasProps = {
  call: DeskCase;
  calls: Pick<LeadDeskCalls, 'addNewGroupLeader'>;
};

/** What the lead desk adds to a case: where the lead came from, and 'Add New GL'. */
export function LeadCaseExtras({ call, calls }: LeadCaseExtrasProps) {
  const headingId = useId();
  const referrer = call.lead?.referred_by;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-4 shadow"
    >
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {T.origin}
        </h3>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
          <div className="flex flex-col">
            <dt className="text-slate-500">{T.source}</dt>
            <dd className="font-medium text-slate-900">{call.lead?.source ?? '-'}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-slate-500">{T.referredBy}</dt>
            <dd className="font-medium text-slate-900">
              {referrer ? `${referrer.name} (${referrer.username})` : T.notReferred}
            </dd>
          </div>
        </dl>
      </div>
      <AddGroupLeader key={call.id} username={call.username} calls={calls} />
    </section>
  );
}
