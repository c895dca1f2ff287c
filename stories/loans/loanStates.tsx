import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectDecisionDialog,
  connectDecisionRows,
  type LoanDecisionContext,
  loanDecisionMachine,
} from '../../machines/loanDecision/index.ts';
import { DECISION_SAMPLE } from '../../machines/loanDecision/loanDecision.paths.ts';
import {
  connectLoanList,
  defaultLoanFilters,
  LOAN_PAGE_SIZE,
  type LoanListContext,
  type LoanSummary,
  loanListMachine,
  sampleLoans,
} from '../../machines/loanList/index.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import type { LoanListViewProps } from '../../src/features/loans/LoanListView.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

const listDefaults: LoanListContext = {
  page: 'search-loan',
  filters: defaultLoanFilters('search-loan'),
  pageSize: LOAN_PAGE_SIZE,
  prefetch: DEFAULT_PREFETCH,
  rows: [],
  offset: 0,
  count: null,
  error: null,
  lastVisible: 0,
  pagesAsked: 1,
};

export const listView = (value: StateValue, context: Partial<LoanListContext> = {}) =>
  connectLoanList(
    loanListMachine.resolveState({ value, context: { ...listDefaults, ...context } }),
  );

/** `n` loans loaded of `count`. */
export const loadedRows = (n: number, count = n): Partial<LoanListContext> => ({
  rows: sampleLoans(n),
  offset: n,
  count,
});

const decisionDefaults: LoanDecisionContext = {
  flags: DECISION_SAMPLE.flags,
  loan: null,
  decision: null,
  comment: '',
  error: null,
  decided: null,
  taken: [],
};

const decisionState = (value: StateValue, context: Partial<LoanDecisionContext>) =>
  loanDecisionMachine.resolveState({ value, context: { ...decisionDefaults, ...context } });

export const decisionViews = (value: StateValue, context: Partial<LoanDecisionContext> = {}) => {
  const state = decisionState(value, context);
  return { dialog: connectDecisionDialog(state), decisions: connectDecisionRows(state) };
};

/** The rows a user with `flags` gets: nothing open, nothing taken. */
export const idleDecisions = (flags: RoleFlags = DECISION_SAMPLE.flags) =>
  decisionViews({ closed: 'idle' }, { flags }).decisions;

export function listArgs(
  list: LoanListViewProps['list'],
  parts: Partial<LoanListViewProps> = {},
): LoanListViewProps {
  return {
    list,
    decisions: idleDecisions(),
    view: 'list',
    onViewport: fn(),
    onRetry: fn(),
    onDecide: fn(),
    loanHref: (loan: { leader: { username: string } }) => `/lender/user/${loan.leader.username}`,
    ...parts,
  };
}

/** A list the decision stories share: one loan per decision step, first page of 20. */
export const decisionRows = (replace?: LoanSummary): LoanSummary[] =>
  sampleLoans(8).map((loan) => (replace && loan.id === replace.id ? replace : loan));
