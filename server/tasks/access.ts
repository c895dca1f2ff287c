// Who has tasks and which issue-tracker list they use: openapi/rules/tasks.json, read here only,
// so the client and server share one source (spec part 2 §6; part 1 §6).
import table from '../../openapi/rules/tasks.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

const holds = (r: RoleFlags, flags: readonly string[]) =>
  flags.some((flag) => r[flag as RoleFlag] === true);

export const TASKS_REFUSED = 'Tasks are not available to your role.';
export const BROADER_ONLY = 'This task list is for managers; use the list of your projects.';

export const usesBroaderList = (r: RoleFlags) => holds(r, table.broaderList);

/** Investors and the read-only login have no tasks. */
export function ensureTasks(r: RoleFlags): void {
  if (holds(r, table.refused)) throw forbidden(TASKS_REFUSED);
}

export const TRACKER_PAGE = table.pageSize;
