// Business vocabulary of the server: role flags, statuses and the rules that use them.
import customerPageTable from '../openapi/rules/customer-page.json' with { type: 'json' };
import decisionTable from '../openapi/rules/loan-decisions.json' with { type: 'json' };

export const ROLE_FLAGS = [
  'is_kosh_superadmin',
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
  'is_finance_intern',
  'is_lender_read_only',
  'is_field_sales_officer',
  'is_area_sales_manager',
  'is_referral_manager',
  'is_recovery_manager',
  'is_field_manager',
  'is_credit_manager',
  'is_disbursal_manager',
  'is_investors',
  'is_investor',
  'is_loan_originator',
  'is_job_manager',
] as const;

export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleFlags = Record<RoleFlag, boolean>;

export const TEAM_LEADS = ['engagement', 'disbursal', 'credit', 'field_sales'] as const;
export type TeamLead = (typeof TEAM_LEADS)[number];

export const LOAN_STATUSES = [
  'group_proposed',
  'group_accepted',
  'basic_kyc',
  'detailed_kyc',
  'ready_for_review',
  'loan_approved',
  'nach_submitted',
  'agreement_created',
  'e_signature_submitted',
  'video_uploaded',
  'ready_for_disbursal',
  'ready_for_disbursal_review',
  'loan_disbursed',
  'completed',
  'written_off',
  'settled',
  'rejected',
  'hold',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_SHARE_STATUSES = [
  'group_unaccepted',
  'group_accepted',
  'basic_kyc',
  'detailed_kyc',
  'video_uploaded',
  'e_signature_submitted',
  'nach_submitted',
  'agreement_created',
  'nach_upi_form',
  'nach_upi_submitted',
  'loan_disbursed',
  'rejected',
  'completed',
  'completed_without_paying_penalty',
  'topup',
  'written_off',
  'written_off_no_action',
  'written_off_no_agency',
  'settled',
] as const;
export type LoanShareStatus = (typeof LOAN_SHARE_STATUSES)[number];

/** Lenders loans are booked with; the first takes loans disbursed without one. */
export const LENDERS = ['Kosh Finance', 'Sahyog Capital', 'Pragati NBFC', 'Udaan Credit'];

/** Loans a lender may see: the disbursed family. */
export const DISBURSED_FAMILY: readonly LoanStatus[] = [
  'loan_disbursed',
  'completed',
  'settled',
  'written_off',
];

/** Statuses each list shows when the caller gives no status filter. */
export const LIST_DEFAULT_STATUSES = {
  applications: [
    'group_proposed',
    'group_accepted',
    'basic_kyc',
    'detailed_kyc',
    'ready_for_review',
  ],
  approved: ['loan_approved', 'ready_for_disbursal', 'ready_for_disbursal_review'],
  disbursed: ['loan_disbursed', 'completed'],
  search: null,
} as const satisfies Record<string, readonly LoanStatus[] | null>;
export type LoanList = keyof typeof LIST_DEFAULT_STATUSES;

export const LOAN_DECISIONS = ['approve', 'reject', 'ready_for_disbursal', 'disburse'] as const;
export type LoanDecision = (typeof LOAN_DECISIONS)[number];

type DecisionRule = {
  roles: readonly RoleFlag[];
  from: readonly LoanStatus[];
  to: LoanStatus;
  requires: readonly ('default_lender' | 'emi_start_date')[];
};

/** The one rule table of loan decisions (openapi/rules), shared with the client. */
export const DECISION_RULES = decisionTable.decisions as unknown as Record<
  LoanDecision,
  DecisionRule
>;
export const DECISION_NEEDS_LOAN_CONFIG: string = decisionTable.missing;

/** The status a decision leads to from `status`, or null when the decision is not allowed. */
export function nextLoanStatus(decision: LoanDecision, status: LoanStatus): LoanStatus | null {
  const rule = DECISION_RULES[decision];
  return rule.from.includes(status) ? rule.to : null;
}

/** Whether the caller's roles grant this decision. */
export const canTakeDecision = (r: RoleFlags, decision: LoanDecision) =>
  DECISION_RULES[decision].roles.some((flag) => r[flag]);

/** A default lender that is really set ('-' is the seed's and the old backend's "none"). */
export const hasLoanConfigValue = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '-';

/** Loan-share statuses a payment link may be created for (spec §4; topup is disabled). */
export const PAYMENT_LINK_SHARE_STATUSES: readonly LoanShareStatus[] = [
  'completed',
  'completed_without_paying_penalty',
  'loan_disbursed',
  'written_off',
  'written_off_no_agency',
  'settled',
];

export const ESCALATION_GROUPS = [
  'credit_manager',
  'referral_manager',
  'recovery_manager',
  'finance_manager',
  'kosh_super_admin',
  'disbursal_manager',
  'area_sales_manager',
] as const;

export const BLACKLIST_FEATURES = [
  'refer_loan',
  'apply_loan',
  'enable_chat',
  'enable_wallet',
  'enable_profile',
] as const;
export type BlacklistFeature = (typeof BLACKLIST_FEATURES)[number];

export const isAdmin = (r: RoleFlags) => r.is_kosh_superadmin;
export const isReadOnly = (r: RoleFlags) => r.is_read_only || r.is_lender_read_only;
export const isLender = (r: RoleFlags) => r.is_lender || r.is_lender_read_only;
export const canDecideLoans = (r: RoleFlags) =>
  LOAN_DECISIONS.some((decision) => canTakeDecision(r, decision));
/** Spec part 2 §6: blacklist edit and save (the customer-page rule table's editBlacklist). */
export const canEditBlacklist = (r: RoleFlags) => isGranted(r, 'editBlacklist');
export const hasSoftCallQueue = (r: RoleFlags) =>
  r.is_reminder_agent || r.is_recovery_agent || r.is_kosh_superadmin;
/** Relations an alternate contact may have, in the order the dialog offers them. */
export const CONTACT_RELATIONS = [
  'Family',
  'Friend',
  'Co_Worker',
  'Relative',
  'Neighbour',
  'Other',
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];
export const REFERENCE_CHECKS = ['GOOD', 'BAD'] as const;

/** The customer-page rule table (openapi/rules), shared with the client. */
type CustomerPageGrant = keyof typeof customerPageTable.grants;
type CustomerPageWithheld = keyof typeof customerPageTable.withholds;
const holdsAny = (r: RoleFlags, listed: readonly string[]) =>
  listed.some((flag) => r[flag as RoleFlag] === true);
export const isGranted = (r: RoleFlags, action: CustomerPageGrant) =>
  holdsAny(r, customerPageTable.grants[action]);
/** A part of the customer page withheld from these roles (never from an admin). */
export const isWithheld = (r: RoleFlags, part: CustomerPageWithheld) =>
  !isAdmin(r) && holdsAny(r, customerPageTable.withholds[part]);

/** Spec §6: technology and lender read-only users get the permission flag on alternate contacts. */
export const canEditAlternateContacts = (r: RoleFlags) => !isWithheld(r, 'editAlternateContacts');
/** Spec §5: the reference check is editable only by admin, credit manager, credit underwriter. */
export const canSetReferenceCheck = (r: RoleFlags) => isGranted(r, 'setReferenceCheck');
/** Spec §5: an alternate contact's name is longer than 2 characters, not counting edge spaces. */
export const isValidContactName = (name: string) => name.trim().length > 2;

/** Investors see only the investors area; they have no customer access. */
export const isInvestorOnly = (r: RoleFlags) =>
  (r.is_investors || r.is_investor) &&
  ROLE_FLAGS.every((flag) => !r[flag] || flag === 'is_investors' || flag === 'is_investor');

/** Spec §5: 8-25 characters, a digit, lower and upper case, a special character, no whitespace. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 25 &&
    /[0-9]/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password) &&
    !/\s/.test(password)
  );
}
