// The role rules of the spec that a screen of today uses, as named predicates. Pure: flags (and
// the few facts a rule names) in, boolean out. A later screen adds the rule it needs here.

import type { components } from '../../../openapi/generated/main.ts';
import { allOf } from '../contractEnums.ts';
import { canTakeDecision, type LoanDecision } from '../loanDecisions.ts';
import type { RoleFlags } from './roles.ts';

// ---- Read-only users ----------------------------------------------------------------------

/** A lender or read-only lender (part 1 §6): sees disbursed loans only; own state cleared at sign-out. */
export const isLenderUser = (f: RoleFlags): boolean => f.is_lender || f.is_lender_read_only;

// part 1 §5, part 2 §6: read-only roles are blocked from writing.
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

// ---- Loans --------------------------------------------------------------------------------

export type { LoanDecision };

/**
 * Not stated by the spec (it only names the decide call): the contract's rule table says it.
 * Credit decides approve/reject, disbursal moves approved loans on (openapi/rules).
 */
export const canDecideLoan = (f: RoleFlags, decision: LoanDecision): boolean =>
  canTakeDecision(f, decision);

// ---- Calls and escalation -----------------------------------------------------------------

// part 1 §6 and part 2 §6: the manager roles an agent may escalate to (the contract's ManagerRole).
export const ESCALATION_GROUPS = allOf<components['schemas']['ManagerRole']>()([
  'credit_manager',
  'referral_manager',
  'recovery_manager',
  'finance_manager',
  'kosh_super_admin',
  'disbursal_manager',
  'area_sales_manager',
]);
export type EscalationGroup = (typeof ESCALATION_GROUPS)[number];

// part 1 §6: a role name (from the managers list) belongs to the escalation groups.
export const isEscalationManagerGroup = (role: string): role is EscalationGroup =>
  (ESCALATION_GROUPS as readonly string[]).includes(role);

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

// part 1 §4/§6, part 2 §4: calls (and call buttons) only with a telephony login in the profile.
export const canCall = (profile: {
  telecmi_username?: string | null;
  telecmi_pwd?: string | null;
}): boolean => filled(profile.telecmi_username) && filled(profile.telecmi_pwd);
