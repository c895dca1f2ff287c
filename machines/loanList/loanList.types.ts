import type { components, operations } from '../../openapi/generated/main.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import type { FetchPagesInput } from '../shared/pagedList/index.ts';

/** One loan as the four list operations return it (openapi/main.yaml `LoanSummary`). */
export type LoanSummary = components['schemas']['LoanSummary'];
/** One page of a loan list: the server's total and the rows from `start`. */
export type LoanPage = components['schemas']['LoanPage'];
export type LoanStatus = components['schemas']['LoanStatus'];
export type TeamLead = components['schemas']['TeamLead'];

/** The query the four list operations share. */
export type LoanListQuery = NonNullable<operations['searchLoans']['parameters']['query']>;

/** The dashboard sub-routes that list loans (spec part 1 §2). */
export const LOAN_LIST_PAGES = [
  'search-loan',
  'loan-applications',
  'approved-loans',
  'disbursed-loans',
] as const;
export type LoanListPage = (typeof LOAN_LIST_PAGES)[number];

/** What narrows a list: the filter panel's fields and the header's loan id box. */
export type LoanFilters = {
  statuses: readonly LoanStatus[];
  team_lead: TeamLead | null;
  /** YYYY-MM-DD, inclusive. */
  from_date: string | null;
  /** YYYY-MM-DD, inclusive. */
  to_date: string | null;
  loan_id: number | null;
};

/** Which loan list, for whom: the page decides the call and default statuses, the roles the decisions. */
export type LoanScope = { page: LoanListPage; flags: RoleFlags };

/** What a loan list asks the `fetchPages` call for: `pages` requests of `entries` rows from `start`, at once. */
export type FetchLoanPagesInput = FetchPagesInput<LoanFilters, LoanScope>;
