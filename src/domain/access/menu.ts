// The dashboard menu of every role, as data. Spec: part 1 §2 (sub-routes, menu names),
// part 1 §6 'Menu', part 2 §2 (scheduler for every role except investors), part 2 §6 (chat tabs).
import type { RoleFlag, RoleFlags } from './roles.ts';
import { ROLE_FLAG_KEYS } from './roles.ts';

export type MenuHeading = 'Loans' | 'Customers' | 'Calls' | 'Chat' | 'Team' | 'Account';

export type MenuEntry = {
  /** Route segment under /lender/admin. */
  key: MenuKey;
  label: string;
  heading: MenuHeading;
  /** 'account' entries live in the user menu (View Profile, Chat Profile), not the sidebar. */
  placement: 'sidebar' | 'account';
  /** The entry shows a count badge (mentions: unread mentions). */
  badge?: 'unreadMentions';
};

/** Sidebar order: spec order within each heading. */
export const MENU_ENTRIES = [
  { key: 'search-loan', label: 'Search Loan', heading: 'Loans', placement: 'sidebar' },
  { key: 'loan-applications', label: 'Loan Applications', heading: 'Loans', placement: 'sidebar' },
  { key: 'approved-loans', label: 'Approved Loans', heading: 'Loans', placement: 'sidebar' },
  { key: 'disbursed-loans', label: 'Disbursed Loans', heading: 'Loans', placement: 'sidebar' },
  // 'Also seen' in part 1 §2, with no role of its own: it summarises the loans the role can list.
  { key: 'dashboard', label: 'Dashboard', heading: 'Loans', placement: 'sidebar' },
  { key: 'customers', label: 'Customers', heading: 'Customers', placement: 'sidebar' },
  { key: 'employers', label: 'Employers', heading: 'Customers', placement: 'sidebar' },
  { key: 'fso', label: 'GLs-Profile', heading: 'Customers', placement: 'sidebar' },
  { key: 'callingDetails', label: 'Customer Support', heading: 'Calls', placement: 'sidebar' },
  { key: 'newAuditRecoveryCalls', label: 'Audit Recovery', heading: 'Calls', placement: 'sidebar' },
  { key: 'newLead', label: 'Lead', heading: 'Calls', placement: 'sidebar' },
  { key: 'newRecoveryCalls', label: 'Recovery', heading: 'Calls', placement: 'sidebar' },
  { key: 'chat', label: 'All Channels', heading: 'Chat', placement: 'sidebar' },
  {
    key: 'mentions',
    label: 'Mentions',
    heading: 'Chat',
    placement: 'sidebar',
    badge: 'unreadMentions',
  },
  { key: 'tasks', label: 'Tasks', heading: 'Chat', placement: 'sidebar' },
  { key: 'scheduler', label: 'Message Scheduler', heading: 'Chat', placement: 'sidebar' },
  { key: 'jobs', label: 'Jobs', heading: 'Chat', placement: 'sidebar' },
  { key: 'createchannel', label: 'Create Channel', heading: 'Chat', placement: 'sidebar' },
  // The business-chat tab 'business (Profile)' (part 2 §2).
  { key: 'business', label: 'Profile', heading: 'Chat', placement: 'sidebar' },
  { key: 'members', label: 'Admin', heading: 'Team', placement: 'sidebar' },
  { key: 'employeeStatusPage', label: 'Employee Page', heading: 'Team', placement: 'sidebar' },
  { key: 'employee-status', label: 'Employee Status', heading: 'Team', placement: 'sidebar' },
  { key: 'location', label: 'Location', heading: 'Team', placement: 'sidebar' },
  { key: 'complaints', label: 'Complaints', heading: 'Team', placement: 'sidebar' },
  { key: 'investors', label: 'Investors', heading: 'Team', placement: 'sidebar' },
  { key: 'user', label: 'View Profile', heading: 'Account', placement: 'account' },
  { key: 'chat-profile', label: 'Chat Profile', heading: 'Account', placement: 'account' },
] as const satisfies readonly {
  key: string;
  label: string;
  heading: MenuHeading;
  placement: 'sidebar' | 'account';
  badge?: 'unreadMentions';
}[];

export type MenuKey = (typeof MENU_ENTRIES)[number]['key'];

export const MENU_KEYS: readonly MenuKey[] = MENU_ENTRIES.map((entry) => entry.key);

/** The menu's name of a route segment (what its screen is called), if it is a menu entry. */
export const menuLabel = (key: string): string | undefined =>
  MENU_ENTRIES.find((entry) => entry.key === key)?.label;

/**
 * "Everyone except investors gets chat, mentions, tasks, jobs, create channel" (+ scheduler, part 2
 * §2); the Profile tab too: §6 takes only Complaints and Investors from those who are not super
 * admin, and the chat profile is each user's own.
 */
export const CHAT_GROUP: readonly MenuKey[] = [
  'chat',
  'mentions',
  'tasks',
  'scheduler',
  'jobs',
  'createchannel',
  'business',
];
/** User-menu routes every signed-in user can open (part 1 §2 'User menu'). */
export const ACCOUNT_ROUTES: readonly MenuKey[] = ['user', 'chat-profile'];
/** "Most roles also customers and search-loan": all but lenders, investors and field sales. */
const COMMON: readonly MenuKey[] = [...CHAT_GROUP, 'customers', 'search-loan'];

