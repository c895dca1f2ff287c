// Client role flags and how they are derived from the raw staff profile.
// Spec: part 1 §6 (flags), part 2 §3 'Staff profile flags used here', part 2 §6 (role mapping).
import type { components } from '../../../openapi/generated/auth.ts';
import { allOf } from '../contractEnums.ts';

type StaffProfile = components['schemas']['StaffProfile'];

/** The raw role flags of the server's staff profile: the contract's fields named `is_*`. */
export type RawStaffRoleFlags = {
  [K in keyof StaffProfile as K extends `is_${string}` ? K : never]: StaffProfile[K];
};

/** Server flags the client reads under another name, or folds into another flag (see deriveRoleFlags). */
type MappedServerFlag = 'is_kosh_superadmin' | 'is_field_manager' | 'is_finance_intern';
/** Client flags that the server spells differently or derives (see deriveRoleFlags). */
type ClientOnlyFlag = 'is_admin' | 'is_operations_manager' | 'is_acc_manager';

/**
 * Every client role flag of part 1 §6, in the spec's order: the contract's staff-profile flags,
 * mapped as part 2 §6 says. A flag added to or dropped from the contract fails to compile here.
 */
export const ROLE_FLAG_KEYS = allOf<
  Exclude<keyof RawStaffRoleFlags, MappedServerFlag> | ClientOnlyFlag
>()([
  'is_admin',
  'is_read_only',
  'is_human_resources',
  'is_referral_sales',
  'is_disbursal_team',
  'is_credit_underwriter',
  'is_b2b',
  'is_founder_officer',
  'is_reminder_agent',
  'is_reminder_audit',
  'is_technology',
  'is_recovery_agent',
  'is_recovery_agency',
  'is_recovery_team_lead',
  'is_lender',
  'is_finance_manager',
  'is_lender_read_only',
  'is_field_sales_officer',
  'is_area_sales_manager',
  'is_referral_manager',
  'is_recovery_manager',
  'is_operations_manager',
  'is_credit_manager',
  'is_disbursal_manager',
  'is_investors',
  'is_acc_manager',
  'is_loan_originator',
  'is_job_manager',
  'is_investor',
]);

export type RoleFlag = (typeof ROLE_FLAG_KEYS)[number];
export type RoleFlags = Readonly<Record<RoleFlag, boolean>>;

/** Some payloads (the chat profile) spell the admin flag `kosh_super_admin`. */
export type StaffRoleSource = RawStaffRoleFlags & { kosh_super_admin?: boolean | null };

export const NO_ROLE_FLAGS: RoleFlags = Object.freeze(
  Object.fromEntries(ROLE_FLAG_KEYS.map((key) => [key, false])) as Record<RoleFlag, boolean>,
);

/** Flags with only the given ones set; handy for tests, stories and fixtures. */
export function roleFlagsOf(...set: readonly RoleFlag[]): RoleFlags {
  const flags: Record<RoleFlag, boolean> = { ...NO_ROLE_FLAGS };
  for (const key of set) flags[key] = true;
  return flags;
}

/**
 * Maps the raw server flags to client flags (part 1 §6, part 2 §6): the super-admin flag is
 * is_admin, field manager is operations manager, a finance intern counts as finance manager, and
 * account manager is the same role as loan originator. The rest map one to one. Values are
 * compared with `=== true`, so a missing or null flag in an older payload reads as false.
 */
