import { sendParent } from 'xstate';
import { NO_ROLE_FLAGS } from '../../src/domain/access/roles.ts';
import type { LoanDecisionActors } from '../loanDecision/loanDecision.actors.ts';
import { loanDecisionMachine } from '../loanDecision/loanDecision.machine.ts';
import {
  createPagedListMachine,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
  type RowChangedEvent,
} from '../shared/pagedList/index.ts';
import type { LoanListActors } from './loanList.actors.ts';
import { defaultLoanFilters, LOAN_PAGE_SIZE, sameFilters } from './loanList.rules.ts';
import type { LoanFilters, LoanScope, LoanSummary } from './loanList.types.ts';

export type LoanListContext = PagedListContext<LoanSummary, LoanFilters, LoanScope>;
export type LoanListInput = PagedListInput<LoanFilters, LoanScope>;
export type LoanListEvent = PagedListEvent<LoanFilters> | RowChangedEvent<LoanSummary>;

/** The decision beside a list: a loan decided there is told to the list, whose row it replaces. */
const decisionInList = loanDecisionMachine.provide({
  actions: {
    tellDecided: sendParent((_, params: { loan: LoanSummary }) => ({
      type: 'row.changed' as const,
      row: params.loan,
    })) as never,
  },
});

/**
 * A loan list (spec part 1 §7 'Loan lists', 'Decision on loans'): the paged list of the four
 * loan pages, 8 rows a request, with the decision machine invoked beside it as `decision`.
 */
export const loanListMachine = createPagedListMachine<LoanSummary, LoanFilters, LoanScope>({
  id: 'loanList',
  pageSize: LOAN_PAGE_SIZE,
  rowKey: (loan) => loan.id,
  defaultScope: { page: 'search-loan', flags: NO_ROLE_FLAGS },
  defaultFilters: (scope) => defaultLoanFilters(scope.page),
  sameFilters,
  companion: {
    id: 'decision',
    logic: decisionInList,
    input: (scope) => ({ flags: scope.flags }),
  },
});

/** The list with its calls: the app passes the API-backed ones, stories and tests fakes. */
export function provideLoanList(calls: LoanListActors & LoanDecisionActors) {
  return loanListMachine.provide({
    actors: {
      fetchPages: calls.fetchPages,
      companion: decisionInList.provide({ actors: { decideLoan: calls.decideLoan } }),
    },
  });
}