/**
 * What each flag grants (part 1 §6 'Menu'). A user's menu is the union over the flags they hold;
 * a user with no flag gets the common set. Account routes are added for everyone.
 */
export const ROLE_MENU: Readonly<Record<RoleFlag, readonly MenuKey[]>> = {
  is_admin: MENU_KEYS,
  is_read_only: MENU_KEYS.filter((key) => key !== 'tasks'),
  // Complaints: HR's by part 1 §6 (issue 21: HR looks after which complaints are open), and the
  // credit, recovery and disbursal managers' by part 2 §6.
  // Employee Page: §6 gives it to no role by name; whoever sees the team (members or
  // employee-status) opens a person's page from it (issue 21 §1).
  is_human_resources: [...COMMON, 'members', 'employeeStatusPage', 'employee-status', 'complaints'],
  is_referral_sales: [...COMMON, 'newLead', 'fso', 'loan-applications'],
  is_disbursal_team: [...COMMON, 'approved-loans'],
  is_credit_underwriter: [...COMMON, 'employers', 'loan-applications'],
  is_b2b: COMMON,
  is_founder_officer: [...COMMON, 'fso', 'location', 'employers'],
  is_reminder_agent: [...COMMON, 'fso', 'callingDetails'],
  is_reminder_audit: [...COMMON, 'newAuditRecoveryCalls', 'fso'],
  is_technology: [
    ...COMMON,
    'members',
    'employeeStatusPage',
    'location',
    'loan-applications',
    'approved-loans',
    'disbursed-loans',
  ],
  is_recovery_agent: [...COMMON, 'newRecoveryCalls', 'fso'],
  is_recovery_agency: [...COMMON, 'newRecoveryCalls'],
  is_recovery_team_lead: [...COMMON, 'newRecoveryCalls', 'fso'],
  is_lender: [...CHAT_GROUP, 'disbursed-loans'],
  is_finance_manager: [...COMMON, 'fso'],
  is_lender_read_only: [...CHAT_GROUP, 'disbursed-loans'],
  is_field_sales_officer: [...CHAT_GROUP, 'loan-applications'],
  is_area_sales_manager: [...COMMON, 'fso', 'location'],
  is_referral_manager: [
    ...COMMON,
    'fso',
    'newLead',
    'location',
    'employeeStatusPage',
    'employee-status',
    'loan-applications',
  ],
  is_recovery_manager: [
    ...COMMON,
    'newRecoveryCalls',
    'employeeStatusPage',
    'employee-status',
    'complaints',
  ],
  is_operations_manager: [...COMMON, 'fso', 'location', 'loan-applications'],
  is_credit_manager: [
    ...COMMON,
    'employers',
    'employeeStatusPage',
    'employee-status',
    'loan-applications',
    'complaints',
  ],
  is_disbursal_manager: [
    ...COMMON,
    'employeeStatusPage',
    'employee-status',
    'approved-loans',
    'complaints',
  ],
  is_investors: ['investors'],
  is_acc_manager: COMMON,
  is_loan_originator: COMMON,
  is_job_manager: COMMON,
  is_investor: ['investors'],
};

export type MenuOptions = {
  /** Keys of the screens that exist; entries outside it are hidden. Omitted: no filtering. */
  available?: ReadonlySet<string>;
};

function grantedKeys(flags: RoleFlags): Set<MenuKey> {
  const held = ROLE_FLAG_KEYS.filter((key) => flags[key]);
  const granted = new Set<MenuKey>(ACCOUNT_ROUTES);
  const sources = held.length > 0 ? held.map((key) => ROLE_MENU[key]) : [COMMON];
  for (const keys of sources) for (const key of keys) granted.add(key);
  if (LOAN_LISTS.some((key) => granted.has(key))) granted.add('dashboard');
  return granted;
}

const LOAN_LISTS: readonly MenuKey[] = [
  'search-loan',
  'loan-applications',
  'approved-loans',
  'disbursed-loans',
];

/** The entries a role may open, in sidebar order (sidebar and account entries alike). */
export function menuFor(flags: RoleFlags, options: MenuOptions = {}): MenuEntry[] {
  const granted = grantedKeys(flags);
  const { available } = options;
  return MENU_ENTRIES.filter(
    (entry) => granted.has(entry.key) && (available === undefined || available.has(entry.key)),
  );
}

/** Sidebar entries grouped under their headings, headings in first-seen order. */
export function sidebarSections(
  flags: RoleFlags,
  options: MenuOptions = {},
): { heading: MenuHeading; entries: MenuEntry[] }[] {
  const sections: { heading: MenuHeading; entries: MenuEntry[] }[] = [];
  for (const entry of menuFor(flags, options)) {
    if (entry.placement !== 'sidebar') continue;
    const last = sections.at(-1);
    if (last?.heading === entry.heading) last.entries.push(entry);
    else sections.push({ heading: entry.heading, entries: [entry] });
  }
  return sections;
}
