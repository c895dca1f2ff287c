// The customer-page rule table of the contract (openapi/rules/customer-page.json): the client
// offers and fetches exactly what the server will allow, from the same data (part 1 §5-§6).
import table from '../../../openapi/rules/customer-page.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from './roles.ts';

export type CustomerGrant = keyof typeof table.grants;
export type CustomerWithheld = keyof typeof table.withholds;

/** The client flags a staff-profile flag of the table is read as, where the names differ. */
const CLIENT_FLAGS: Partial<Record<string, readonly RoleFlag[]>> = {
  is_kosh_superadmin: ['is_admin'],
  is_field_manager: ['is_operations_manager'],
  is_finance_intern: ['is_finance_manager'],
  // Account manager and loan originator are one role (part 2 §3).
  is_loan_originator: ['is_loan_originator', 'is_acc_manager'],
};

/** Whether these flags hold any staff-profile flag listed in a rule table (other tables too). */
export const holdsAny = (flags: RoleFlags, listed: readonly string[]) =>
  listed.some((flag) =>
    (CLIENT_FLAGS[flag] ?? [flag as RoleFlag]).some((client) => flags[client] === true),
  );

/** Whether the table grants `action` to a holder of these flags. */
export function isGranted(flags: RoleFlags, action: CustomerGrant): boolean {
  return holdsAny(flags, table.grants[action]);
}

/** Whether a part of the page is withheld from these flags (never from an admin). */
export function isWithheld(flags: RoleFlags, part: CustomerWithheld): boolean {
  return !flags.is_admin && holdsAny(flags, table.withholds[part]);
}

/** part 1 §6 'Most other profile fields': who may edit a customer's profile fields. */
export const canEditProfileFields = (f: RoleFlags) => isGranted(f, 'editProfileFields');
/** part 1 §6: the employee-id validity toggle. */
export const canToggleEmployeeId = (f: RoleFlags) => isGranted(f, 'toggleEmployeeId');
/** part 2 §5-§6: the feature toggles, penalties and the blacklist level. */
export const canEditBlacklist = (f: RoleFlags) => isGranted(f, 'editBlacklist');
/** part 1 §5: the reference check of an alternate contact. */
export const canSetReferenceCheck = (f: RoleFlags) => isGranted(f, 'setReferenceCheck');
/** part 1 §6: lender read-only and technology get the permission flag on alternate contacts. */
export const canEditAlternateContacts = (f: RoleFlags) => !isWithheld(f, 'editAlternateContacts');
/** part 1 §6: lender read-only has the Actions tab's buttons disabled. */
export const canUseCustomerActions = (f: RoleFlags) => !isWithheld(f, 'customerActions');
/** part 1 §6: area sales managers fetch no contact loan history or customer relationships. */
export const seesContactLoanHistory = (f: RoleFlags) => !isWithheld(f, 'contactLoanHistory');
/** part 1 §6: recovery agency gets no loan-id links in history. */
export const seesLoanLinks = (f: RoleFlags) => !isWithheld(f, 'loanLinks');
/** part 1 §6: B2B does not see loan history and borrower status. */
export const seesLoanHistory = (f: RoleFlags) => !isWithheld(f, 'loanHistory');
/** The Bureau panel's 'CRIF PULL': the credit roles (part 1 §7; rule `pullCrif`). */
export const canPullCrif = (f: RoleFlags) => isGranted(f, 'pullCrif');
/** part 1 §5-§6: Salary/EMI submit, and 'Move to Salary/EMI' of a FIP transaction. */
export const canEditSalaryEmi = (f: RoleFlags) => isGranted(f, 'editSalaryEmi');
/** The device panel's 'Contains Mobile' message filter (part 1 §6; rule `containsMobile`). */
export const canFilterContainsMobile = (f: RoleFlags) => isGranted(f, 'containsMobile');
/** part 1 §6 'Employer Edit': the employer search dialog (new company, address, sub-employer). */
export const canAddEmployer = (f: RoleFlags) => isGranted(f, 'addEmployer');
/** The profile's contacts sync from the customer's devices (rule `syncContacts`). */
export const canSyncContacts = (f: RoleFlags) => isGranted(f, 'syncContacts');
/** part 1 §6: the employers route's roles, and whoever may edit an employer, search employers. */
export const canSearchEmployers = (f: RoleFlags) => isGranted(f, 'searchEmployers');
