import { Suspense, useId } from 'react';
import { useLocationHash } from '../../ui/hooks/useLocationHash.ts';
import { lazyPanel } from '../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import type { HrQueryHooks } from './hrQueries.ts';
import { HR_TEXTS, REPORT_TEXTS as T } from './hrTexts.ts';
import { TeamScreen } from './TeamScreen.tsx';

type StatusTab = 'today' | 'report';

// The report (its date fields and calendar) is a chunk of its own: most visits are for today.
const AttendanceReport = lazyPanel(() =>
  import('./AttendanceReport.tsx').then((m) => m.AttendanceReport),
);

/**
 * Employee Status: the team today, and the attendance report over a range. The open tab is the
 * address's hash (#report), so a reload or a shared link keeps it.
 */
export function EmployeeStatusScreen({ queries }: { queries: HrQueryHooks }) {
  const headingId = useId();
  const [hash, setHash] = useLocationHash();
  const selected: StatusTab = hash === '#report' ? 'report' : 'today';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {HR_TEXTS.statusHeading}
      </h1>
      <Tabs<StatusTab>
        label={T.tabs}
        selected={selected}
        onSelect={(id) => setHash(`#${id}`)}
        tabs={[
          { id: 'today', label: T.today, panel: <TeamScreen queries={queries} /> },
          {
            id: 'report',
            label: T.report,
            warm: () => void AttendanceReport.preload(),
            panel: (
              <Suspense fallback={<ListSkeleton label={T.loading} lines={8} />}>
                <AttendanceReport queries={queries} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
