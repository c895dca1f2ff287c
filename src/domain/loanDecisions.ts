// The loan-decision rule table of the contract (openapi/rules/loan-decisions.json): the client
// offers exactly what the server will accept, from the same data.
import type { components, operations } from '../../openapi/generated/main.ts';
import decisionTable from '../../openapi/rules/loan-decisions.json' with { type: 'json' };
import type { RoleFlag, RoleFlags } from './access/roles.ts';

type LoanStatus = components['schemas']['LoanStatus'];
/** The decisions of the contract's decideLoan; the rule table names exactly these (below). */
export type LoanDecision =
  operations['decideLoan']['requestBody']['content']['application/json']['decision'];
type TableOnlyDecision = Exclude<keyof typeof decisionTable.decisions, LoanDecision>;
export type LoanConfigField = 'default_lender' | 'emi_start_date';

export type DecisionRule = {
  /** Staff-profile flags of the contract that grant the decision. */
  roles: readonly string[];
  from: readonly LoanStatus[];
  to: LoanStatus;
  /** What the loan must already have (its loan config) for the decision. */
  requires: readonly LoanConfigField[];
};

// A decision missing from the table, or one the contract lacks, does not compile.
export const DECISION_RULES = decisionTable.decisions satisfies Record<LoanDecision, unknown> &
  Record<TableOnlyDecision, never> as Record<LoanDecision, DecisionRule>;

/** The server's words when a loan lacks its config; the client says the same before asking. */
export const LOAN_CONFIG_MISSING: string = decisionTable.missing;

/** The profile flag a client flag comes from, where the names differ (part 2 §6 role mapping). */
const PROFILE_FLAG: Partial<Record<string, RoleFlag>> = { is_kosh_superadmin: 'is_admin' };

export function canTakeDecision(flags: RoleFlags, decision: LoanDecision): boolean {
  return DECISION_RULES[decision].roles.some((flag) => {
    const client = PROFILE_FLAG[flag] ?? (flag as RoleFlag);
    return flags[client] === true;
  });
}

/** The status `decision` moves a loan in `status` to, or null when the status does not allow it. */
export function nextStatus(decision: LoanDecision, status: LoanStatus): LoanStatus | null {
  const rule = DECISION_RULES[decision];
  return rule.from.includes(status) ? rule.to : null;
}
