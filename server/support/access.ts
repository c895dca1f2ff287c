// Who may use the support-call admin operations and the audit upload: the rule table
// openapi/rules/call-desks.json, read here only, so the client and server share one source.
import table from '../../openapi/rules/call-desks.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden, NO_PERMISSION } from '../errors.ts';

type Desk = keyof typeof table.desks;
const holds = (r: RoleFlags, flags: readonly string[]) =>
  flags.some((flag) => r[flag as RoleFlag] === true);

/** Search every support call, list every agent's assigned calls, analytics, supervision. */
export const isSupportAdmin = (r: RoleFlags) => holds(r, table.supportAdmin);
/** Agents of the support desk: they search and list their own assigned calls. */
export const isSupportAgent = (r: RoleFlags) => holds(r, table.desks.support.agents);
export const canUploadAuditFile = (r: RoleFlags) => holds(r, table.auditUpload);

/** A desk of the table, or the soft-call loop (its calls are in call_outcomes). */
export type SupervisedDesk = Desk | 'soft';

/**
 * The desks whose calls the caller supervises: support admins every desk and the soft-call loop,
 * a desk's managers their desk; empty for everyone else.
 */
export function supervisedDesks(r: RoleFlags): SupervisedDesk[] {
  const desks = Object.keys(table.desks) as Desk[];
  if (isSupportAdmin(r)) return [...desks, 'soft'];
  return desks.filter((desk) => holds(r, table.desks[desk].managers));
}

/**
 * The role flags of an auditor: agents of the audit desk who are not its managers (the admin
 * works the desk too, but an uploaded file's calls go to the auditors).
 */
export const AUDITOR_FLAGS: readonly RoleFlag[] = table.desks.audit.agents.filter(
  (flag) => !table.desks.audit.managers.includes(flag),
) as RoleFlag[];

export const isAuditor = (r: RoleFlags) => holds(r, AUDITOR_FLAGS);

/** 403 with the spec's refusal unless `allowed`. */
export function ensure(allowed: boolean): void {
  if (!allowed) throw forbidden(NO_PERMISSION);
}