export function deriveRoleFlags(profile: StaffRoleSource): RoleFlags {
  const on = (value: boolean | null | undefined) => value === true;
  const loanOriginator = on(profile.is_loan_originator);
  return {
    is_admin: on(profile.is_kosh_superadmin) || on(profile.kosh_super_admin),
    is_read_only: on(profile.is_read_only),
    is_human_resources: on(profile.is_human_resources),
    is_referral_sales: on(profile.is_referral_sales),
    is_disbursal_team: on(profile.is_disbursal_team),
    is_credit_underwriter: on(profile.is_credit_underwriter),
    is_b2b: on(profile.is_b2b),
    is_founder_officer: on(profile.is_founder_officer),
    is_reminder_agent: on(profile.is_reminder_agent),
    is_reminder_audit: on(profile.is_reminder_audit),
    is_technology: on(profile.is_technology),
    is_recovery_agent: on(profile.is_recovery_agent),
    is_recovery_agency: on(profile.is_recovery_agency),
    is_recovery_team_lead: on(profile.is_recovery_team_lead),
    is_lender: on(profile.is_lender),
    is_finance_manager: on(profile.is_finance_manager) || on(profile.is_finance_intern),
    is_lender_read_only: on(profile.is_lender_read_only),
    is_field_sales_officer: on(profile.is_field_sales_officer),
    is_area_sales_manager: on(profile.is_area_sales_manager),
    is_referral_manager: on(profile.is_referral_manager),
    is_recovery_manager: on(profile.is_recovery_manager),
    is_operations_manager: on(profile.is_field_manager),
    is_credit_manager: on(profile.is_credit_manager),
    is_disbursal_manager: on(profile.is_disbursal_manager),
    is_investors: on(profile.is_investors),
    is_acc_manager: loanOriginator,
    is_loan_originator: loanOriginator,
    is_job_manager: on(profile.is_job_manager),
    is_investor: on(profile.is_investor),
  };
}

/**
 * The spec has two investor flags (`is_investors`, `is_investor`) and never tells them apart;
 * either one makes the user an investor.
 */
export function isInvestor(flags: RoleFlags): boolean {
  return flags.is_investors || flags.is_investor;
}

/** True when the user holds no role flag other than the investor ones. */
export function isInvestorOnly(flags: RoleFlags): boolean {
  return (
    isInvestor(flags) &&
    ROLE_FLAG_KEYS.every((key) => key === 'is_investors' || key === 'is_investor' || !flags[key])
  );
}

/**
 * Label of the primary role for the user menu. The first flag set in this list wins: broad
 * authority first (admin, read-only, founder, technology), then managers, then team roles, then
 * external parties (lenders, investors). A user with no flag is 'Staff'.
 */
export const ROLE_LABEL_PRECEDENCE: readonly (readonly [RoleFlag, string])[] = [
  ['is_admin', 'Admin'],
  ['is_read_only', 'Read Only'],
  ['is_founder_officer', 'Founder Officer'],
  ['is_technology', 'Technology'],
  ['is_credit_manager', 'Credit Manager'],
  ['is_disbursal_manager', 'Disbursal Manager'],
  ['is_recovery_manager', 'Recovery Manager'],
  ['is_referral_manager', 'Referral Manager'],
  ['is_operations_manager', 'Operations Manager'],
  ['is_finance_manager', 'Finance Manager'],
  ['is_area_sales_manager', 'Area Sales Manager'],
  ['is_human_resources', 'Human Resources'],
  ['is_job_manager', 'Job Manager'],
  ['is_recovery_team_lead', 'Recovery Team Lead'],
  ['is_credit_underwriter', 'Credit Underwriter'],
  ['is_disbursal_team', 'Disbursal Team'],
  ['is_referral_sales', 'Referral Sales'],
  ['is_acc_manager', 'Account Manager'],
  ['is_loan_originator', 'Loan Originator'],
  ['is_reminder_audit', 'Reminder Audit'],
  ['is_reminder_agent', 'Reminder Agent'],
  ['is_recovery_agent', 'Recovery Agent'],
  ['is_recovery_agency', 'Recovery Agency'],
  ['is_field_sales_officer', 'Field Sales Officer'],
  ['is_b2b', 'B2B'],
  ['is_lender', 'Lender'],
  ['is_lender_read_only', 'Lender (Read Only)'],
  ['is_investors', 'Investor'],
  ['is_investor', 'Investor'],
];

export function roleLabel(flags: RoleFlags): string {
  const found = ROLE_LABEL_PRECEDENCE.find(([key]) => flags[key]);
  return found ? found[1] : 'Staff';
}
