import { describe, expect, it } from 'vitest';
import * as p from '../../src/domain/access/permissions.ts';
import { type RoleFlag, type RoleFlags, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

/**
 * Each role predicate against every role at once: true exactly for the roles the spec (or the
 * contract's rule table) grants, false for every other role and for a user without a flag.
 */
const RULES: [string, (f: RoleFlags) => boolean, readonly RoleFlag[]][] = [
  ['isReadOnlyUser', p.isReadOnlyUser, ['is_lender_read_only', 'is_read_only']],
  ['isLenderUser', p.isLenderUser, ['is_lender', 'is_lender_read_only']],
  [
    'canDecideLoan approve',
    (f) => p.canDecideLoan(f, 'approve'),
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
  ],
  [
    'canDecideLoan reject',
    (f) => p.canDecideLoan(f, 'reject'),
    ['is_admin', 'is_credit_underwriter', 'is_credit_manager'],
  ],
  [
    'canDecideLoan ready_for_disbursal',
    (f) => p.canDecideLoan(f, 'ready_for_disbursal'),
    ['is_admin', 'is_disbursal_team', 'is_disbursal_manager'],
  ],
  [
    'canDecideLoan disburse',
    (f) => p.canDecideLoan(f, 'disburse'),
    ['is_admin', 'is_disbursal_team', 'is_disbursal_manager'],
  ],
  [
    'blocksWriteRequest POST',
    (f) => p.blocksWriteRequest(f, 'POST', { onAuthPage: false }),
    ['is_read_only', 'is_lender_read_only'],
  ],
  [
    'blocksWriteRequest GET that creates something',
    (f) => p.blocksWriteRequest(f, 'GET', { onAuthPage: false, createsSomething: true }),
    ['is_read_only', 'is_lender_read_only'],
  ],
];

describe('role predicates: one role table each', () => {
  it.each(RULES)('%s', (_name, predicate, granted) => {
    expect(tableOf(predicate)).toEqual(grantedTo(granted));
  });
});

describe('blocksWriteRequest', () => {
  const ro = roleFlagsOf('is_read_only');
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('blocks %s for read-only users', (m) => {
    expect(p.blocksWriteRequest(ro, m, { onAuthPage: false })).toBe(true);
    expect(p.blocksWriteRequest(roleFlagsOf('is_lender_read_only'), m, { onAuthPage: false })).toBe(
      true,
    );
  });
  it('lets plain reads and every request on auth pages through', () => {
    expect(p.blocksWriteRequest(ro, 'GET', { onAuthPage: false })).toBe(false);
    expect(p.blocksWriteRequest(ro, 'GET', { onAuthPage: true, createsSomething: true })).toBe(
      false,
    );
    expect(p.blocksWriteRequest(ro, 'POST', { onAuthPage: true })).toBe(false);
  });
});

describe('escalation and telephony', () => {
  it.each([
    'credit_manager',
    'referral_manager',
    'recovery_manager',
    'finance_manager',
    'kosh_super_admin',
    'disbursal_manager',
    'area_sales_manager',
  ])('%s is an escalation group', (role) => {
    expect(p.isEscalationManagerGroup(role)).toBe(true);
  });
  it('other roles are not', () => {
    for (const role of ['recovery_agent', 'operations_manager', 'lender', '', 'Credit_Manager']) {
      expect(p.isEscalationManagerGroup(role)).toBe(false);
    }
  });
  it('canCall needs a non-empty telephony username and password', () => {
    expect(p.canCall({ telecmi_username: 'u1', telecmi_pwd: 'secret' })).toBe(true);
    expect(p.canCall({ telecmi_username: 'u1', telecmi_pwd: '' })).toBe(false);
    expect(p.canCall({ telecmi_username: '  ', telecmi_pwd: 'secret' })).toBe(false);
    expect(p.canCall({ telecmi_username: null, telecmi_pwd: 'secret' })).toBe(false);
    expect(p.canCall({})).toBe(false);
  });
});
