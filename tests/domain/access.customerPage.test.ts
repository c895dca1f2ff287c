import { describe, expect, it } from 'vitest';
import * as c from '../../src/domain/access/customerPage.ts';
import {
  ROLE_FLAG_KEYS,
  type RoleFlag,
  type RoleFlags,
  roleFlagsOf,
} from '../../src/domain/access/roles.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

/** Roles that are given a part of the page: every one but those listed (an admin always). */
const allBut = (withheld: readonly RoleFlag[]) =>
  grantedTo(
    ROLE_FLAG_KEYS.filter((flag) => !withheld.includes(flag)),
    true,
  );

/** The customer page's rules (part 1 §5-§6) against every role, from the contract's table. */
const RULES: [string, (f: RoleFlags) => boolean, ReturnType<typeof grantedTo>][] = [
  [
    'canEditProfileFields',
    c.canEditProfileFields,
    grantedTo([
      'is_admin',
      'is_credit_underwriter',
      'is_acc_manager',
      'is_loan_originator',
      'is_operations_manager',
      'is_finance_manager',
      'is_disbursal_team',
      'is_referral_sales',
    ]),
  ],
  ['canToggleEmployeeId', c.canToggleEmployeeId, grantedTo(['is_admin', 'is_credit_underwriter'])],
  [
    'canSetReferenceCheck',
    c.canSetReferenceCheck,
    grantedTo(['is_admin', 'is_credit_manager', 'is_credit_underwriter']),
  ],
  [
    'canEditAlternateContacts',
    c.canEditAlternateContacts,
    allBut(['is_technology', 'is_lender_read_only']),
  ],
  ['canUseCustomerActions', c.canUseCustomerActions, allBut(['is_lender_read_only'])],
  ['seesContactLoanHistory', c.seesContactLoanHistory, allBut(['is_area_sales_manager'])],
  ['seesLoanLinks', c.seesLoanLinks, allBut(['is_recovery_agency'])],
  ['seesLoanHistory', c.seesLoanHistory, allBut(['is_b2b'])],
  [
    'canPullCrif',
    c.canPullCrif,
    grantedTo(['is_admin', 'is_credit_underwriter', 'is_credit_manager']),
  ],
  [
    'canFilterContainsMobile',
    c.canFilterContainsMobile,
    grantedTo([
      'is_admin',
      'is_credit_underwriter',
      'is_recovery_agent',
      'is_recovery_manager',
      'is_technology',
    ]),
  ],
];

describe('customer page rules: one role table each', () => {
  it.each(RULES)('%s', (_name, predicate, expected) => {
    expect(tableOf(predicate)).toEqual(expected);
  });

  it('never withholds a part of the page from an admin who also holds a withheld role', () => {
    const both = roleFlagsOf('is_admin', 'is_area_sales_manager', 'is_b2b', 'is_recovery_agency');
    expect(c.seesContactLoanHistory(both)).toBe(true);
    expect(c.seesLoanHistory(both)).toBe(true);
    expect(c.seesLoanLinks(both)).toBe(true);
  });
});
