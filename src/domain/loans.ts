// Loan, loan-share and call constants of the spec, values verbatim. Where the contract declares
// the enum, the list is checked against the generated type (allOf), so the two cannot differ.
// Spec: part 1 §4 'States and transitions', part 1 §9, part 2 §6 and §9.
import type { components } from '../../openapi/generated/main.ts';
import { allOf } from './contractEnums.ts';

type Schemas = components['schemas'];
export type LoanStatus = Schemas['LoanStatus'];
export type LoanShareStatus = Schemas['LoanShareStatus'];

/** Post-approval check status; appears only in the approved-loans default filter. */
export const POST_APPROVAL_CHECK_STATUS = 'ready_for_disbursal_review' satisfies LoanStatus;
/** Seen only in loan history rows. */
export const HISTORY_ONLY_LOAN_STATUSES = ['hold'] as const satisfies readonly LoanStatus[];

/** The statuses a loan moves through: the contract's, without the two above. */
export const LOAN_STATUSES = allOf<
  Exclude<
    LoanStatus,
    typeof POST_APPROVAL_CHECK_STATUS | (typeof HISTORY_ONLY_LOAN_STATUSES)[number]
  >
>()([
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
  'loan_disbursed',
  'completed',
  'written_off',
  'settled',
  'rejected',
]);

/** "written-off variants no_action, no_agency", spelt as in the payment-link list. */
export const WRITTEN_OFF_VARIANTS = [
  'written_off_no_action',
  'written_off_no_agency',
] as const satisfies readonly LoanShareStatus[];

/** Loan-share statuses the contract has only for the payment-link list (part 1 §4). */
const PAYMENT_LINK_SHARE_STATUSES = [
  'loan_disbursed',
  'completed_without_paying_penalty',
  'topup',
  ...WRITTEN_OFF_VARIANTS,
] as const satisfies readonly LoanShareStatus[];

/** The loan-share statuses of part 1 §4: the contract's, without the payment-link ones. */
export const LOAN_SHARE_STATUSES = allOf<
  Exclude<LoanShareStatus, (typeof PAYMENT_LINK_SHARE_STATUSES)[number]>
>()([
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
  'rejected',
  'completed',
  'written_off',
  'settled',
]);

const ACRONYMS: Readonly<Record<string, string>> = {
  kyc: 'KYC',
  nach: 'NACH',
  upi: 'UPI',
  emi: 'EMI',
  fs: 'FS',
  gl: 'GL',
};

/** 'basic_kyc' → 'Basic KYC', 'e_signature_submitted' → 'E Signature Submitted'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter((word) => word !== '')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Display label of a loan or loan-share status; unknown values are humanised too. */
export const statusLabel = (status: string): string => humanize(status);

export type LoanListPage = 'approved-loans' | 'loan-applications' | 'disbursed-loans';

export const DEFAULT_LIST_STATUSES: Readonly<Record<LoanListPage, readonly string[]>> = {
  'approved-loans': ['loan_approved', 'ready_for_disbursal', POST_APPROVAL_CHECK_STATUS],
  'loan-applications': [
    'group_proposed',
    'group_accepted',
    'basic_kyc',
    'detailed_kyc',
    'ready_for_review',
  ],
  'disbursed-loans': ['loan_disbursed', 'completed'],
};

/** Statuses a loan-list filter offers: every loan status plus the post-approval check. */
export const LIST_FILTER_STATUSES: readonly string[] = [
  ...LOAN_STATUSES,
  POST_APPROVAL_CHECK_STATUS,
];

type DashboardStatusFilter = Schemas['DashboardStatusFilter'];
const DASHBOARD_STATUS_LABELS = {
  all_loans: 'All Loans',
  approved_loans: 'Approved Loans',
  disbursed_loans: 'Disbursed Loans',
  rejected_loans: 'Rejected Loans',
  other: 'Other',
} as const satisfies Record<DashboardStatusFilter, string>;

/** The dashboard's status filter options, in the order shown. */
export const DASHBOARD_STATUS_FILTERS = allOf<DashboardStatusFilter>()([
  'all_loans',
  'approved_loans',
  'disbursed_loans',
  'rejected_loans',
  'other',
]).map((value) => ({ value, label: DASHBOARD_STATUS_LABELS[value] }));

export const PAYMENT_LINK_ELIGIBLE_STATUSES = [
  'completed',
  'completed_without_paying_penalty',
  'topup',
  'loan_disbursed',
  'written_off',
  'written_off_no_agency',
  'settled',
] as const satisfies readonly LoanShareStatus[];
/** Listed in the payment-link loan picker but not selectable. */
export const PAYMENT_LINK_DISABLED_STATUSES = [
  'topup',
] as const satisfies readonly LoanShareStatus[];

export const isPaymentLinkListed = (status: string): boolean =>
  (PAYMENT_LINK_ELIGIBLE_STATUSES as readonly string[]).includes(status);
