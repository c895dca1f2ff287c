import { describe, expect, it } from 'vitest';
import {
  canOpenRoute,
  landingRoute,
  type RoleFlag,
  type RoleFlags,
  roleAreas,
  roleFlagsOf,
} from '../../src/domain/access/index.ts';
import { tableOf } from '../support/roleTable.ts';

// part 1 §2 'Landing redirect at /lender/admin by role'; investors land on their only screen.
const LANDING: Record<RoleFlag, string> = {
  is_admin: 'search-loan',
  is_read_only: 'search-loan',
  is_human_resources: 'search-loan',
  is_referral_sales: 'loan-applications',
  is_disbursal_team: 'approved-loans',
  is_credit_underwriter: 'loan-applications',
  is_b2b: 'search-loan',
  is_founder_officer: 'search-loan',
  is_reminder_agent: 'search-loan',
  is_reminder_audit: 'search-loan',
  is_technology: 'search-loan',
  is_recovery_agent: 'search-loan',
  is_recovery_agency: 'search-loan',
  is_recovery_team_lead: 'search-loan',
  is_lender: 'disbursed-loans',
  is_finance_manager: 'search-loan',
  is_lender_read_only: 'disbursed-loans',
  is_field_sales_officer: 'chat',
  is_area_sales_manager: 'search-loan',
  is_referral_manager: 'loan-applications',
  is_recovery_manager: 'search-loan',
  is_operations_manager: 'loan-applications',
  is_credit_manager: 'loan-applications',
  is_disbursal_manager: 'approved-loans',
  is_investors: 'investors',
  is_acc_manager: 'search-loan',
  is_loan_originator: 'search-loan',
  is_job_manager: 'search-loan',
  is_investor: 'investors',
};

describe('landingRoute', () => {
  it('every role lands on its screen (a user with no role flag on search-loan), which it may open', () => {
    expect(tableOf(landingRoute)).toEqual({ none: 'search-loan', ...LANDING });
    const opensLanding = (flags: RoleFlags) => {
      const route = landingRoute(flags);
      return route !== null && canOpenRoute(flags, route);
    };
    expect(tableOf(opensLanding)).toEqual(tableOf(() => true));
  });

  it.each([
    [['is_lender', 'is_disbursal_manager'], 'approved-loans'],
    [['is_credit_manager', 'is_disbursal_team'], 'approved-loans'],
    [['is_lender', 'is_credit_underwriter'], 'loan-applications'],
    [['is_field_sales_officer', 'is_lender'], 'disbursed-loans'],
    [['is_field_sales_officer', 'is_operations_manager'], 'loan-applications'],
    [['is_admin', 'is_disbursal_team'], 'approved-loans'],
    [['is_investors', 'is_recovery_agent'], 'search-loan'],
  ] as [RoleFlag[], string][])('precedence %j → %s', (flags, route) => {
    expect(landingRoute(roleFlagsOf(...flags))).toBe(route);
  });

  it('falls back to the first available sidebar entry when the landing screen is missing', () => {
    const flags = roleFlagsOf('is_disbursal_manager');
    expect(landingRoute(flags, { available: new Set(['customers', 'chat']) })).toBe('customers');
    expect(landingRoute(flags, { available: new Set(['user']) })).toBeNull();
  });
});

describe('canOpenRoute', () => {
  it('admin opens every menu route but not unknown ones', () => {
    const admin = roleFlagsOf('is_admin');
    for (const key of ['investors', 'complaints', 'tasks', 'members', 'employeeStatusPage']) {
      expect(canOpenRoute(admin, key)).toBe(true);
    }
    expect(canOpenRoute(admin, 'no-such-route')).toBe(false);
  });

  it('follows the role menu', () => {
    expect(canOpenRoute(roleFlagsOf('is_lender'), 'disbursed-loans')).toBe(true);
    expect(canOpenRoute(roleFlagsOf('is_lender'), 'customers')).toBe(false);
    expect(canOpenRoute(roleFlagsOf('is_read_only'), 'tasks')).toBe(false);
    expect(canOpenRoute(roleFlagsOf('is_investor'), 'chat')).toBe(false);
    expect(canOpenRoute(roleFlagsOf('is_investor'), 'user')).toBe(true);
    expect(canOpenRoute(roleFlagsOf('is_field_sales_officer'), 'search-loan')).toBe(false);
  });
});

describe('roleAreas', () => {
  const built = new Set(['user', 'search-loan', 'customers']);

  it.each(['is_investors', 'is_investor'] as const)(
    '%s opens only its profile here; its Investors area is not offered',
    (flag) => {
      const flags = roleFlagsOf(flag);
      expect(landingRoute(flags, { available: built })).toBeNull();
      const { open, notOffered } = roleAreas(flags, built);
      expect(open.map((entry) => entry.label)).toEqual(['View Profile']);
      expect(notOffered.map((entry) => entry.label)).toEqual(['Investors']);
    },
  );

  it('lists built screens in menu order and only unbuilt sidebar entries as not offered', () => {
    const { open, notOffered } = roleAreas(roleFlagsOf('is_human_resources'), built);
    expect(open.map((entry) => entry.key)).toEqual(['search-loan', 'customers', 'user']);
    expect(notOffered.map((entry) => entry.key)).not.toContain('chat-profile');
    expect(notOffered.map((entry) => entry.key)).toContain('members');
  });
});
