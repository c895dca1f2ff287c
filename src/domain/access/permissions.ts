// Every role rule of the spec as a named predicate. Pure: flags (and the few facts a rule names)
// in, boolean out. Writes by read-only users are refused separately (see blocksWriteRequest).

import { canTakeDecision, type LoanDecision } from '../loanDecisions.ts';
import type { RoleFlags } from './roles.ts';

/** The one user the spec names: never sees Credit Comments or the Chats tab. */
export const TEST_LENDER_USERNAME = 'testlender';

// ---- Read-only users ----------------------------------------------------------------------

// part 1 §5, part 2 §6: read-only roles are blocked from writing.
/** A lender or read-only lender (part 1 §6): sees disbursed loans only; own state cleared at sign-out. */
export const isLenderUser = (f: RoleFlags): boolean => f.is_lender || f.is_lender_read_only;

export const isReadOnlyUser = (f: RoleFlags): boolean => f.is_lender_read_only || f.is_read_only;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * part 2 §6 / architecture §6: a read-only user's request that changes something (a POST, PUT,
 * PATCH or DELETE, or a GET the contract marks `x-creates`) is refused before the network, except
 * on auth pages.
 */
export function blocksWriteRequest(
  f: RoleFlags,
  method: string,
  context: { onAuthPage: boolean; createsSomething?: boolean },
): boolean {
  const verb = method.toUpperCase();
  const changes = WRITE_METHODS.has(verb) || (verb === 'GET' && context.createsSomething === true);
  return changes && isReadOnlyUser(f) && !context.onAuthPage;
}

// part 2 §6: the lender-integrated area (path containing /lender/) uses the main token, chat pages the chat token.
export const usesMainToken = (pathname: string): boolean => pathname.includes('/lender/');

// ---- Loans --------------------------------------------------------------------------------

export type { LoanDecision };

/**
 * Not stated by the spec (it only names the decide call): the contract's rule table says it.
 * Credit decides approve/reject, disbursal moves approved loans on (openapi/rules).
 */
export const canDecideLoan = (f: RoleFlags, decision: LoanDecision): boolean =>
  canTakeDecision(f, decision);

// Any of the decisions above.
export const canDecideLoans = (f: RoleFlags): boolean =>
  canDecideLoan(f, 'approve') || canDecideLoan(f, 'disburse');

// part 1 §4: disbursal team opening a loan_approved loan without default lender or EMI start date is offered #loanConfig.
export function offersLoanConfigJump(
  f: RoleFlags,
  loan: { status: string; default_lender?: unknown; emi_start_date?: unknown },
): boolean {
  return (
    f.is_disbursal_team &&
    loan.status === 'loan_approved' &&
    (!loan.default_lender || !loan.emi_start_date)
  );
}

// ---- Comments (part 1 §6 'Comment posting') -----------------------------------------------

export type CommentKind = 'recovery' | 'marketing' | 'disbursal' | 'credit';
export const COMMENT_FIELDS = {
  recovery: 'recovery_comment',
  marketing: 'marketing_comment',
  disbursal: 'disbursal_comment',
  credit: 'credit_comment',
} as const satisfies Record<CommentKind, string>;

// part 1 §6 Comment posting; the soft-call version widens recovery (technology) and marketing (finance, operations, technology).
export function canPostComment(
  kind: CommentKind,
  f: RoleFlags,
  options: { softCallVersion?: boolean } = {},
): boolean {
  const soft = options.softCallVersion === true;
  switch (kind) {
    case 'recovery':
      return (
        f.is_admin ||
        f.is_recovery_agent ||
        f.is_recovery_manager ||
        f.is_recovery_agency ||
        (soft && f.is_technology)
      );
    case 'marketing':
      return (
        f.is_admin ||
        f.is_reminder_agent ||
        f.is_acc_manager ||
        f.is_referral_sales ||
        (soft && (f.is_finance_manager || f.is_operations_manager || f.is_technology))
      );
    case 'disbursal':
      return (
        f.is_admin ||
        f.is_operations_manager ||
        f.is_finance_manager ||
        f.is_disbursal_team ||
        f.is_referral_sales
      );
    case 'credit':
      return f.is_admin || f.is_credit_underwriter;
  }
}

