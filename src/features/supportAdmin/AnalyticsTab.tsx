import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { businessDay } from '../../domain/format.ts';
import { analyticsRangeProblem, defaultAnalyticsRange } from '../../domain/supportCalls.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { isQuietRange, StatusAnalytics } from './components/StatusAnalytics.tsx';
import { SupervisionView } from './components/SupervisionView.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from './supportAdminTexts.ts';
import { type SupportQueryHooks, supportQueries } from './supportQueries.ts';

export type AnalyticsTabProps = {
  queries: SupportQueryHooks;
  /** Today, YYYY-MM-DD (the app: India's); the range opens on the last 30 days. */
  today?: string;
};

/** Analytics (support admins): support calls over a date range, and the supervisor view. */
export function AnalyticsTab({ queries, today = businessDay() }: AnalyticsTabProps) {
  const [range, setRange] = useState(() => defaultAnalyticsRange(today));
  const problemId = useId();
  const problem = analyticsRangeProblem(range.from, range.to);
  const q = supportQueries(queries);
  const analytics = useQuery({
    ...q.analytics(range.from, range.to),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const supervision = useQuery({
    ...q.supervision(range.from, range.to),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{T.range}</legend>
        <DateField
          label={T.fromDate}
          value={range.from}
          max={today}
          invalidBy={problem ? problemId : undefined}
          onValueChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateField
          label={T.toDate}
          value={range.to}
          max={today}
          invalidBy={problem ? problemId : undefined}
          onValueChange={(to) => setRange((r) => ({ ...r, to }))}
        />
      </fieldset>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {T.rangeProblem[problem]}
        </p>
      ) : (
        <>
          <section aria-labelledby="support-analytics-heading" className="flex flex-col gap-3">
            <h2 id="support-analytics-heading" className="text-lg font-semibold text-slate-900">
              {T.supportCalls}
            </h2>
            <QueryPanel
              query={analytics}
              errorText={T.analyticsFailed}
              retryLabel={T.retry}
              skeleton={<ListSkeleton label={T.loading(T.supportCalls)} lines={4} />}
              isEmpty={isQuietRange}
            >
              {(data) => <StatusAnalytics data={data} />}
            </QueryPanel>
          </section>
          <section aria-labelledby="supervisor-heading" className="flex flex-col gap-3">
            <h2 id="supervisor-heading" className="text-lg font-semibold text-slate-900">
              {T.supervisor}
            </h2>
            <QueryPanel
              query={supervision}
              errorText={T.supervisionFailed}
              retryLabel={T.retry}
              skeleton={<ListSkeleton label={T.loading(T.supervisor)} lines={4} />}
              isEmpty={(data) => data.agents.length === 0}
            >
              {(data) => <SupervisionView data={data} />}
            </QueryPanel>
          </section>
        </>
      )}
    </div>
  );
}
