// Who may look after the team: openapi/rules/hr.json, read here only, so the client and server
// share one source.
import table from '../../openapi/rules/hr.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

const holds = (r: RoleFlags, flags: readonly string[]) =>
  flags.some((flag) => r[flag as RoleFlag] === true);

export const canReadTeam = (r: RoleFlags) => holds(r, table.read);
export const canManageTeam = (r: RoleFlags) => holds(r, table.manage);

export const ROLE_LABELS = table.roles as Partial<Record<RoleFlag, string>>;
export const ROLE_ORDER = Object.keys(ROLE_LABELS) as RoleFlag[];
export const ASSIGNABLE = table.assignable as RoleFlag[];
export const HISTORY_DAYS = table.historyDays;
export const JOINING_AHEAD_DAYS = table.joiningAheadDays;
export const PEOPLE_LIMIT = table.peopleLimit;
export const REPORT_MAX_DAYS = table.reportMaxDays;
/** HH:MM, India's time. */
export const LATE_AFTER = table.lateAfter;
/** The label of someone who holds none of the table's flags. */
export const STAFF_LABEL = 'Staff';

/** The flag columns of staff_profiles `s` to select: only the rule table's names reach SQL. */
export const FLAG_COLUMNS = ROLE_ORDER.map((flag) => `s.${flag}`).join(', ');

/** The labels of every role a selected row holds, in the table's order; 'Staff' for none. */
export function rolesHeld(row: Record<string, unknown>): string[] {
  const held = ROLE_ORDER.filter((flag) => row[flag] === 1).map(
    (flag) => ROLE_LABELS[flag] ?? STAFF_LABEL,
  );
  return held.length ? held : [STAFF_LABEL];
}

/** The label a person is listed by: the first role they hold. */
export const roleLabelOf = (row: Record<string, unknown>): string => rolesHeld(row)[0]!;

export const TEAM_REFUSED =
  'Only HR, technology, the super admin and the referral, recovery, credit and disbursal managers may see the team.';
export const MANAGE_REFUSED =
  'Only HR, technology and the super admin may add employees and groups.';

export function ensureTeamRead(r: RoleFlags): void {
  if (!canReadTeam(r)) throw forbidden(TEAM_REFUSED);
}

export function ensureTeamManage(r: RoleFlags): void {
  if (!canManageTeam(r)) throw forbidden(MANAGE_REFUSED);
}
