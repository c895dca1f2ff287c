// Who works complaints and what a complaint may become next: openapi/rules/complaints.json, the
// table the reference server enforces (spec part 2 §6).
import table from '../../../openapi/rules/complaints.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

export type ComplaintStatus = keyof typeof table.moves;

/** Register complaints and move them along (super admin, HR; credit, recovery, disbursal managers). */
export const canManageComplaints = (f: RoleFlags): boolean =>
  f.is_admin || holdsAny(f, table.manage);

/** The statuses a complaint may be moved to from `status`, in the table's order. */
export const nextComplaintStatuses = (status: string): readonly ComplaintStatus[] =>
  (table.moves[status as ComplaintStatus] as ComplaintStatus[] | undefined) ?? [];

/** The longest complaint the server takes. */
export const COMPLAINT_MAX: number = table.complaintMax;
