import { describe, expect, it } from 'vitest';
import {
  MENU_ENTRIES,
  menuFor,
  menuLabel,
  type RoleFlag,
  type RoleFlags,
  roleFlagsOf,
  sidebarSections,
} from '../../src/domain/access/index.ts';
import { tableOf } from '../support/roleTable.ts';

// Columns of the expected table, grouped as the spec lists them (spaces in rows are ignored).
const COLUMNS = [
  // Loans
  'search-loan',
  'loan-applications',
  'approved-loans',
  'disbursed-loans',
  'dashboard',
  // Customers
  'customers',
  'employers',
  'fso',
  // Calls
  'callingDetails',
  'newAuditRecoveryCalls',
  'newLead',
  'newRecoveryCalls',
  // Chat group
  'chat',
  'mentions',
  'tasks',
  'scheduler',
  'jobs',
  'createchannel',
  'business',
  // Team
  'members',
  'employeeStatusPage',
  'employee-status',
  'location',
  'complaints',
  'investors',
  // Account (user menu)
  'user',
  'chat-profile',
];

// Derived by hand from part 1 §6 'Menu' (scheduler per part 2 §2; Complaints also for the three managers of part 2 §6); the dashboard goes with
// any loan list; the Employee Page goes with members or employee-status (issue 21 §1). x = visible. Each row has
// six groups in COLUMNS order: Loans(5) Customers(3) Calls(4) Chat(7) Team(6) Account(2).
const NONE = 'x...x x.. .... xxxxxxx ...... xx';
const EXPECTED: Record<RoleFlag, string> = {
  is_admin: 'xxxxx xxx xxxx xxxxxxx xxxxxx xx',
  is_read_only: 'xxxxx xxx xxxx xx.xxxx xxxxxx xx',
  is_human_resources: 'x...x x.. .... xxxxxxx xxx.x. xx',
  is_referral_sales: 'xx..x x.x ..x. xxxxxxx ...... xx',
  is_disbursal_team: 'x.x.x x.. .... xxxxxxx ...... xx',
  is_credit_underwriter: 'xx..x xx. .... xxxxxxx ...... xx',
  is_b2b: 'x...x x.. .... xxxxxxx ...... xx',
  is_founder_officer: 'x...x xxx .... xxxxxxx ...x.. xx',
  is_reminder_agent: 'x...x x.x x... xxxxxxx ...... xx',
  is_reminder_audit: 'x...x x.x .x.. xxxxxxx ...... xx',
  is_technology: 'xxxxx x.. .... xxxxxxx xx.x.. xx',
  is_recovery_agent: 'x...x x.x ...x xxxxxxx ...... xx',
  is_recovery_agency: 'x...x x.. ...x xxxxxxx ...... xx',
  is_recovery_team_lead: 'x...x x.x ...x xxxxxxx ...... xx',
  is_lender: '...xx ... .... xxxxxxx ...... xx',
  is_finance_manager: 'x...x x.x .... xxxxxxx ...... xx',
  is_lender_read_only: '...xx ... .... xxxxxxx ...... xx',
  is_field_sales_officer: '.x..x ... .... xxxxxxx ...... xx',
  is_area_sales_manager: 'x...x x.x .... xxxxxxx ...x.. xx',
  is_referral_manager: 'xx..x x.x ..x. xxxxxxx .xxx.. xx',
  is_recovery_manager: 'x...x x.. ...x xxxxxxx .xx.x. xx',
  is_operations_manager: 'xx..x x.x .... xxxxxxx ...x.. xx',
  is_credit_manager: 'xx..x xx. .... xxxxxxx .xx.x. xx',
  is_disbursal_manager: 'x.x.x x.. .... xxxxxxx .xx.x. xx',
  is_investors: '..... ... .... ....... .....x xx',
  is_acc_manager: 'x...x x.. .... xxxxxxx ...... xx',
  is_loan_originator: 'x...x x.. .... xxxxxxx ...... xx',
  is_job_manager: 'x...x x.. .... xxxxxxx ...... xx',
  is_investor: '..... ... .... ....... .....x xx',
};

