import {
  canDecideLoan,
  isReadOnlyUser,
  type LoanDecision,
} from '../../src/domain/access/permissions.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import type { LoanStatus, LoanSummary } from '../loanList/loanList.types.ts';

export type { LoanDecision };

/** In the order a row offers them: the step forward first, rejection last. */
export const LOAN_DECISIONS: readonly LoanDecision[] = [
  'approve',
  'ready_for_disbursal',
  'disburse',
  'reject',
];

/** Everything before money moves can still be rejected (the server's rule). */
const REJECTABLE: readonly LoanStatus[] = [
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
  'hold',
];

/** From which statuses each decision is allowed, and where it leads (matches the server). */
export const DECISION_RULES: Readonly<
  Record<LoanDecision, { from: readonly LoanStatus[]; to: LoanStatus }>
> = {
  approve: { from: ['ready_for_review'], to: 'loan_approved' },
  reject: { from: REJECTABLE, to: 'rejected' },
  ready_for_disbursal: { from: ['loan_approved'], to: 'ready_for_disbursal' },
  disburse: { from: ['ready_for_disbursal'], to: 'loan_disbursed' },
};

/** The status `decision` moves a loan in `status` to, or null when the status does not allow it. */
export function nextStatus(decision: LoanDecision, status: LoanStatus): LoanStatus | null {
  const rule = DECISION_RULES[decision];
  return rule.from.includes(status) ? rule.to : null;
}

/**
 * The decisions a user may take on a loan: those its status allows and the user's role grants.
 * Read-only users are offered none (their writes are refused anyway).
 */
export function offeredDecisions(
  loan: Pick<LoanSummary, 'status'>,
  flags: RoleFlags,
): LoanDecision[] {
  if (isReadOnlyUser(flags)) return [];
  return LOAN_DECISIONS.filter(
    (decision) => nextStatus(decision, loan.status) !== null && canDecideLoan(flags, decision),
  );
}

/** How a decision taken is remembered: the same decision is never sent twice for a loan. */
export const decisionKey = (loanId: number, decision: LoanDecision): string =>
  `${loanId}:${decision}`;

/** The decide call's body: a blank comment is left out. */
export function decisionBody(decision: LoanDecision, comment: string) {
  const text = comment.trim();
  return text ? { decision, comment: text } : { decision };
}

/** The contract's limit on a comment. */
export const DECISION_COMMENT_MAX = 500;
