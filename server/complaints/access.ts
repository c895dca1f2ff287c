// Who may work complaints and read an investor detail: openapi/rules/complaints.json, read here
// only, so the client and server share one source.
import table from '../../openapi/rules/complaints.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden } from '../errors.ts';

const holds = (r: RoleFlags, flags: readonly string[]) =>
  flags.some((flag) => r[flag as RoleFlag] === true);

export const canManageComplaints = (r: RoleFlags) => holds(r, table.manage);
/** Lists complaints: those who work them, and the read-only login. */
export const canReadComplaints = (r: RoleFlags) => canManageComplaints(r) || holds(r, table.read);
export const isInvestorUser = (r: RoleFlags) => holds(r, table.investorDetail);

export type ComplaintStatus = keyof typeof table.moves;
export const COMPLAINT_MAX = table.complaintMax;

/** Whether a complaint in `from` may be moved to `to`. */
export const canMove = (from: string, to: string) =>
  (table.moves[from as ComplaintStatus] as readonly string[] | undefined)?.includes(to) ?? false;

export const COMPLAINTS_REFUSED =
  'Only the super admin and the credit, recovery and disbursal managers may work complaints.';
export const INVESTORS_ONLY = 'Only investors have an investor detail.';

export function ensureComplaints(r: RoleFlags, read = false): void {
  if (!(read ? canReadComplaints(r) : canManageComplaints(r))) throw forbidden(COMPLAINTS_REFUSED);
}