export const isPaymentLinkSelectable = (status: string): boolean =>
  isPaymentLinkListed(status) &&
  !(PAYMENT_LINK_DISABLED_STATUSES as readonly string[]).includes(status);

export const EARLY_PAY_SELECTABLE = [
  'loan_disbursed',
  'completed',
  'settled',
  'written_off',
] as const;
export const isEarlyPaySelectable = (status: string): boolean =>
  (EARLY_PAY_SELECTABLE as readonly string[]).includes(status);

/** Rejected loans are excluded from the loan-history list. */
export const isShownInLoanHistory = (status: string): boolean => status !== 'rejected';

/** Contact aggregation buckets (part 1 §4); other statuses count in no bucket. */
export function contactLoanBucket(status: string): 'success' | 'settled' | 'rejected' | null {
  if (status === 'loan_disbursed' || status === 'completed') return 'success';
  if (status === 'settled' || status === 'written_off') return 'settled';
  if (status === 'rejected') return 'rejected';
  return null;
}

export type TeamLeadFilter = Schemas['TeamLead'];
export const TEAM_LEAD_FILTERS = allOf<TeamLeadFilter>()([
  'engagement',
  'disbursal',
  'credit',
  'field_sales',
]);

export const PAGE_SIZES = {
  loans: 8,
  customers: 14,
  messages: 20,
  messageBatch: 30,
  channels: 8,
  channelSearch: 10,
  issueTrackerTasks: 25,
  nativeTasks: 20,
  supportCalls: 10,
} as const;

// ---- Call feedback (part 1 §9) ------------------------------------------------------------

type Feedback = Schemas['FeedbackPayload'];
export const SOFT_CONTACT_OPTIONS = allOf<Feedback['feedback']>()([
  'contactable',
  'non_contactable',
  'contactable_via_others',
]);
export const AUDIT_CONTACT_OPTIONS = ['CON', 'NC', 'RNR'] as const;
export const COOPERATION_OPTIONS = allOf<NonNullable<Feedback['cooperation_level']>>()([
  'cooperative',
  'non_cooperative',
]);
export const SOFT_PAYMENT_OPTIONS = allOf<NonNullable<Feedback['payment']>>()([
  'paid_to_fs',
  'promise_to_pay',
  'paid',
]);
export const AUDIT_PAYMENT_OPTIONS = ['DONE', 'DUE'] as const;
export const NEW_LEAD_FEEDBACK_OPTIONS = [
  'will_create_new_group',
  'will_continue_same_group',
  'personal_loan_required',
  'no_loan_required',
  'ringing_not_receiving',
  'loan_belongs_to_team',
  'customer_not_eligible_for_loan',
  'customer_not_reachable',
  'customer_said_callback',
] as const;
export const SUPPORT_TASK_TYPES = allOf<NonNullable<Feedback['type_of_task']>>()([
  'DISBURSAL',
  'UNABLE_TO_PAY',
  'LEADER_RELATED',
  'LOAN_CHARGES',
  'WRONG_CREDIT_BUREAU',
]);

/** Soft-call contact choices that clear cooperation and payment (part 1 §4). */
export const CLEARS_COOPERATION_AND_PAYMENT = [
  'non_contactable',
  'contactable_via_others',
] as const satisfies readonly Feedback['feedback'][];

export const PROMISE_WINDOW_DAYS = 30;

export const TRACEABILITY_LABELS = {
  RNR: 'Ringing not recieved',
  NC: 'Non Contactable',
  CON: 'Connected',
  None: 'Not Called Yet',
} as const satisfies Record<Schemas['Traceability'], string>;
export type Traceability = Schemas['Traceability'];

export const SUPPORT_STATUSES = ['OPEN', 'CLOSED', 'RESOLVED'] as const;

// ---- Wallet, contacts, salary, employer ---------------------------------------------------

export const WALLET_STATUSES = ['CREDIT', 'PAID_OUT', 'REQUESTED', 'FLAGGED', 'REJECTED'] as const;
/** Any other wallet transaction status shows as PENALTY (part 1 §4). */
export const walletStatusLabel = (status: string): string =>
  (WALLET_STATUSES as readonly string[]).includes(status) ? status : 'PENALTY';

/** Fallback relation list; the server sends its own list (part 1 §3, part 2 §9). */
export const RELATION_OPTIONS = ['Family', 'Friend', 'Co_Worker', 'Other'] as const;
export const REFERENCE_CHECK_OPTIONS = ['GOOD', 'BAD'] as const;

export const NACH_MANDATE_STATUSES_SHOWN = ['active', 'register_success', 'ack_received'] as const;
export const SALARY_MODES = ['account', 'cash'] as const;
export const EMPLOYER_RATINGS = allOf<NonNullable<Schemas['CustomerProfile']['rating']>>()([
  'grade_A',
  'grade_B',
  'grade_C',
]);