// part 1 §6: Credit Comments tab for credit underwriter, admin, lender, disbursal team, operations manager, technology; never testlender.
export const canSeeCreditComments = (f: RoleFlags, username: string): boolean =>
  username !== TEST_LENDER_USERNAME &&
  (f.is_credit_underwriter ||
    f.is_admin ||
    f.is_lender ||
    f.is_disbursal_team ||
    f.is_operations_manager ||
    f.is_technology);

// part 1 §6: the loan page's Chats tab is hidden for testlender.
export const canSeeChatsTab = (username: string): boolean => username !== TEST_LENDER_USERNAME;

// ---- Customer profile and employer (part 1 §6 'Comment posting' paragraph, part 1 §5) -----

// part 1 §6: employer name edit.
export const canEditEmployerName = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_underwriter || f.is_credit_manager;

// part 1 §6: Employer Edit.
export const canEditEmployer = (f: RoleFlags): boolean =>
  f.is_admin ||
  f.is_credit_underwriter ||
  f.is_disbursal_team ||
  f.is_referral_manager ||
  f.is_area_sales_manager ||
  f.is_operations_manager;

// part 1 §6: employer Verify.
export const canVerifyEmployer = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_underwriter || f.is_disbursal_team;

// part 1 §6: rating edit.
export const canEditRating = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_underwriter || f.is_credit_manager;

// part 1 §6: most other profile fields ('operations' = operations manager, 'finance' = finance manager).
export const canEditProfileFields = (f: RoleFlags): boolean =>
  f.is_admin ||
  f.is_credit_underwriter ||
  f.is_acc_manager ||
  f.is_operations_manager ||
  f.is_finance_manager ||
  f.is_disbursal_team ||
  f.is_referral_sales;

// part 1 §6: employee id validity toggle.
export const canToggleEmployeeIdValidity = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_underwriter;

// part 1 §6: employment agreement documents are fetched only for admin and technology.
export const canFetchEmploymentAgreements = (f: RoleFlags): boolean =>
  f.is_admin || f.is_technology;

// part 1 §6 (and §2 'Contains Mobile (staff only)'): filtered-messages 'Contains Mobile' radio.
export const canUseContainsMobileFilter = (f: RoleFlags): boolean =>
  f.is_credit_underwriter ||
  f.is_recovery_agent ||
  f.is_recovery_manager ||
  f.is_admin ||
  f.is_technology;

// part 1 §6: FIP transaction 'Move to Salary/EMI'.
export const canMoveToSalaryEmi = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_manager || f.is_credit_underwriter;

// part 1 §5: Salary/EMI submit.
export const canSubmitSalaryEmi = (f: RoleFlags): boolean =>
  f.is_credit_underwriter || f.is_admin || f.is_credit_manager;

// part 1 §5: alternate-contact reference check (GOOD/BAD) editable.
export const canEditReferenceCheck = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_manager || f.is_credit_underwriter;

// part 1 §6: lender read-only or technology get the permission flag on alternate contacts.
export const hasAlternateContactPermissionFlag = (f: RoleFlags): boolean =>
  f.is_lender_read_only || f.is_technology;

// part 1 §6: lender read-only disables the action buttons of the Actions tab.
export const actionsTabDisabled = (f: RoleFlags): boolean => f.is_lender_read_only;

// part 1 §6: area sales managers do not fetch contact loan history.
export const fetchesContactLoanHistory = (f: RoleFlags): boolean => !f.is_area_sales_manager;

// part 1 §6: ... nor customer relationships.
export const fetchesCustomerRelationships = (f: RoleFlags): boolean => !f.is_area_sales_manager;

// part 1 §6: recovery agency gets no loan-id links in history.
export const showsLoanIdLinksInHistory = (f: RoleFlags): boolean => !f.is_recovery_agency;

// part 1 §6 and §2 (profile jump bar): b2b does not see loan history, borrower status, payment behaviour.
export const seesLoanHistoryAndBorrowerStatus = (f: RoleFlags): boolean => !f.is_b2b;

// part 1 §6: All Tags hidden for b2b.
export const seesAllTagsTab = (f: RoleFlags): boolean => !f.is_b2b;

// ---- Blacklist and feature blocking (part 2 §5, §6; part 1 §6 'blacklist tab') ------------

