import type { paths } from '../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';

export type HrQueryHooks = QueryHooks<paths>;

/** The team today, of one group or all, narrowed by a search; the key carries both. */
export const employeesQuery = (queries: HrQueryHooks, groupId: number | null, search: string) =>
  queries.queryOptions('get', '/hr_attendance/employee-availability', {
    params: {
      query: { ...(groupId ? { group_id: groupId } : {}), ...(search ? { search } : {}) },
    },
  });

export const groupsQuery = (queries: HrQueryHooks) =>
  queries.queryOptions('get', '/hr_attendance/list-groups');

/** One person's details and attendance. */
export const attendanceQuery = (queries: HrQueryHooks, username: string) =>
  queries.queryOptions('get', '/hr_attendance/attendance-marked', {
    params: { query: { username } },
  });

/** Staff whose name, number or code contains `search` (2 characters or more). */
export const peopleQuery = (queries: HrQueryHooks, search: string) =>
  queries.queryOptions('get', '/users', { params: { query: { search } } });

/** One person's profile as HR keeps it. */
export const userDetailsQuery = (queries: HrQueryHooks, username: string) =>
  queries.queryOptions('get', '/user-details', { params: { query: { username } } });

/** The attendance summary of the working team (or one group) over from..to. */
export const attendanceReportQuery = (
  queries: HrQueryHooks,
  from: string,
  to: string,
  groupId: number | null,
) =>
  queries.queryOptions('get', '/analytics/template', {
    params: {
      query: {
        template: 'attendance_summary',
        from,
        to,
        ...(groupId ? { group_id: groupId } : {}),
      },
    },
  });

/** What an added employee makes stale: every filter of the team, the group counts. */
export const ALL_EMPLOYEES_KEY = ['get', '/hr_attendance/employee-availability'] as const;
export const GROUPS_KEY = ['get', '/hr_attendance/list-groups'] as const;
