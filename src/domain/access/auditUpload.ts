// The call-desks rule table of the contract (openapi/rules/call-desks.json): who may upload an
// audit file. Flags are the server's, so the raw staff profile is read, not the derived roles.
import table from '../../../openapi/rules/call-desks.json' with { type: 'json' };
import type { RawStaffRoleFlags } from './roles.ts';

/** Spec part 2 §2, §7: the audit-file upload, for the rule table's `auditUpload` holders. */
export const canUploadAuditFile = (profile: Partial<RawStaffRoleFlags>): boolean =>
  table.auditUpload.some((flag) => profile[flag as keyof RawStaffRoleFlags] === true);
