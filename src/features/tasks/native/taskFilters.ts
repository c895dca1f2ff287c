import type { TaskPerson, TaskPriority, TaskState } from '../../../../machines/taskForm/index.ts';
import type { operations, paths } from '../../../../openapi/generated/main.ts';
import type { QueryHooks } from '../../../api/queryHooks.ts';

export type TaskQueryHooks = QueryHooks<paths>;
type ListQuery = NonNullable<operations['nativeTaskList']['parameters']['query']>;

/** Spec part 2 §9: native tasks 20 per page. */
export const TASKS_PAGE_SIZE = 20;

export type TaskFilters = {
  priority: TaskPriority[];
  state: TaskState[];
  estimatedDate: string;
  createdBy: TaskPerson[];
  assignees: TaskPerson[];
};

export const NO_FILTERS: TaskFilters = {
  priority: [],
  state: [],
  estimatedDate: '',
  createdBy: [],
  assignees: [],
};

/** The list call's query: only the filters set, and the page as start/entries. */
export function listQuery(filters: TaskFilters, page: number): ListQuery {
  return {
    ...(filters.priority.length ? { priority: filters.priority } : {}),
    ...(filters.state.length ? { state: filters.state } : {}),
    ...(filters.estimatedDate ? { estimated_date: filters.estimatedDate } : {}),
    ...(filters.createdBy.length ? { created_by: filters.createdBy.map((p) => p.id) } : {}),
    ...(filters.assignees.length ? { assignee_id: filters.assignees.map((p) => p.id) } : {}),
    start: (page - 1) * TASKS_PAGE_SIZE,
    entries: TASKS_PAGE_SIZE,
  };
}

/** One page of tasks; the key carries every filter and the page. */
export const tasksQuery = (queries: TaskQueryHooks, filters: TaskFilters, page: number) =>
  queries.queryOptions('get', '/task/native-tasks', {
    params: { query: listQuery(filters, page) },
  });

/** Every page of every filter: what a save, a delete or a move makes stale. */
export const ALL_TASKS_KEY = ['get', '/task/native-tasks'] as const;

/** Spec part 2 §5: a page jump takes digits only, clamped between 1 and the total. */
export function jumpTarget(typed: string, pages: number): number | null {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return null;
  return Math.min(Math.max(1, Number(digits)), Math.max(1, pages));
}

export const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
