// The loan-page rule table of the contract (openapi/rules/loan-page.json): who opens a loan,
// sets its config, ticks loan-share checks, assigns videos and reads employment agreements. The
// server enforces the same data; the client offers only what it allows.
import type { components } from '../../../openapi/generated/main.ts';
import table from '../../../openapi/rules/loan-page.json' with { type: 'json' };
import { holdsAny } from './customerPage.ts';
import { isInvestorOnly, type RoleFlags } from './roles.ts';

type LoanStatus = components['schemas']['LoanStatus'];
export type LoanPageGrant = keyof typeof table.grants;

export const isLoanPageGranted = (flags: RoleFlags, grant: LoanPageGrant) =>
  holdsAny(flags, table.grants[grant]);

/** Opens this loan: not investors only; lenders only once it is disbursed (or past it). */
export function opensLoan(flags: RoleFlags, status: LoanStatus): boolean {
  if (isInvestorOnly(flags)) return false;
  if (flags.is_admin || !holdsAny(flags, table.openLoan.disbursedOnly)) return true;
  return table.openLoan.disbursedFamily.includes(status);
}

/** #loanConfig: the default lender and EMI start date. */
export const canEditLoanConfig = (f: RoleFlags) => isLoanPageGranted(f, 'editLoanConfig');
/** The loan's config may still change in this status (not disbursed or past it, not rejected). */
export const isLoanConfigEditable = (status: LoanStatus) => table.editableStatuses.includes(status);
/** #statusActions: a co-borrower's loan-share data checks. */
export const canSetLoanshareCheck = (f: RoleFlags) => isLoanPageGranted(f, 'setLoanshareCheck');
/** #statusActions: a share's video. */
export const canAssignLoanshareVideo = (f: RoleFlags) =>
  isLoanPageGranted(f, 'assignLoanshareVideo');
/** part 1 §6: employment agreement documents are fetched only for admin and technology. */
export const readsEmploymentAgreements = (f: RoleFlags) =>
  isLoanPageGranted(f, 'readEmploymentAgreements');