// part 2 §6: blacklist edit and save.
export const canEditBlacklist = (f: RoleFlags): boolean =>
  f.is_admin || f.is_credit_manager || f.is_disbursal_manager || f.is_recovery_manager;

// part 2 §5: feature toggles are disabled unless admin, credit, disbursal or recovery manager.
export const canToggleFeatures = canEditBlacklist;

// ---- Documents (part 2 §6) ----------------------------------------------------------------

// part 2 §6: upload/replace/add-new/assign controls only for non-lender users (lender and lender read-only).
export const canUploadDocuments = (f: RoleFlags): boolean => !isLenderUser(f);

// part 2 §6: Replace All, Add New and Assign loan_share also need the editable option.
export const canReplaceOrAssignDocuments = (f: RoleFlags, editable: boolean): boolean =>
  editable && canUploadDocuments(f);

// ---- Chat moderation (part 2 §6) ----------------------------------------------------------

// part 2 §6: super admin: Disable Chat.
export const canDisableChat = (f: RoleFlags): boolean => f.is_admin;

// part 2 §6: super admin: Blacklist User.
export const canBlacklistUser = (f: RoleFlags): boolean => f.is_admin;

// part 2 §6: super admin sees business users in the member list.
export const seesBusinessUsersInMembers = (f: RoleFlags): boolean => f.is_admin;

// part 2 §6: business members of the channel or the super admin open a user's number from the avatar.
export const canOpenMemberNumber = (f: RoleFlags, ctx: { isBusinessMember: boolean }): boolean =>
  f.is_admin || ctx.isBusinessMember;

// part 2 §6: super admin sees Delete Channel on non-public channels; business members of the channel can Delete Channel.
export const showsDeleteChannel = (
  f: RoleFlags,
  ctx: { isBusinessMember: boolean; isPublic: boolean },
): boolean => ctx.isBusinessMember || (f.is_admin && !ctx.isPublic);

export const CHANNEL_DELETE_MEMBER_LIMIT = 1000;

// part 2 §5: delete only by the creator below 1000 members; 0 members means the list is not loaded yet.
export function deleteChannelCheck(ctx: {
  isCreator: boolean;
  memberCount: number;
}): 'allowed' | 'membersNotLoaded' | 'forbidden' {
  if (ctx.memberCount === 0) return 'membersNotLoaded';
  return ctx.isCreator && ctx.memberCount < CHANNEL_DELETE_MEMBER_LIMIT ? 'allowed' : 'forbidden';
}

// part 2 §6: the channel Tasks option needs the manage_task_across_channels chat action.
export const showsChannelTasksOption = (chatActions: readonly string[]): boolean =>
  chatActions.includes('manage_task_across_channels');

// ---- Tasks (part 2 §6) --------------------------------------------------------------------

// part 2 §6: these roles use the broader issue-tracker task-list call (field manager = operations manager).
export const usesBroaderTaskList = (f: RoleFlags): boolean =>
  f.is_area_sales_manager ||
  f.is_credit_manager ||
  f.is_disbursal_manager ||
  f.is_operations_manager ||
  f.is_finance_manager ||
  f.is_recovery_manager ||
  f.is_referral_manager ||
  f.is_admin;

// ---- Calls and escalation -----------------------------------------------------------------

// part 1 §6 and part 2 §6: the manager roles an agent may escalate to.
export const ESCALATION_GROUPS = [
  'credit_manager',
  'referral_manager',
  'recovery_manager',
  'finance_manager',
  'kosh_super_admin',
  'disbursal_manager',
  'area_sales_manager',
] as const;
export type EscalationGroup = (typeof ESCALATION_GROUPS)[number];

// part 1 §6: a role name (from the managers list) belongs to the escalation groups.
export const isEscalationManagerGroup = (role: string): role is EscalationGroup =>
  (ESCALATION_GROUPS as readonly string[]).includes(role);

// A manager is offered for escalation when any of their roles is an escalation group.
export const isEscalationManager = (roles: readonly string[]): boolean =>
  roles.some(isEscalationManagerGroup);

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

// part 1 §4/§6, part 2 §4: calls (and call buttons) only with a telephony login in the profile.
export const canCall = (profile: {
  telecmi_username?: string | null;
  telecmi_pwd?: string | null;
}): boolean => filled(profile.telecmi_username) && filled(profile.telecmi_pwd);
