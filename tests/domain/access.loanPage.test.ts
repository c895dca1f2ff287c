import { describe, expect, it } from 'vitest';
import * as l from '../../src/domain/access/loanPage.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

/** The loan page's rules against every role, from the contract's table. */
const CHECKERS = grantedTo([
  'is_admin',
  'is_credit_underwriter',
  'is_credit_manager',
  'is_disbursal_team',
  'is_disbursal_manager',
  'is_operations_manager',
]);
const RULES: [string, (f: RoleFlags) => boolean, ReturnType<typeof grantedTo>][] = [
  [
    'canEditLoanConfig',
    l.canEditLoanConfig,
    grantedTo(['is_admin', 'is_disbursal_team', 'is_disbursal_manager']),
  ],
  ['canSetLoanshareCheck', l.canSetLoanshareCheck, CHECKERS],
  ['canAssignLoanshareVideo', l.canAssignLoanshareVideo, CHECKERS],
  [
    'readsEmploymentAgreements',
    l.readsEmploymentAgreements,
    grantedTo(['is_admin', 'is_technology']),
  ],
];

describe('loan-page rule table', () => {
  it.each(RULES)('%s', (_, rule, expected) => {
    expect(tableOf(rule)).toEqual(expected);
  });

  it('opens an approved loan for every role but lenders and investors, a disbursed one for lenders too', () => {
    const approved = tableOf((f) => l.opensLoan(f, 'loan_approved'));
    const disbursed = tableOf((f) => l.opensLoan(f, 'loan_disbursed'));
    for (const flag of [
      'is_lender',
      'is_lender_read_only',
      'is_investors',
      'is_investor',
    ] as const) {
      expect(approved[flag], flag).toBe(false);
    }
    expect(disbursed.is_lender).toBe(true);
    expect(disbursed.is_investor).toBe(false);
    expect(approved.is_disbursal_team).toBe(true);
    expect(approved.none).toBe(true);
  });

  it('the config may change until disbursal', () => {
    expect(l.isLoanConfigEditable('loan_approved')).toBe(true);
    expect(l.isLoanConfigEditable('loan_disbursed')).toBe(false);
    expect(l.isLoanConfigEditable('rejected')).toBe(false);
  });
});
