import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { loanDecisionMachine } from '../loanDecision/loanDecision.machine.ts';
import { connectPagedList, type PagedListView } from '../shared/pagedList/index.ts';
import type { LoanListEvent, loanListMachine } from './loanList.machine.ts';
import { LOAN_LIST_TEXTS } from './loanList.texts.ts';
import type { LoanFilters, LoanSummary } from './loanList.types.ts';

export type LoanListViewModel = PagedListView<LoanSummary, LoanFilters>;

/** What a loan list shows, with its intents. */
export function connectLoanList(
  snapshot: SnapshotFrom<typeof loanListMachine>,
  send?: (event: LoanListEvent) => void,
): LoanListViewModel {
  return connectPagedList(snapshot, send, LOAN_LIST_TEXTS);
}

/** The decision invoked beside the list (its dialog and row actions read it). */
export const decisionOf = (snapshot: SnapshotFrom<typeof loanListMachine>) =>
  snapshot.children.decision as ActorRefFrom<typeof loanDecisionMachine> | undefined;
