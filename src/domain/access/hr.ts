// Who looks after the team and which roles HR may give: openapi/rules/hr.json, the table the
// reference server enforces (spec part 1 §6 'Menu': HR and technology have members; HR and the
// referral, recovery, credit and disbursal managers have employee-status).

import type { components } from '../../../openapi/generated/main.ts';
import table from '../../../openapi/rules/hr.json' with { type: 'json' };
import { addDays } from '../supportCalls.ts';
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

export type HrRole = components['schemas']['HrRole'];

/** Add employees and user groups (HR, technology, the super admin). */
export const canManageTeam = (f: RoleFlags): boolean => f.is_admin || holdsAny(f, table.manage);

/** The roles a new employee may be given, in the table's order, each with its label. */
export const ASSIGNABLE_ROLES: readonly { role: HrRole; label: string }[] = (
  table.assignable as HrRole[]
).map((role) => ({ role, label: (table.roles as Record<string, string>)[role] ?? role }));

/** How many days the Employee Page looks back. */
export const HISTORY_DAYS: number = table.historyDays;

/** The longest range, in days, of a team report (analytics/template). */
export const REPORT_MAX_DAYS: number = table.reportMaxDays;

/** A report's default start: the first day of `today`'s month (this month so far). */
export const reportDefaultFrom = (today: string): string => `${today.slice(0, 8)}01`;

/** The earliest start a report ending on `to` may have (the server refuses a longer range). */
export const reportEarliestFrom = (to: string): string => addDays(to, 1 - REPORT_MAX_DAYS);
