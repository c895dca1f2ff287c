// Who may do what on the loan page: the contract's rule table (openapi/rules/loan-page.json).
import table from '../../openapi/rules/loan-page.json' with { type: 'json' };
import type { LoanStatus, RoleFlag, RoleFlags } from '../domain.ts';
import { forbidden, NO_PERMISSION } from '../errors.ts';

export type LoanPageGrant = keyof typeof table.grants;

const holdsAny = (r: RoleFlags, listed: readonly string[]) =>
  listed.some((flag) => r[flag as RoleFlag] === true);
const holdsOnly = (r: RoleFlags, listed: readonly string[]) =>
  holdsAny(r, listed) &&
  (Object.keys(r) as RoleFlag[]).every((flag) => !r[flag] || listed.includes(flag));

export const isGrantedOnLoanPage = (r: RoleFlags, grant: LoanPageGrant) =>
  holdsAny(r, table.grants[grant]);

/** Opens loans at all (investors only do not). */
export const opensLoans = (r: RoleFlags) => !holdsOnly(r, table.openLoan.investorsOnly);

/** Opens this loan: lenders only once it is disbursed (or past it); admins always. */
export function opensLoan(r: RoleFlags, status: LoanStatus): boolean {
  if (!opensLoans(r)) return false;
  if (r.is_kosh_superadmin || !holdsAny(r, table.openLoan.disbursedOnly)) return true;
  return table.openLoan.disbursedFamily.includes(status);
}

export function requireGrant(r: RoleFlags, grant: LoanPageGrant): void {
  if (!isGrantedOnLoanPage(r, grant)) throw forbidden(NO_PERMISSION);
}

/** The loan's default lender and EMI start date may still change in this status. */
export const configEditable = (status: LoanStatus) => table.editableStatuses.includes(status);

/** part 1 §6: employment agreements only for admin and technology. */
export const readsEmploymentAgreements = (r: RoleFlags) =>
  isGrantedOnLoanPage(r, 'readEmploymentAgreements');
