// The loan page's tabs and who sees each (spec part 1 §2 'Loan page tabs', §6): one table.
import type { RoleFlag, RoleFlags } from './roles.ts';

/**
 * The tabs in the spec's order, by their hash (without '#'); 'documents' (the loan's document
 * grid, which the documents issue asks for on this page and the spec places nowhere) comes last.
 */
export const LOAN_PAGE_TABS = [
  'loanConfig',
  'leader',
  'salary',
  'profile',
  'credCmnts',
  'cibilStatus',
  'creditProfile',
  'contMesLocations',
  'statusActions',
  'alltags',
  'loanChannel',
  'property-valuation',
  'family-data',
  'documents',
] as const;
export type LoanPageTab = (typeof LOAN_PAGE_TABS)[number];

/** The staff user the spec names: never sees Credit Comments nor Chats. */
export const TEST_LENDER_USERNAME = 'testlender';

type TabRule = {
  /** Only holders of one of these flags see the tab; absent: everyone who may open the loan. */
  onlyFor?: readonly RoleFlag[];
  /** Holders of one of these flags never see it (an admin included: the spec makes no exception). */
  hiddenFor?: readonly RoleFlag[];
  /** These usernames never see it. */
  hiddenForUsers?: readonly string[];
};

/** part 1 §6: Credit Comments, Chats and All Tags are limited; every other tab is for all. */
export const LOAN_TAB_RULES: Readonly<Partial<Record<LoanPageTab, TabRule>>> = {
  credCmnts: {
    onlyFor: [
      'is_credit_underwriter',
      'is_admin',
      'is_lender',
      'is_disbursal_team',
      'is_operations_manager',
      'is_technology',
    ],
    hiddenForUsers: [TEST_LENDER_USERNAME],
  },
  loanChannel: { hiddenForUsers: [TEST_LENDER_USERNAME] },
  alltags: { hiddenFor: ['is_b2b'] },
};

/** Whether this user sees the tab. */
export function seesLoanTab(tab: LoanPageTab, flags: RoleFlags, username: string): boolean {
  const rule = LOAN_TAB_RULES[tab];
  if (!rule) return true;
  if (rule.hiddenForUsers?.includes(username)) return false;
  if (rule.hiddenFor?.some((flag) => flags[flag])) return false;
  return rule.onlyFor ? rule.onlyFor.some((flag) => flags[flag]) : true;
}

/** The tabs this user sees, in order. */
export const visibleLoanTabs = (flags: RoleFlags, username: string): LoanPageTab[] =>
  LOAN_PAGE_TABS.filter((tab) => seesLoanTab(tab, flags, username));

/**
 * The tab a hash names ('#cibilStatus'), when this user sees it; otherwise the first tab they
 * see (an unknown or withheld hash lands there).
 */
export function loanTabFromHash(hash: string, visible: readonly LoanPageTab[]): LoanPageTab {
  const named = hash.replace(/^#/, '');
  return visible.find((tab) => tab === named) ?? visible[0] ?? 'loanConfig';
}
