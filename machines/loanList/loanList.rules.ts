import { isLenderUser } from '../../src/domain/access/permissions.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import {
  DEFAULT_LIST_STATUSES,
  LIST_FILTER_STATUSES,
  PAGE_SIZES,
  TEAM_LEAD_FILTERS,
} from '../../src/domain/loans.ts';
import type {
  FetchLoanPagesInput,
  LoanFilters,
  LoanListPage,
  LoanListQuery,
  LoanStatus,
  TeamLead,
} from './loanList.types.ts';

/** Rows per request (spec part 1 §9: loans 8). */
export const LOAN_PAGE_SIZE = PAGE_SIZES.loans;

/** Which operation serves each page (openapi/main.yaml). */
export const LOAN_LIST_OPERATIONS = {
  'search-loan': 'searchLoans',
  'loan-applications': 'listLoanApplications',
  'approved-loans': 'listApprovedLoans',
  'disbursed-loans': 'listDisbursedLoans',
} as const satisfies Record<LoanListPage, string>;

// Every domain status is a contract status (a test checks the two lists agree).
const FILTER_STATUSES = LIST_FILTER_STATUSES as readonly LoanStatus[];

/** Loans a lender may see (the server answers lenders with these only). */
export const LENDER_VISIBLE_STATUSES: readonly LoanStatus[] = [
  'loan_disbursed',
  'completed',
  'settled',
  'written_off',
];

export const TEAM_LEADS: readonly TeamLead[] = TEAM_LEAD_FILTERS;

/**
 * The filters a page opens with (spec part 1 §4 'Default list statuses', part 2 §4): the page's
 * default statuses, nothing else. Search starts with no status filter (all loans).
 */
export function defaultLoanFilters(page: LoanListPage): LoanFilters {
  const statuses =
    page === 'search-loan' ? [] : (DEFAULT_LIST_STATUSES[page] as readonly LoanStatus[]);
  return {
    statuses: [...statuses],
    team_lead: null,
    from_date: null,
    to_date: null,
    loan_id: null,
  };
}

/** A lender (without admin) sees disbursed loans only (spec part 1 §1, §6). */
export const isLenderOnly = (flags: RoleFlags): boolean => isLenderUser(flags) && !flags.is_admin;

/** The statuses the filter panel offers: all of them, or the disbursed family to lenders. */
export function filterStatusOptions(flags: RoleFlags): readonly LoanStatus[] {
  return isLenderOnly(flags)
    ? FILTER_STATUSES.filter((status) => LENDER_VISIBLE_STATUSES.includes(status))
    : FILTER_STATUSES;
}

/** Why the filters cannot be applied, or null. Dates are YYYY-MM-DD, so they compare as text. */
export function filtersProblem(filters: LoanFilters): 'dateRange' | null {
  if (filters.from_date && filters.to_date && filters.from_date > filters.to_date) {
    return 'dateRange';
  }
  return null;
}

export function sameFilters(a: LoanFilters, b: LoanFilters): boolean {
  return (
    a.team_lead === b.team_lead &&
    a.from_date === b.from_date &&
    a.to_date === b.to_date &&
    a.loan_id === b.loan_id &&
    a.statuses.length === b.statuses.length &&
    a.statuses.every((status) => b.statuses.includes(status))
  );
}

/** The list operations' query for a request: empty filters are left out, not sent blank. */
export function toLoanListQuery({
  filters,
  start,
  entries,
}: Pick<FetchLoanPagesInput, 'filters' | 'start' | 'entries'>): LoanListQuery {
  return {
    ...(filters.statuses.length ? { status: [...filters.statuses] } : {}),
    ...(filters.team_lead ? { team_lead: filters.team_lead } : {}),
    ...(filters.from_date ? { from_date: filters.from_date } : {}),
    ...(filters.to_date ? { to_date: filters.to_date } : {}),
    ...(filters.loan_id !== null ? { loan_id: filters.loan_id } : {}),
    start,
    entries,
  };
}
