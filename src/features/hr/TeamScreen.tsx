import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatDate } from '../../domain/format.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { EmployeesTable } from './EmployeesTable.tsx';
import { employeesQuery, groupsQuery, type HrQueryHooks } from './hrQueries.ts';
import { HR_TEXTS as T } from './hrTexts.ts';
import { TeamFilter } from './TeamFilter.tsx';

export type TeamScreenProps = {
  queries: HrQueryHooks;
  /** The screen's heading; none inside a tab (the tab names the panel). */
  heading?: string;
  /** What the heading carries on the right (Admin: Add employee, Add user group). */
  tools?: ReactNode;
};

/** How long typing pauses before the search is asked: one request per word, not per key. */
const SEARCH_PAUSE_MS = 300;

/**
 * The team today (Employee Status, and Admin with its tools): who is at work, by group or a
 * search, each linking to their Employee Page.
 */
export function TeamScreen({ queries, heading, tools }: TeamScreenProps) {
  const headingId = useId();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const groups = useQuery(groupsQuery(queries));
  const list = useQuery({
    ...employeesQuery(queries, groupId, search),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="flex flex-col gap-4">
      {heading ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingId} className="text-xl font-semibold text-slate-900">
            {heading}
          </h1>
          {tools}
        </div>
      ) : null}
      {groups.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {T.groupsFailed} {groups.error instanceof Error ? groups.error.message : null}
        </p>
      ) : null}
      <TeamFilter
        groups={groups.data?.groups ?? []}
        groupId={groupId}
        onGroup={setGroupId}
        search={typed}
        onSearch={setTyped}
      />
      <QueryPanel
        query={list}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={8} />}
      >
        {(answer) => (
          <div aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">
              {T.today(formatDate(answer.day))} ·{' '}
              {T.counts(
                answer.employees.filter((e) => e.availability === 'available').length,
                answer.employees.length,
              )}
            </p>
            {answer.employees.length === 0 ? (
              <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
                {T.noMatch}
              </p>
            ) : (
              <EmployeesTable rows={answer.employees} />
            )}
          </div>
        )}
      </QueryPanel>
    </section>
  );
}