/** A menu as a row of the table: 'x' where COLUMNS' entry is shown, '.' where hidden. */
const rowOf = (flags: RoleFlags): string => {
  const keys = new Set<string>(menuFor(flags).map((entry) => entry.key));
  return COLUMNS.map((column) => (keys.has(column) ? 'x' : '.')).join('');
};
const marks = (row: string) => row.replaceAll(' ', '');
const expectedKeys = (row: string): string[] => COLUMNS.filter((_, i) => marks(row)[i] === 'x');

const keysOf = (flags: RoleFlag[]) =>
  menuFor(roleFlagsOf(...flags))
    .map((entry) => entry.key)
    .sort();

describe('menuFor: one row per role flag', () => {
  it('the table covers exactly the menu entries', () => {
    expect(MENU_ENTRIES.map((entry) => entry.key).sort()).toEqual([...COLUMNS].sort());
    for (const row of [NONE, ...Object.values(EXPECTED)]) {
      expect(marks(row)).toHaveLength(COLUMNS.length);
    }
  });

  it('every role, and a user with no role flag, sees exactly its row', () => {
    const expected = Object.fromEntries(
      Object.entries({ none: NONE, ...EXPECTED }).map(([role, row]) => [role, marks(row)]),
    );
    expect(tableOf(rowOf)).toEqual(expected);
  });
});

describe('menuFor: combined flags are the union of each role', () => {
  it('lender who is also credit manager gets both menus', () => {
    const both = new Set([
      ...expectedKeys(EXPECTED.is_lender),
      ...expectedKeys(EXPECTED.is_credit_manager),
    ]);
    expect(keysOf(['is_lender', 'is_credit_manager'])).toEqual([...both].sort());
  });

  it('an investor with another role keeps that role and investors', () => {
    const keys = keysOf(['is_investors', 'is_recovery_agent']);
    expect(keys).toContain('investors');
    expect(keys).toContain('newRecoveryCalls');
    expect(keys).toContain('chat');
  });

  it('read-only with a role that has tasks gets tasks back', () => {
    expect(keysOf(['is_read_only'])).not.toContain('tasks');
    expect(keysOf(['is_read_only', 'is_recovery_agent'])).toContain('tasks');
  });
});

describe('menu entries', () => {
  it('carry the spec menu names', () => {
    const label = (key: string) => MENU_ENTRIES.find((entry) => entry.key === key)?.label;
    expect(label('fso')).toBe('GLs-Profile');
    expect(label('callingDetails')).toBe('Customer Support');
    expect(label('newAuditRecoveryCalls')).toBe('Audit Recovery');
    expect(label('newLead')).toBe('Lead');
    expect(label('newRecoveryCalls')).toBe('Recovery');
    expect(label('employeeStatusPage')).toBe('Employee Page');
    expect(label('chat')).toBe('All Channels');
    expect(label('scheduler')).toBe('Message Scheduler');
    expect(label('members')).toBe('Admin');
  });

  it('available hides entries whose screens do not exist, keeping order', () => {
    const available = new Set(['chat', 'customers', 'search-loan', 'investors']);
    const menu = menuFor(roleFlagsOf('is_recovery_agent'), { available });
    expect(menu.map((entry) => entry.key)).toEqual(['search-loan', 'customers', 'chat']);
  });

  it('sidebarSections groups sidebar entries by heading and leaves out account routes', () => {
    const sections = sidebarSections(roleFlagsOf('is_reminder_agent'));
    expect(sections.map((s) => s.heading)).toEqual(['Loans', 'Customers', 'Calls', 'Chat']);
    expect(sections[2]?.entries.map((e) => e.key)).toEqual(['callingDetails']);
    const all = sections.flatMap((s) => s.entries.map((e) => e.key));
    expect(all).not.toContain('user');
    expect(all).not.toContain('chat-profile');
  });
});

describe('menuLabel', () => {
  it("names a screen by its menu entry (the header's h1), and nothing else", () => {
    expect(menuLabel('approved-loans')).toBe('Approved Loans');
    expect(menuLabel('dashboard')).toBe('Dashboard');
    expect(menuLabel('callinDetails')).toBeUndefined();
  });
});
