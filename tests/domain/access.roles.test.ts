import { describe, expect, it } from 'vitest';
import {
  deriveRoleFlags,
  isInvestor,
  isInvestorOnly,
  NO_ROLE_FLAGS,
  type RawStaffRoleFlags,
  type RoleFlag,
  roleFlagsOf,
  roleLabel,
} from '../../src/domain/access/index.ts';
import { grantedTo, tableOf } from '../support/roleTable.ts';

const RAW_NONE: RawStaffRoleFlags = {
  is_kosh_superadmin: false,
  is_read_only: false,
  is_human_resources: false,
  is_referral_sales: false,
  is_disbursal_team: false,
  is_credit_underwriter: false,
  is_b2b: false,
  is_founder_officer: false,
  is_reminder_agent: false,
  is_reminder_audit: false,
  is_technology: false,
  is_recovery_agent: false,
  is_recovery_agency: false,
  is_recovery_team_lead: false,
  is_lender: false,
  is_finance_manager: false,
  is_finance_intern: false,
  is_lender_read_only: false,
  is_field_sales_officer: false,
  is_area_sales_manager: false,
  is_referral_manager: false,
  is_recovery_manager: false,
  is_field_manager: false,
  is_credit_manager: false,
  is_disbursal_manager: false,
  is_investors: false,
  is_investor: false,
  is_loan_originator: false,
  is_job_manager: false,
};

const setFlags = (raw: Partial<RawStaffRoleFlags> & { kosh_super_admin?: boolean }) =>
  Object.entries(deriveRoleFlags({ ...RAW_NONE, ...raw }))
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort();

describe('deriveRoleFlags', () => {
  it('all raw flags false → no client flag', () => {
    expect(deriveRoleFlags(RAW_NONE)).toEqual(NO_ROLE_FLAGS);
  });

  it.each([
    [{ is_kosh_superadmin: true }, ['is_admin']],
    [{ kosh_super_admin: true }, ['is_admin']],
    [{ is_field_manager: true }, ['is_operations_manager']],
    [{ is_finance_intern: true }, ['is_finance_manager']],
    [{ is_finance_manager: true }, ['is_finance_manager']],
    [{ is_loan_originator: true }, ['is_acc_manager', 'is_loan_originator']],
    [{ is_investors: true }, ['is_investors']],
    [{ is_investor: true }, ['is_investor']],
  ] as [Partial<RawStaffRoleFlags>, string[]][])('renamed flag %j → %j', (raw, expected) => {
    expect(setFlags(raw)).toEqual(expected);
  });

  const oneToOne: RoleFlag[] = [
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
    'is_lender_read_only',
    'is_field_sales_officer',
    'is_area_sales_manager',
    'is_referral_manager',
    'is_recovery_manager',
    'is_credit_manager',
    'is_disbursal_manager',
    'is_job_manager',
  ];
  it.each(oneToOne)('%s maps one to one', (flag) => {
    expect(setFlags({ [flag]: true })).toEqual([flag]);
  });

  it('a missing or null raw flag reads as false', () => {
    const partial = { is_lender: true } as unknown as RawStaffRoleFlags;
    expect(deriveRoleFlags(partial)).toEqual(roleFlagsOf('is_lender'));
  });
});

describe('investor helpers', () => {
  const INVESTOR_FLAGS: RoleFlag[] = ['is_investors', 'is_investor'];
  it('isInvestor: either investor flag, no other role', () => {
    expect(tableOf(isInvestor)).toEqual(grantedTo(INVESTOR_FLAGS));
  });
  it('isInvestorOnly: an investor flag and no other flag', () => {
    expect(tableOf(isInvestorOnly)).toEqual(grantedTo(INVESTOR_FLAGS));
    expect(isInvestorOnly(roleFlagsOf('is_investor', 'is_investors'))).toBe(true);
    expect(isInvestorOnly(roleFlagsOf('is_investor', 'is_lender'))).toBe(false);
  });
});

describe('roleLabel', () => {
  it.each([
    [[], 'Staff'],
    [['is_admin', 'is_lender'], 'Admin'],
    [['is_disbursal_manager'], 'Disbursal Manager'],
    [['is_lender'], 'Lender'],
    [['is_lender_read_only'], 'Lender (Read Only)'],
    [['is_credit_underwriter', 'is_credit_manager'], 'Credit Manager'],
    [['is_recovery_agent', 'is_recovery_team_lead'], 'Recovery Team Lead'],
    [['is_loan_originator', 'is_acc_manager'], 'Account Manager'],
    [['is_investor'], 'Investor'],
    [['is_read_only', 'is_technology'], 'Read Only'],
  ] as [RoleFlag[], string][])('%j → %s', (flags, label) => {
    expect(roleLabel(roleFlagsOf(...flags))).toBe(label);
  });
});
