// Which issue-tracker list a role uses, and the tasks' limits: openapi/rules/tasks.json, the table
// the reference server enforces (spec part 2 §6, §9).
import table from '../../../openapi/rules/tasks.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

/**
 * The broader issue-tracker list (every project): the managers of part 2 §6 and the super admin.
 * The client folds the field manager into the operations manager.
 */
export const usesBroaderTrackerList = (f: RoleFlags): boolean =>
  f.is_admin || f.is_operations_manager || holdsAny(f, table.broaderList);

/** Issue-tracker issues per page (the list asks offset..offset+25). */
export const TRACKER_PAGE_SIZE: number = table.pageSize;
/** The chat action that offers a channel's Tasks option. */
export const MANAGE_TASKS_ACTION_RULE: string = table.manageAction;
/** The channel tasks' default date range, in days back from today. */
export const TASK_WINDOW_DAYS: number = table.windowDays;
