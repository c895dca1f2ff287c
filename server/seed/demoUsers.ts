// The demo staff logins of a seeded database: one per role flag, all with DEMO_PASSWORD.
import type { RoleFlag, TeamLead } from '../domain.ts';

export const DEMO_PASSWORD = 'Kosh@2026';
/** scrypt hash of DEMO_PASSWORD, computed once: hashing is slow on purpose, seeding should not be. */
export const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$rSRxngSQ2F0bReZ7gQegxQ==$An0sj4B36kkWdM7nhSbu93ScPGER5goq6Bofp83Kqtw=';

export type DemoUser = {
  username: string;
  label: string;
  /** The one role flag this login has; null = a login without any staff profile. */
  flag: RoleFlag | null;
  team_lead?: TeamLead;
  /** Has telephony credentials, so it can place calls. */
  telephony?: boolean;
};

const ROLES: [RoleFlag, string, Partial<DemoUser>?][] = [
  ['is_kosh_superadmin', 'Admin', { telephony: true }],
  // Telephony set so the call buttons show: their writes are refused (read-only), as the spec says.
  ['is_read_only', 'Read-only', { telephony: true }],
  ['is_human_resources', 'Human resources'],
  ['is_referral_sales', 'Referral sales'],
  ['is_disbursal_team', 'Disbursal team'],
  ['is_credit_underwriter', 'Credit underwriter'],
  ['is_b2b', 'B2B'],
  ['is_founder_officer', 'Founder officer'],
  ['is_reminder_agent', 'Reminder agent', { telephony: true }],
  ['is_reminder_audit', 'Reminder audit'],
  ['is_technology', 'Technology'],
  ['is_recovery_agent', 'Recovery agent', { telephony: true }],
  ['is_recovery_agency', 'Recovery agency'],
  ['is_recovery_team_lead', 'Recovery team lead'],
  ['is_lender', 'Lender'],
  ['is_finance_manager', 'Finance manager'],
  ['is_finance_intern', 'Finance intern'],
  ['is_lender_read_only', 'Lender (read-only)'],
  ['is_field_sales_officer', 'Field sales officer', { team_lead: 'field_sales' }],
  ['is_area_sales_manager', 'Area sales manager', { team_lead: 'field_sales' }],
  ['is_referral_manager', 'Referral manager', { team_lead: 'engagement' }],
  ['is_recovery_manager', 'Recovery manager'],
  ['is_field_manager', 'Operations manager'],
  ['is_credit_manager', 'Credit manager', { team_lead: 'credit' }],
  ['is_disbursal_manager', 'Disbursal manager', { team_lead: 'disbursal' }],
  ['is_investors', 'Investors'],
  ['is_investor', 'Investor'],
  ['is_loan_originator', 'Account manager (loan originator)'],
  ['is_job_manager', 'Job manager'],
];

const username = (n: number) => `90000000${String(n).padStart(2, '0')}`;

export const DEMO_USERS: readonly DemoUser[] = [
  ...ROLES.map(([flag, label, extra], i) => ({ username: username(i + 1), label, flag, ...extra })),
  {
    username: username(ROLES.length + 1),
    label: 'Reminder agent 2',
    flag: 'is_reminder_agent',
    telephony: true,
  },
  { username: username(ROLES.length + 2), label: 'No staff profile', flag: null },
];

/** The demo login holding `flag` (the first one when several do). */
export function demoUser(flag: RoleFlag | null): DemoUser {
  const found = DEMO_USERS.find((user) => user.flag === flag);
  if (!found) throw new Error(`no demo user for ${String(flag)}`);
  return found;
}
