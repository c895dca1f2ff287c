import type { components, paths } from '../../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../../api/queryHooks.ts';
import { TRACKER_PAGE_SIZE } from '../../../domain/access/tasks.ts';

export type TrackerQueryHooks = QueryHooks<paths>;
export type TrackerIssue = components['schemas']['TrackerIssue'];
export type TrackerScope = 'assigned' | 'author' | 'all';
export type TrackerFilters = {
  scope: TrackerScope;
  projectId: number | null;
  byPriority: boolean;
  offset: number;
};

/** The spec's parameters: offset, limit = offset+25, all_task or author. */
const queryOf = (f: TrackerFilters) => ({
  offset: f.offset,
  limit: f.offset + TRACKER_PAGE_SIZE,
  ...(f.scope === 'all' ? { all_task: true } : f.scope === 'author' ? { author: true } : {}),
  ...(f.projectId !== null ? { project_id: f.projectId } : {}),
  ...(f.byPriority ? { sort: 'priority' as const } : {}),
});

const myIssuesQuery = (queries: TrackerQueryHooks, f: TrackerFilters) =>
  queries.queryOptions('get', '/task/issues', { params: { query: queryOf(f) } });

/**
 * A page of issues by the broader call (the managers) or the narrower one; the key carries all.
 * Both answer the same page: only their keys differ.
 */
export const trackerIssuesQuery = (
  queries: TrackerQueryHooks,
  broader: boolean,
  f: TrackerFilters,
): ReturnType<typeof myIssuesQuery> =>
  broader
    ? (queries.queryOptions('get', '/task/redmine-task', {
        params: { query: queryOf(f) },
      }) as unknown as ReturnType<typeof myIssuesQuery>)
    : myIssuesQuery(queries, f);

export const trackerProjectsQuery = (queries: TrackerQueryHooks) =>
  queries.queryOptions('get', '/task/redmine-project-list');

/** Every page of either list: what an Assign Me makes stale. */
export const TRACKER_LIST_KEYS = [
  ['get', '/task/redmine-task'],
  ['get', '/task/issues'],
] as const;
