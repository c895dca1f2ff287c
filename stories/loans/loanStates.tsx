import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectDecisionDialog,
  connectDecisionRows,
  type LoanDecisionContext,
  loanDecisionMachine,
} from '../../machines/loanDecision/index.ts';
import { DECISION_SAMPLE } from '../../machines/loanDecision/loanDecision.paths.ts';
import { loanDecisionShows } from '../../machines/loanDecision/loanDecision.shows.ts';
import {
  connectLoanList,
  defaultLoanFilters,
  LOAN_PAGE_SIZE,
  type LoanSummary,
  loanListMachine,
  sampleLoans,
} from '../../machines/loanList/index.ts';
import { loanListShows } from '../../machines/loanList/loanList.shows.ts';
import type { RoleFlags } from '../../src/domain/access/roles.ts';
import type { LoanListViewProps } from '../../src/features/loans/LoanListView.tsx';
import { LOAN_TEXTS } from '../../src/features/loans/loanTexts.ts';
import { renders } from '../../tests/support/storyState.ts';
import { pagedListStories } from '../ui/pagedListStories.tsx';

/* Story props made the way the route makes them: connect() of a machine snapshot. */

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

/**
 * The decision's part of a story: its props from a snapshot, and that snapshot in the story's
 * parameters (coverage reads its state; the declaration is checked after play).
 */
export const decisionStory = (value: StateValue, context: Partial<LoanDecisionContext> = {}) => {
  const state = decisionState(value, context);
  // The intents go to a spy: a story's gestures are recorded, not acted on.
  const send = fn();
  return {
    args: {
      dialog: connectDecisionDialog(state, send),
      decisions: connectDecisionRows(state, send),
    },
    parameters: renders(loanDecisionShows as never, state),
  };
};

export const decisionViews = (value: StateValue, context: Partial<LoanDecisionContext> = {}) =>
  decisionStory(value, context).args;

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
    onDecide: fn(),
    loanHref: (loan: { leader: { username: string } }) => `/lender/user/${loan.leader.username}`,
    ...parts,
  };
}

/** The loan list's state stories (the search page of a user who may decide). */
export const loanListStates = pagedListStories({
  machine: loanListMachine,
  shows: loanListShows as never,
  connect: connectLoanList,
  scope: { page: 'search-loan', flags: DECISION_SAMPLE.flags },
  filters: defaultLoanFilters('search-loan'),
  pageSize: LOAN_PAGE_SIZE,
  sampleRows: sampleLoans,
  args: (list) => listArgs(list),
  texts: LOAN_TEXTS,
  rowLabel: (loan) => LOAN_TEXTS.rowLabel(loan.id),
  scrollArea: '[data-loan-scroll]',
});

export const { view: listView, rendered: listRendered, loaded: loadedRows } = loanListStates;

/** A list the decision stories share: one loan per decision step, first page of 20. */
export const decisionRows = (replace?: LoanSummary): LoanSummary[] =>
  sampleLoans(8).map((loan) => (replace && loan.id === replace.id ? replace : loan));
