// Who may do what on the loan page's Status & Actions tab: the loan-page rule table of the
// contract (openapi/rules/loan-page.json), read by the server too, so the tab offers exactly
// what the server accepts.
import table from '../../../openapi/rules/loan-page.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import type { RoleFlags } from './roles.ts';

/** Tick or untick a co-borrower's data checks (setLoanshareCheck). */
export const canSetLoanshareChecks = (f: RoleFlags) => holdsAny(f, table.grants.setLoanshareCheck);
/** Make one of a co-borrower's videos their share's video (assignLoanshareVideo). */
export const canAssignLoanshareVideo = (f: RoleFlags) =>
  holdsAny(f, table.grants.assignLoanshareVideo);
/** part 1 §6: employment agreement documents are fetched only for admin and technology. */
export const seesEmploymentAgreements = (f: RoleFlags) =>
  holdsAny(f, table.grants.readEmploymentAgreements);

export function loanStatusRights(f: RoleFlags) {
  return {
    setChecks: canSetLoanshareChecks(f),
    assignVideo: canAssignLoanshareVideo(f),
    agreements: seesEmploymentAgreements(f),
  };
}
