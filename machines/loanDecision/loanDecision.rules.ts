import {
  canDecideLoan,
  isReadOnlyUser,
  type LoanDecision,
} from '../../src/domain/access/permissions.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import { allOf } from '../../src/domain/contractEnums.ts';
import { DECISION_RULES, nextStatus } from '../../src/domain/loanDecisions.ts';
import type { LoanSummary } from '../loanList/loanList.types.ts';

export type { LoanDecision };

/** In the order a row offers them: the step forward first, rejection last. */
export const LOAN_DECISIONS: readonly LoanDecision[] = allOf<LoanDecision>()([
  'approve',
  'ready_for_disbursal',
  'disburse',
  'reject',
]);

/** From which statuses each decision is allowed, and where it leads: the contract's table. */
export { DECISION_RULES, nextStatus };

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
