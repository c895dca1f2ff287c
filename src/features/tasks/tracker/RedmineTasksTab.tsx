import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TRACKER_PAGE_SIZE } from '../../../domain/access/tasks.ts';
import { Button } from '../../../ui/Button.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { TRACKER_TEXTS as T } from '../tasksTexts.ts';
import { TrackerFilters } from './TrackerFilters.tsx';
import { TrackerTable } from './TrackerTable.tsx';
import type { AssignTrackerIssue } from './trackerCalls.ts';
import {
  type TrackerFilters as Filters,
  TRACKER_LIST_KEYS,
  type TrackerIssue,
  type TrackerQueryHooks,
  trackerIssuesQuery,
  trackerProjectsQuery,
} from './trackerQueries.ts';

export type RedmineTasksTabProps = {
  queries: TrackerQueryHooks;
  assign: AssignTrackerIssue;
  /** The managers of part 2 §6 use the broader list; everyone else the narrower one. */
  broader: boolean;
  channelHref: (channel: string) => string;
};

const START: Filters = { scope: 'assigned', projectId: null, byPriority: false, offset: 0 };

/** The Redmine Tasks tab (spec part 2 §2): the issue tracker's issues, 25 a page, Assign Me. */
export function RedmineTasksTab({ queries, assign, broader, channelHref }: RedmineTasksTabProps) {
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>(START);
  // Any selector change starts again at the first page.
  const refine = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change, offset: 0 }));
  const list = useQuery({
    ...trackerIssuesQuery(queries, broader, filters),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery(trackerProjectsQuery(queries));
  const assigning = useMutation({
    mutationFn: (issue: TrackerIssue) => assign(issue.id),
    onSettled: () =>
      Promise.all(TRACKER_LIST_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });

  return (
    <div className="flex flex-col gap-4">
      <TrackerFilters
        scope={filters.scope}
        projectId={filters.projectId}
        byPriority={filters.byPriority}
        projects={projects.data?.projects ?? null}
        onScope={(scope) => refine({ scope })}
        onProject={(projectId) => refine({ projectId })}
        onPriority={(byPriority) => refine({ byPriority })}
      />
      {projects.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {T.projectsFailed} {projects.error instanceof Error ? projects.error.message : ''}
        </p>
      ) : null}
      {assigning.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {assigning.error instanceof Error ? assigning.error.message : String(assigning.error)}
        </p>
      ) : null}
      {assigning.isSuccess ? (
        <p role="status" className="text-sm text-green-700">
          {assigning.data.msg}
        </p>
      ) : null}
      <QueryPanel
        query={list}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={6} />}
      >
        {(page) =>
          page.total_count === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
              {T.noTasks}
            </p>
          ) : (
            <div aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-3">
              <TrackerTable
                issues={page.issues}
                channelHref={channelHref}
                assigning={assigning.isPending ? (assigning.variables?.id ?? null) : null}
                onAssign={(issue) => assigning.mutate(issue)}
              />
              <nav aria-label={T.pages} className="flex items-center gap-3 text-sm text-slate-700">
                <Button
                  variant="secondary"
                  disabled={list.isPlaceholderData || page.offset === 0}
                  onClick={() =>
                    setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - TRACKER_PAGE_SIZE) }))
                  }
                >
                  {T.prev}
                </Button>
                <span aria-live="polite">
                  {T.range(
                    page.offset + 1,
                    Math.min(page.total_count, page.offset + page.issues.length),
                    page.total_count,
                  )}
                </span>
                <Button
                  variant="secondary"
                  disabled={list.isPlaceholderData || page.limit >= page.total_count}
                  onClick={() =>
                    setFilters((f) => ({ ...f, offset: f.offset + TRACKER_PAGE_SIZE }))
                  }
                >
                  {T.next}
                </Button>
              </nav>
            </div>
          )
        }
      </QueryPanel>
    </div>
  );
}
